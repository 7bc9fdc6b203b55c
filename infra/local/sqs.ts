import type { Server } from 'node:http';
import { createSqsServer } from 'local-aws-sqs';
import { accountDeletionQueue, generateQueue } from '../definitions';
import { isAddressInUse, PortInUseError } from './listen';
import { emulatorMaxReceiveCount } from './poller';

const accountId = '000000000000';
const region = 'us-east-1';

/** A queue with a DLQ, as infra/definitions.ts declares them. */
interface QueueDefinition {
  name: string;
  deadLetterName: string;
  maxReceiveCount: number;
  visibilityTimeoutSeconds: number;
  deadLetterRetentionDays: number;
}

const arnOf = (name: string) => `arn:aws:sqs:${region}:${accountId}:${name}`;

/** The queue and its DLQ (redrive after maxReceiveCount). */
function queuePair(definition: QueueDefinition) {
  return [
    {
      QueueName: definition.deadLetterName,
      Attributes: { MessageRetentionPeriod: definition.deadLetterRetentionDays * 86_400 },
    },
    {
      QueueName: definition.name,
      Attributes: {
        VisibilityTimeout: definition.visibilityTimeoutSeconds,
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: arnOf(definition.deadLetterName),
          // local-aws-sqs counts the poller's retry-delay change as a receive (poller.ts).
          maxReceiveCount: emulatorMaxReceiveCount(definition.maxReceiveCount),
        }),
      },
    },
  ];
}

/**
 * local-aws-sqs with the generate queue and the account-deletion queue, each with its DLQ. Queues
 * are in memory: a restart drops messages still waiting.
 */
export async function startSqs(options: { port: number; host: string }) {
  let server: Server;
  try {
    server = (await createSqsServer({
      port: options.port,
      hostname: options.host,
      region,
      accountId,
      emulateQueueCreationLifecycle: false,
      queues: [...queuePair(generateQueue), ...queuePair(accountDeletionQueue)],
    })) as unknown as Server;
  } catch (error) {
    if (isAddressInUse(error)) throw new PortInUseError(options.port, 'LB_SQS_PORT');
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const endpoint = `http://${options.host}:${port}`;
  const urlOf = (name: string) => `${endpoint}/${accountId}/${name}`;
  return {
    server,
    endpoint,
    queueUrl: urlOf(generateQueue.name),
    deadLetterQueueUrl: urlOf(generateQueue.deadLetterName),
    queueArn: arnOf(generateQueue.name),
    accountDeletion: {
      queueUrl: urlOf(accountDeletionQueue.name),
      deadLetterQueueUrl: urlOf(accountDeletionQueue.deadLetterName),
      queueArn: arnOf(accountDeletionQueue.name),
    },
  };
}
