import { Duration, Stack } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { envNames } from '@shared/env-names';
import type { SweepEvent } from '@shared/messages';
import { generateQueue, jobSweep, uploadsBucket, workers } from '../../definitions';
import { appFunction } from '../function-defaults';
import { queueWithDeadLetter } from '../queues';

/**
 * The worker's reserved concurrency: the `workerReservedConcurrency` context value
 * (`cdk deploy -c workerReservedConcurrency=N`) or `generateQueue.workerReservedConcurrency`.
 * 0 reserves nothing (for accounts whose concurrency limit is too low to reserve any: Lambda
 * keeps at least 100 unreserved); otherwise at least 2, the event source's smallest maximum.
 */
export function workerReservedConcurrency(scope: Construct): number {
  const raw: unknown = scope.node.tryGetContext('workerReservedConcurrency');
  const value = raw === undefined ? generateQueue.workerReservedConcurrency : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value === 1 || value > 1000) {
    throw new Error(`workerReservedConcurrency must be 0 (none) or a whole number from 2 to 1000, not ${String(raw)}`);
  }
  return value;
}

/**
 * The generate queue with its DLQ, and the worker that drains it with partial batch failures;
 * a consumer of the DLQ and a scheduled sweep that fail and refund jobs that would never finish.
 *
 * One message per invocation (batch size 1), so the timeout covers one job's worst case, with
 * reserved concurrency so a flood of jobs cannot take the concurrency the API's functions need,
 * and the event source's maximum concurrency equal to it, so SQS never invokes a throttled worker
 * (a throttled receive would count towards the DLQ) (docs/decisions/0014-worker-processes-and-concurrency.md).
 */
export class Worker extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly fn: NodejsFunction;
  readonly sweepFn: NodejsFunction;
  readonly deadLetterFn: NodejsFunction;

  constructor(
    scope: Construct,
    id: string,
    props: {
      table: Table;
      uploads: Bucket;
      environment: Record<string, string>;
      /** The generator: `bedrock` with its model id, or `local` (no model calls). */
      model: { provider: 'bedrock' | 'local'; bedrockModelId: string };
    },
  ) {
    super(scope, id);
    // The DLQ's visibility is longer than its consumer's timeout (below), so a slow clean-up is not
    // handed out twice.
    ({ queue: this.queue, deadLetterQueue: this.deadLetterQueue } = queueWithDeadLetter(
      this,
      { queue: 'GenerateQueue', deadLetter: 'DeadLetterQueue' },
      generateQueue,
      120,
    ));
    const reserved = workerReservedConcurrency(this);
    this.fn = appFunction(this, 'GenerateWorker', workers.generate.entry, {
      timeout: Duration.seconds(generateQueue.workerTimeoutSeconds),
      memorySize: generateQueue.workerMemoryMb,
      reservedConcurrentExecutions: reserved || undefined,
      // X-Ray (Powertools Tracer in the handler). CDK adds xray:PutTraceSegments and
      // PutTelemetryRecords on '*': X-Ray has no resource-level permissions.
      tracing: Tracing.ACTIVE,
      environment: {
        ...props.environment,
        [envNames.generateQueueUrl]: this.queue.queueUrl,
        [envNames.modelProvider]: props.model.provider,
        [envNames.bedrockModelId]: props.model.bedrockModelId,
      },
    });
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob'],
        resources: ['*'], // Transcribe has no resource-level permissions for jobs.
      }),
    );
    // Transcribe reads the upload and writes its output as the caller: only under transcripts/.
    props.uploads.grantPut(this.fn, 'transcripts/*');
    this.queue.grantSendMessages(this.fn);
    if (props.model.provider === 'bedrock') {
      this.fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['bedrock:InvokeModel'],
          resources: [`arn:aws:bedrock:${Stack.of(this).region}::foundation-model/${props.model.bedrockModelId}`],
        }),
      );
    }
    this.fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: generateQueue.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: reserved || undefined,
      }),
    );
    props.table.grantReadWriteData(this.fn);
    props.uploads.grantRead(this.fn);
    props.uploads.grantDelete(this.fn);
    // The original file is copied to sources/ for the set's life (source viewing).
    props.uploads.grantPut(this.fn, `${uploadsBucket.sourcePrefix}*`);

    // Both only fail jobs (conditional UpdateItem on the job, refund on the usage item) and delete
    // a partly written set (Query its items, BatchWriteItem/DeleteItem them) and the upload; the
    // sweep also Scans for unfinished jobs. Neither reads files, generates or sends messages.
    const cleanUpActions = ['dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem'];
    const cleanUpEnvironment = { ...props.environment, [envNames.generateQueueUrl]: this.queue.queueUrl };

    this.deadLetterFn = appFunction(this, 'DeadLetterConsumer', workers.deadLetter.entry, {
      timeout: Duration.seconds(60),
      environment: cleanUpEnvironment,
    });
    this.deadLetterFn.addToRolePolicy(
      new PolicyStatement({ actions: cleanUpActions, resources: [props.table.tableArn] }),
    );
    props.uploads.grantDelete(this.deadLetterFn, `${uploadsBucket.uploadPrefix}*`);
    this.deadLetterFn.addEventSource(
      new SqsEventSource(this.deadLetterQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );

    this.sweepFn = appFunction(this, 'StuckJobSweep', workers.sweep.entry, {
      timeout: Duration.minutes(5),
      environment: cleanUpEnvironment,
    });
    this.sweepFn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:Scan', ...cleanUpActions], resources: [props.table.tableArn] }),
    );
    props.uploads.grantDelete(this.sweepFn, `${uploadsBucket.uploadPrefix}*`);
    const sweepEvent: SweepEvent = { mode: 'deadline', staleAfterSeconds: jobSweep.staleAfterSeconds };
    new Rule(this, 'StuckJobSweepSchedule', {
      schedule: Schedule.rate(Duration.minutes(jobSweep.everyMinutes)),
      targets: [new LambdaFunction(this.sweepFn, { event: RuleTargetInput.fromObject(sweepEvent), retryAttempts: 2 })],
    });
  }
}
