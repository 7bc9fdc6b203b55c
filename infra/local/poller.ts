/**
 * What Lambda's SQS event source mapping does, for the local stack: receive a batch, hand it to
 * the worker handler as an SQS event, delete what succeeded, and leave the records named in
 * batchItemFailures (or the whole batch, if the handler throws) to be received again. After the
 * queue's maxReceiveCount the queue's redrive policy moves a message to the DLQ.
 *
 * Up to `concurrency` batches are handled at once (Lambda scales its pollers and invocations the
 * same way), so a small job is never stuck behind a large one.
 */
import {
  ChangeMessageVisibilityBatchCommand,
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
  /** Batches handled at once (default 1). */
  concurrency?: number;
  /**
   * How long a received message stays invisible while its batch runs: the queue's visibility
   * timeout, longer than the function's timeout, so no second invocation gets it meanwhile.
   */
  visibilityTimeoutSeconds: number;
  /**
   * Lambda leaves a failed record invisible for the rest of the queue's visibility timeout
   * (minutes); locally a failed record is made visible again after this many seconds instead
   * (ChangeMessageVisibility), so a developer sees the retry. local-aws-sqs counts that change as
   * one more receive: its redrive policy says so (infra/local/sqs.ts, `emulatorMaxReceiveCount`)
   * and the records handed to the handler carry the real count (`receiveCountOf`).
   */
  retryDelaySeconds: number;
  /** Called by stop() once no new batch starts: ends invocations in progress (the process pool). */
  stopHandlers?: () => Promise<void>;
  onError?: (error: unknown) => void;
}

/**
 * local-aws-sqs adds one to ApproximateReceiveCount per receive and per ChangeMessageVisibility;
 * the poller changes the visibility of each failed record once, so the k-th receive reads 2k - 1.
 */
export const receiveCountOf = (emulatorCount: number) => Math.ceil(emulatorCount / 2);
/** The redrive policy's maxReceiveCount that sends a message to the DLQ after `attempts` failures. */
export const emulatorMaxReceiveCount = (attempts: number) => 2 * attempts - 1;

function toRecord(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: String(receiveCountOf(Number(attributes.ApproximateReceiveCount ?? '1'))),
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
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const inFlight = new Set<Promise<void>>();
  let slotFreed: (() => void) | undefined;

  async function receive(max: number, waitSeconds: number) {
    const result = await options.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: max,
        WaitTimeSeconds: waitSeconds,
        AttributeNames: ['All'],
        VisibilityTimeout: options.visibilityTimeoutSeconds,
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
      // Stopping ends invocations in progress; their messages are simply not deleted.
      if (!running) return;
      options.onError?.(error);
      failedIds = new Set(event.Records.map((r) => r.messageId));
    }
    const succeeded = messages.filter((m) => !failedIds.has(m.MessageId!));
    const failed = messages.filter((m) => failedIds.has(m.MessageId!));
    if (failed.length) {
      // Visible again after the retry delay (see retryDelaySeconds).
      await options.sqs.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: failed.map((m, i) => ({
            Id: String(i),
            ReceiptHandle: m.ReceiptHandle!,
            VisibilityTimeout: Math.max(1, options.retryDelaySeconds),
          })),
        }),
      );
    }
    if (succeeded.length) {
      await options.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: succeeded.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
    }
  }

  function dispatch(messages: Message[]) {
    const run = processBatch(messages)
      .catch((error: unknown) => {
        if (running) options.onError?.(error);
      })
      .finally(() => {
        inFlight.delete(run);
        slotFreed?.();
      });
    inFlight.add(run);
  }

  const loop = (async () => {
    while (running) {
      try {
        if (inFlight.size >= concurrency) {
          await new Promise<void>((resolve) => (slotFreed = resolve));
          slotFreed = undefined;
          continue;
        }
        // local-aws-sqs returns early from a long poll only once it has MaxNumberOfMessages: wait
        // for one, then take as many more as are ready (asked for exactly, so no wait either).
        const first = await receive(1, 5);
        if (!first.length) continue;
        const waiting = options.batchSize > 1 ? await countWaiting() : 0;
        const rest = waiting > 0 ? await receive(Math.min(waiting, options.batchSize - 1), 0) : [];
        dispatch([...first, ...rest]);
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
      slotFreed?.();
      await loop;
      await options.stopHandlers?.();
      await Promise.allSettled([...inFlight]);
    },
  };
}
