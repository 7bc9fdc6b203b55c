import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateQueue } from '../../infra/definitions';
import { close } from '../../infra/local/listen';
import { startPoller } from '../../infra/local/poller';
import { startSqs } from '../../infra/local/sqs';

/** The poller against a real local-aws-sqs, with a worker that fails what it is told to fail. */
describe('the local SQS → Lambda poller', () => {
  let sqs: Awaited<ReturnType<typeof startSqs>>;
  let client: SQSClient;
  // A fresh emulator per test: a stopped poller's abandoned long poll must not take the next test's message.
  beforeEach(async () => {
    sqs = await startSqs({ port: 0, host: '127.0.0.1' });
    client = new SQSClient({
      endpoint: sqs.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterEach(async () => {
    client.destroy();
    await close(sqs.server);
  });

  async function count(queueUrl: string) {
    const attributes = await client.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return (
      Number(attributes.Attributes?.ApproximateNumberOfMessages ?? 0) +
      Number(attributes.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)
    );
  }

  async function waitFor(condition: () => Promise<boolean>, what: string) {
    for (let i = 0; i < 200; i += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Timed out waiting for ${what}`);
  }

  it('deletes what succeeded, retries what batchItemFailures names, and dead-letters it after maxReceiveCount', async () => {
    const seen: { body: string; receiveCount: string }[] = [];
    const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
      for (const record of event.Records) {
        seen.push({ body: record.body, receiveCount: record.attributes.ApproximateReceiveCount });
      }
      return {
        batchItemFailures: event.Records.filter((r) => r.body.startsWith('fail')).map((r) => ({
          itemIdentifier: r.messageId,
        })),
      };
    };
    const poller = startPoller({
      sqs: client,
      queueUrl: sqs.queueUrl,
      queueArn: sqs.queueArn,
      handler: async () => handler,
      functionName: 'test-worker',
      batchSize: 5,
      timeoutMs: 10_000,
      retryDelaySeconds: 1,
    });
    try {
      await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl, MessageBody: 'ok-1' }));
      await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl, MessageBody: 'fail-1' }));

      await waitFor(async () => (await count(sqs.deadLetterQueueUrl)) === 1, 'the failing message to reach the DLQ');
      await waitFor(async () => (await count(sqs.queueUrl)) === 0, 'the queue to drain');

      expect(seen.filter((s) => s.body === 'ok-1')).toHaveLength(1);
      expect(seen.filter((s) => s.body === 'fail-1').map((s) => s.receiveCount)).toEqual(
        Array.from({ length: generateQueue.maxReceiveCount }, (_, i) => String(i + 1)),
      );
      const dead = await client.send(
        new ReceiveMessageCommand({ QueueUrl: sqs.deadLetterQueueUrl, MaxNumberOfMessages: 10 }),
      );
      expect(dead.Messages?.map((m) => m.Body)).toEqual(['fail-1']);
    } finally {
      await poller.stop();
    }
  });

  it('treats a handler that throws as a failure of the whole batch', async () => {
    let calls = 0;
    const poller = startPoller({
      sqs: client,
      queueUrl: sqs.queueUrl,
      queueArn: sqs.queueArn,
      handler: async () => async () => {
        calls += 1;
        if (calls === 1) throw new Error('cold start failed');
      },
      functionName: 'test-worker',
      batchSize: 5,
      timeoutMs: 10_000,
      retryDelaySeconds: 1,
      onError: () => undefined,
    });
    try {
      await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl, MessageBody: 'retry-me' }));

      await waitFor(async () => calls >= 2 && (await count(sqs.queueUrl)) === 0, 'the retried batch to succeed');

      expect(await count(sqs.deadLetterQueueUrl)).toBe(0);
    } finally {
      await poller.stop();
    }
  });
});
