import { CfnOutput, Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Stats,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { operations } from '../../definitions';

/**
 * The alarms an operator needs, all sent to one SNS topic (and back when they clear). Subscribe to
 * it with `-c alarmEmail=ops@example.com`, or any other way to the `AlarmTopicArn` output.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(
    scope: Construct,
    id: string,
    props: {
      api: HttpApi;
      worker: IFunction;
      queue: IQueue;
      deadLetterQueue: IQueue;
      accountDeletionDeadLetterQueue: IQueue;
      alarmEmail?: string;
    },
  ) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'LearnBetter alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn });
    const fiveMinutes = Duration.minutes(5);
    const limits = operations.alarms;

    // The DLQ consumer fails and refunds each dead letter's job at once, so a message that stays
    // is one it could not handle; no data (an idle queue) is fine.
    this.alarm('DeadLetters', {
      description: 'Generate messages are waiting in the dead-letter queue: their jobs were not cleaned up.',
      metric: props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: Stats.MAXIMUM,
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });

    // An erasing pass failed on every retry: a deleted account may still hold data or a
    // subscription until an operator fixes the cause and redrives the message.
    this.alarm('AccountDeletionDeadLetters', {
      description:
        'An account-deletion pass failed on every retry: redrive it from the account-deletion DLQ once the cause is fixed.',
      metric: props.accountDeletionDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: Stats.MAXIMUM,
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });

    // Record failures are reported per message and retried; an error here is the function itself
    // failing (timeout, out of memory, a crash). In two of three 5-minute periods: not one blip.
    this.alarm('WorkerErrors', {
      description:
        'The generate worker failed (timeout, out of memory or crash) in 2 of the last 3 five-minute periods.',
      metric: props.worker.metricErrors({ period: fiveMinutes, statistic: Stats.SUM }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
    this.alarm('WorkerThrottles', {
      description: 'The generate worker was throttled (account concurrency) in 2 of the last 3 five-minute periods.',
      metric: props.worker.metricThrottles({ period: fiveMinutes, statistic: Stats.SUM }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    // A rate, not a count: traffic varies, so a fixed count is either noise at peak or silence at
    // night. Under the minimum number of requests the rate counts as 0, so one failed request of
    // two does not page anyone; no traffic at all is no data, which is not breaching.
    const api5xxRate = new MathExpression({
      label: 'API 5xx (% of requests)',
      expression: `IF(requests >= ${limits.api5xxMinRequests}, 100 * errors / requests, 0)`,
      usingMetrics: {
        errors: props.api.metricServerError({ period: fiveMinutes, statistic: Stats.SUM }),
        requests: props.api.metricCount({ period: fiveMinutes, statistic: Stats.SUM }),
      },
      period: fiveMinutes,
    });
    this.alarm('Api5xxRate', {
      description: `More than ${limits.api5xxPercent}% of API requests answered 5xx in 2 of the last 3 five-minute periods.`,
      metric: api5xxRate,
      threshold: limits.api5xxPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    this.alarm('OldestJobMessage', {
      description: `A generate message has waited over ${limits.oldestMessageSeconds / 60} minutes: students are waiting on their sets.`,
      metric: props.queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: Stats.MAXIMUM }),
      threshold: limits.oldestMessageSeconds,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });
  }

  /** An alarm that notifies the topic when it fires and when it clears; no data is never an alarm. */
  private alarm(
    id: string,
    props: {
      description: string;
      metric: IMetric;
      threshold: number;
      comparisonOperator: ComparisonOperator;
      evaluationPeriods: number;
      datapointsToAlarm?: number;
    },
  ) {
    const alarm = new Alarm(this, id, {
      alarmDescription: props.description,
      metric: props.metric,
      threshold: props.threshold,
      comparisonOperator: props.comparisonOperator,
      evaluationPeriods: props.evaluationPeriods,
      datapointsToAlarm: props.datapointsToAlarm,
      // Every metric here goes quiet when nothing happens (no invocations, no requests, an idle
      // queue), and quiet is healthy.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
    return alarm;
  }
}
