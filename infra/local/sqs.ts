import type { Server } from 'node:http';
import { createSqsServer } from 'local-aws-sqs';
import { generateQueue } from '../definitions';
import { isAddressInUse, PortInUseError } from './listen';
import { emulatorMaxReceiveCount } from './poller';

const accountId = '000000000000';
const region = 'us-east-1';

/**
 * local-aws-sqs with the generate queue and its DLQ (redrive after maxReceiveCount). Queues are
 * in memory: a restart drops messages still waiting.
 */
export async function startSqs(options: { port: number; host: string }) {
  const deadLetterArn = `arn:aws:sqs:${region}:${accountId}:${generateQueue.deadLetterName}`;
  let server: Server;
  try {
    server = (await createSqsServer({
      port: options.port,
      hostname: options.host,
      region,
      accountId,
      emulateQueueCreationLifecycle: false,
      queues: [
        {
          QueueName: generateQueue.deadLetterName,
          Attributes: {
            MessageRetentionPeriod: generateQueue.deadLetterRetentionDays * 86_400,
          },
        },
        {
          QueueName: generateQueue.name,
          Attributes: {
            VisibilityTimeout: generateQueue.visibilityTimeoutSeconds,
            RedrivePolicy: JSON.stringify({
              deadLetterTargetArn: deadLetterArn,
              // local-aws-sqs counts the poller's retry-delay change as a receive (poller.ts).
              maxReceiveCount: emulatorMaxReceiveCount(generateQueue.maxReceiveCount),
            }),
          },
        },
      ],
    })) as unknown as Server;
  } catch (error) {
    if (isAddressInUse(error)) throw new PortInUseError(options.port, 'LB_SQS_PORT');
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const endpoint = `http://${options.host}:${port}`;
  return {
    server,
    endpoint,
    queueUrl: `${endpoint}/${accountId}/${generateQueue.name}`,
    deadLetterQueueUrl: `${endpoint}/${accountId}/${generateQueue.deadLetterName}`,
    queueArn: `arn:aws:sqs:${region}:${accountId}:${generateQueue.name}`,
  };
}
