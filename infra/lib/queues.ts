import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** A queue with its DLQ, as infra/definitions.ts declares them (the local stack reads the same). */
interface QueueDefinition {
  visibilityTimeoutSeconds: number;
  maxReceiveCount: number;
  deadLetterRetentionDays: number;
}

/**
 * The queue and its dead-letter queue, both encrypted and TLS-only; a message failed
 * `maxReceiveCount` times moves to the DLQ. The ids are the constructs' own (they name the
 * deployed resources, so they never change); `deadLetterVisibilitySeconds` is for a DLQ that has
 * a consumer of its own.
 */
export function queueWithDeadLetter(
  scope: Construct,
  ids: { queue: string; deadLetter: string },
  definition: QueueDefinition,
  deadLetterVisibilitySeconds?: number,
) {
  const deadLetterQueue = new Queue(scope, ids.deadLetter, {
    retentionPeriod: Duration.days(definition.deadLetterRetentionDays),
    ...(deadLetterVisibilitySeconds ? { visibilityTimeout: Duration.seconds(deadLetterVisibilitySeconds) } : {}),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  const queue = new Queue(scope, ids.queue, {
    visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
  });
  return { queue, deadLetterQueue };
}
