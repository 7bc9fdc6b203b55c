import { Duration, Stack } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { envNames } from '@shared/env-names';
import { generateQueue, workers } from '../../definitions';
import { appFunction } from '../function-defaults';

/** The generate queue with its DLQ, and the worker that drains it with partial batch failures. */
export class Worker extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly fn: NodejsFunction;

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
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(generateQueue.deadLetterRetentionDays),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'GenerateQueue', {
      visibilityTimeout: Duration.seconds(generateQueue.visibilityTimeoutSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: generateQueue.maxReceiveCount },
    });
    this.fn = appFunction(this, 'GenerateWorker', workers.generate.entry, {
      timeout: Duration.seconds(generateQueue.workerTimeoutSeconds),
      memorySize: 1024,
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
      new SqsEventSource(this.queue, { batchSize: generateQueue.batchSize, reportBatchItemFailures: true }),
    );
    props.table.grantReadWriteData(this.fn);
    props.uploads.grantRead(this.fn);
    props.uploads.grantDelete(this.fn);
  }
}
