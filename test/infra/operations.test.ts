import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { metricsNamespace } from '@shared/metrics';
import { generateQueue, operations } from '../../infra/definitions';
import { LearnBetterStack } from '../../infra/lib/learnbetter-stack';

/** What an operator gets after `cdk deploy`: alarms to a topic, log retention, API throttling, tracing. */
function synth(alarmEmail?: string) {
  // No Lambda code is looked at here: skip bundling (stack.test.ts bundles).
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new LearnBetterStack(app, 'Ops', {
    stage: 'test',
    supportEmail: 'support@example.com',
    stripePrices: { monthly: 'price_test_monthly', annual: 'price_test_annual' },
    alarmEmail,
    env: { account: '123456789012', region: 'us-east-1' },
  });
  return Template.fromStack(stack);
}

const logicalId = (template: Template, type: string, prefix: string) => {
  const ids = Object.keys(template.findResources(type)).filter((id) => id.startsWith(prefix));
  expect(ids, prefix).toHaveLength(1);
  return ids[0]!;
};

describe('operations', () => {
  let template: Template;
  let topic: string;
  beforeAll(() => {
    template = synth('ops@example.com');
    topic = logicalId(template, 'AWS::SNS::Topic', 'MonitoringAlarmTopic');
  });

  it('subscribes the alarmEmail context value to the alarm topic, and nobody without it', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: { Ref: topic },
    });
    const without = synth();
    without.resourceCountIs('AWS::SNS::Topic', 1);
    without.resourceCountIs('AWS::SNS::Subscription', 0);
    expect(Object.keys(without.findOutputs('*')).some((id) => id.includes('AlarmTopicArn'))).toBe(true);
  });

  it('sends every alarm (and its recovery) to the topic, ignoring missing data deliberately', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms).toHaveLength(6);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
      expect(alarm.Properties.EvaluationPeriods).toBeGreaterThanOrEqual(1);
      expect(alarm.Properties.DatapointsToAlarm ?? 1).toBeLessThanOrEqual(alarm.Properties.EvaluationPeriods);
      expect(alarm.Properties.AlarmDescription).toBeTruthy();
    }
  });

  it('alarms as soon as a message sits in either DLQ (generate jobs, account erasures)', () => {
    for (const prefix of ['WorkerDeadLetterQueue', 'AccountDeletionDeadLetterQueue']) {
      const dlq = logicalId(template, 'AWS::SQS::Queue', prefix);
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }],
        Statistic: 'Maximum',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        EvaluationPeriods: 1,
      });
    }
  });

  it('alarms on worker errors and throttles in 2 of 3 five-minute periods', () => {
    const worker = logicalId(template, 'AWS::Lambda::Function', 'WorkerGenerateWorker');
    for (const metric of ['Errors', 'Throttles']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: metric,
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: worker } }],
        Statistic: 'Sum',
        Period: 300,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Threshold: 1,
        EvaluationPeriods: 3,
        DatapointsToAlarm: 2,
      });
    }
  });

  it('alarms on the API 5xx rate, a percentage of requests with a floor of requests', () => {
    const api = logicalId(template, 'AWS::ApiGatewayV2::Api', 'ApiHttpApi');
    const stat = (name: string, metric: string) =>
      Match.objectLike({
        Id: name,
        ReturnData: false,
        MetricStat: Match.objectLike({
          Metric: {
            Namespace: 'AWS/ApiGateway',
            MetricName: metric,
            Dimensions: [{ Name: 'ApiId', Value: { Ref: api } }],
          },
          Stat: 'Sum',
          Period: 300,
        }),
      });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({
          Expression: `IF(requests >= ${operations.alarms.api5xxMinRequests}, 100 * errors / requests, 0)`,
          ReturnData: true,
        }),
        stat('errors', '5xx'),
        stat('requests', 'Count'),
      ]),
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: operations.alarms.api5xxPercent,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
    });
  });

  it('alarms when the oldest generate message is older than two visibility timeouts', () => {
    const queue = logicalId(template, 'AWS::SQS::Queue', 'WorkerGenerateQueue');
    expect(operations.alarms.oldestMessageSeconds).toBeGreaterThan(2 * generateQueue.visibilityTimeoutSeconds);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateAgeOfOldestMessage',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      Statistic: 'Maximum',
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: operations.alarms.oldestMessageSeconds,
    });
  });

  it('gives every function its own log group with a retention, and no log-retention custom resource', () => {
    const functions = Object.entries(template.findResources('AWS::Lambda::Function'));
    const logGroups = template.findResources('AWS::Logs::LogGroup');
    expect(functions.length).toBeGreaterThan(17);
    for (const [id, fn] of functions) {
      const ref = (fn.Properties.LoggingConfig?.LogGroup as { Ref?: string } | undefined)?.Ref;
      expect(ref, `${id} has no log group of its own`).toBeDefined();
      expect(logGroups[ref!]?.Properties.RetentionInDays, id).toBe(operations.logRetentionDays);
    }
    template.resourceCountIs('Custom::LogRetention', 0);
  });

  it('throttles the API default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: {
        ThrottlingRateLimit: operations.apiThrottle.rateLimit,
        ThrottlingBurstLimit: operations.apiThrottle.burstLimit,
      },
    });
  });

  it('traces the worker with X-Ray and turns metrics on in AWS only through the namespace', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    const worker = logicalId(template, 'AWS::Lambda::Function', 'WorkerGenerateWorker');
    expect(functions[worker]!.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    expect(functions[worker]!.Properties.Environment.Variables).toMatchObject({
      POWERTOOLS_METRICS_NAMESPACE: metricsNamespace,
      POWERTOOLS_SERVICE_NAME: 'learnbetter',
      NODE_OPTIONS: '--enable-source-maps',
    });
  });

  it('grants wildcard resources only where the service has no resource-level permissions', () => {
    const wildcard = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => st.Resource === '*' || (Array.isArray(st.Resource) && st.Resource.includes('*')))
        .flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action])),
    );
    expect(wildcard.sort()).toEqual(
      [
        // CDK's BucketDeployment invalidates the distribution.
        'cloudfront:CreateInvalidation',
        'cloudfront:GetInvalidation',
        // Transcribe jobs and X-Ray have no resource-level permissions.
        'transcribe:GetTranscriptionJob',
        'transcribe:StartTranscriptionJob',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
    // Metrics go out as EMF log lines: no cloudwatch:PutMetricData anywhere.
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('cloudwatch:');
  });
});
