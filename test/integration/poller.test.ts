import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateQueue } from '../../infra/definitions';
import { close } from '../../infra/local/listen';
import { createFunctionPool } from '../../infra/local/function-pool';
import { startPoller } from '../../infra/local/poller';
import { startSqs } from '../../infra/local/sqs';
import { waitFor } from './support/wait';

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
      visibilityTimeoutSeconds: 30,
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

  it('runs batches at once up to its concurrency, so a quick message never waits behind a slow one', async () => {
    const done: Record<string, number> = {};
    const poller = startPoller({
      sqs: client,
      queueUrl: sqs.queueUrl,
      queueArn: sqs.queueArn,
      handler: async () => async (event: SQSEvent) => {
        for (const record of event.Records) {
          if (record.body === 'slow') await new Promise((resolve) => setTimeout(resolve, 4000));
          done[record.body] = Date.now();
        }
      },
      functionName: 'test-worker',
      batchSize: 1,
      concurrency: 2,
      timeoutMs: 10_000,
      visibilityTimeoutSeconds: 30,
      retryDelaySeconds: 1,
    });
    try {
      await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl, MessageBody: 'slow' }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl, MessageBody: 'quick' }));
      await waitFor(async () => Boolean(done.slow) && (await count(sqs.queueUrl)) === 0, 'both messages');
      // The slow message takes 4 s; the quick one, sent after it, finished first.
      expect(done.quick!).toBeLessThan(done.slow!);
    } finally {
      await poller.stop();
    }
  });

  it('retries the record of an invocation whose process crashed, then dead-letters it; the next one runs', async () => {
    const pool = createFunctionPool({
      entry: 'test/integration/support/pool-handler.ts',
      functionName: 'test-worker',
      memoryMb: 128,
      timeoutMs: 10_000,
      maxInstances: 1,
    });
    const errors: unknown[] = [];
    const poller = startPoller({
      sqs: client,
      queueUrl: sqs.queueUrl,
      queueArn: sqs.queueArn,
      handler: async () => async (event: SQSEvent) => (await pool.invoke(event)) as SQSBatchResponse,
      functionName: 'test-worker',
      batchSize: 1,
      timeoutMs: 10_000,
      visibilityTimeoutSeconds: 30,
      retryDelaySeconds: 1,
      stopHandlers: () => pool.stop(),
      onError: (error) => errors.push(error),
    });
    try {
      await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl, MessageBody: 'crash' }));
      await waitFor(async () => (await count(sqs.deadLetterQueueUrl)) === 1, 'the crashing message to reach the DLQ');
      expect(errors).toHaveLength(generateQueue.maxReceiveCount);
      await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl, MessageBody: 'ok' }));
      await waitFor(async () => (await count(sqs.queueUrl)) === 0, 'the next message to be handled');
      expect(errors).toHaveLength(generateQueue.maxReceiveCount);
    } finally {
      await poller.stop();
    }
  }, 60_000);

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
      visibilityTimeoutSeconds: 30,
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

describe('the local function pool (the worker in processes of its own)', () => {
  const entry = 'test/integration/support/pool-handler.ts';
  const event = (body: string): SQSEvent =>
    ({ Records: [{ messageId: body, body, attributes: { ApproximateReceiveCount: '1' } }] }) as unknown as SQSEvent;
  const pids = (result: unknown) => (result as { pid: number }).pid;

  it('keeps a process warm, and replaces one that crashed, ran out of memory or timed out', async () => {
    const pool = createFunctionPool({
      entry,
      functionName: 'pool-test',
      memoryMb: 128,
      timeoutMs: 3000,
      maxInstances: 1,
    });
    try {
      const first = pids(await pool.invoke(event('ok')));
      expect(first).not.toBe(process.pid);
      expect(pids(await pool.invoke(event('ok')))).toBe(first);

      await expect(pool.invoke(event('crash'))).rejects.toThrow(/runtime exited \(exit code 3\)/);
      const second = pids(await pool.invoke(event('ok')));
      expect(second).not.toBe(first);

      await expect(pool.invoke(event('oom'))).rejects.toThrow(/runtime exited/);
      const third = pids(await pool.invoke(event('ok')));
      expect(third).not.toBe(second);

      await expect(pool.invoke(event('hang'))).rejects.toThrow(/timed out after 3 s/);
      expect(pids(await pool.invoke(event('ok')))).not.toBe(third);
    } finally {
      await pool.stop();
    }
    expect(pool.size).toBe(0);
  }, 60_000);

  it('runs invocations at once up to its size, each in its own process', async () => {
    const pool = createFunctionPool({
      entry,
      functionName: 'pool-test',
      memoryMb: 128,
      timeoutMs: 10_000,
      maxInstances: 2,
      prewarm: 2,
    });
    try {
      await Promise.all([pool.invoke(event('ok')), pool.invoke(event('ok'))]); // both warm
      const [a, b] = (await Promise.all([pool.invoke(event('slow')), pool.invoke(event('slow'))])) as {
        pid: number;
        began: number;
        ended: number;
      }[];
      expect(pids(a)).not.toBe(pids(b));
      // Each waited two seconds, and each began before the other ended: they ran at once.
      expect(a!.began).toBeLessThan(b!.ended);
      expect(b!.began).toBeLessThan(a!.ended);

      // One after another, the invocations go to the process used last (its code compiled), as
      // Lambda reuses a warm environment, not round the idle ones.
      const last = pids(await pool.invoke(event('ok')));
      expect(pids(await pool.invoke(event('ok')))).toBe(last);
      expect(pids(await pool.invoke(event('ok')))).toBe(last);
    } finally {
      await pool.stop();
    }
  }, 60_000);
});
