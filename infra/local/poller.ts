/**
 * What Lambda's SQS event source mapping does, for the local stack: receive a batch, hand it to
 * the worker handler as an SQS event, delete what succeeded, and leave the records named in
 * batchItemFailures (or the whole batch, if the handler throws) to be received again. After the
 * queue's maxReceiveCount the queue's redrive policy moves a message to the DLQ.
 */
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { lambdaContext } from './lambda-context';

export type SqsHandler = (
  event: SQSEvent,
  context: ReturnType<typeof lambdaContext>,
) => Promise<SQSBatchResponse | void>;

export interface PollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  handler: () => Promise<SqsHandler>;
  functionName: string;
  batchSize: number;
  timeoutMs: number;
  /**
   * Lambda leaves a failed record invisible for the queue's visibility timeout (minutes); locally
   * a retry comes after this many seconds instead, so a developer sees it. It is the receive's
   * visibility timeout: local-aws-sqs counts a ChangeMessageVisibility as one more receive, which
   * would send messages to the DLQ early. Batches run one at a time, so a handler slower than
   * this never sees its own message again while it works.
   */
  retryDelaySeconds: number;
  onError?: (error: unknown) => void;
}

function toRecord(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
        name,
        { dataType: value.DataType ?? 'String', stringValue: value.StringValue },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: queueArn.split(':')[3] ?? 'us-east-1',
  };
}

export function startPoller(options: PollerOptions) {
  let running = true;
  const abort = new AbortController();

  async function receive(max: number, waitSeconds: number) {
    const result = await options.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: max,
        WaitTimeSeconds: waitSeconds,
        AttributeNames: ['All'],
        VisibilityTimeout: Math.max(1, options.retryDelaySeconds),
        MessageAttributeNames: ['All'],
      }),
      { abortSignal: abort.signal },
    );
    return result.Messages ?? [];
  }

  /** Messages ready to receive. local-aws-sqs counts in-flight ones in ApproximateNumberOfMessages. */
  async function countWaiting() {
    const { Attributes } = await options.sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: options.queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    const all = Number(Attributes?.ApproximateNumberOfMessages ?? 0);
    return Math.max(0, all - Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0));
  }

  async function processBatch(messages: Message[]) {
    const event: SQSEvent = { Records: messages.map((m) => toRecord(m, options.queueArn)) };
    let failedIds: Set<string>;
    try {
      const handler = await options.handler();
      const response = await handler(event, lambdaContext(options.functionName, options.timeoutMs));
      failedIds = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      options.onError?.(error);
      failedIds = new Set(event.Records.map((r) => r.messageId));
    }
    // What failed is left alone: it becomes visible again when its visibility timeout ends.
    const succeeded = messages.filter((m) => !failedIds.has(m.MessageId!));
    if (succeeded.length) {
      await options.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: succeeded.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
    }
  }

  const loop = (async () => {
    while (running) {
      try {
        // local-aws-sqs returns early from a long poll only once it has MaxNumberOfMessages: wait
        // for one, then take as many more as are ready (asked for exactly, so no wait either).
        const first = await receive(1, 5);
        if (!first.length) continue;
        const waiting = options.batchSize > 1 ? await countWaiting() : 0;
        const rest = waiting > 0 ? await receive(Math.min(waiting, options.batchSize - 1), 0) : [];
        await processBatch([...first, ...rest]);
      } catch (error) {
        if (!running) break;
        options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  })();

  return {
    async stop() {
      running = false;
      abort.abort();
      await loop;
    },
  };
}
