import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { createUploadResponseSchema } from '@shared/api/uploads';
import { generateQueue, table } from '../../infra/definitions';
import { jobKey, usageKey, userKey } from '../../functions/src/adapters/dynamodb/keys';
import { billingPeriod } from '../../functions/src/domain/allowance';
import { sweepMessages } from '../../functions/src/domain/sweep';
import { startStack, type RunningStack, type StackInfo } from './support/local-stack-process';
import { createUser, type TestUser } from './support/users';
import { dynamo, fixture, postToS3, requestUpload, setPlan } from './support/uploads';

const dirs: string[] = [];
const stacks: RunningStack[] = [];
afterEach(async () => {
  for (const stack of stacks.splice(0)) await stack.stop();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const period = billingPeriod(new Date());

/** An uploaded job put straight into the state a crash left it in: charged, its message lost. */
async function strandedJob(stack: StackInfo, user: TestUser, status: 'queued' | 'processing', minutesAgo: number) {
  const bytes = fixture('biology.txt');
  const created = await requestUpload(stack, user, 'biology.txt', bytes.length);
  const { jobId, upload } = createUploadResponseSchema.parse(created.body);
  expect((await postToS3(upload, bytes, 'biology.txt')).status).toBeLessThan(300);
  const db = dynamo(stack);
  await db.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: userKey(user.sub), sk: jobKey(jobId) },
      UpdateExpression: 'SET #status = :status, charged = :yes, period = :period, updatedAt = :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':yes': true,
        ':period': period,
        ':at': new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: userKey(user.sub), sk: usageKey(period) },
      UpdateExpression: 'SET used = if_not_exists(used, :zero) + :one',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    }),
  );
  db.destroy();
  return jobId;
}

async function read(stack: StackInfo, pk: string, sk: string) {
  const db = dynamo(stack);
  const { Item } = await db.send(new GetCommand({ TableName: table.name, Key: { pk, sk }, ConsistentRead: true }));
  db.destroy();
  return Item;
}

async function waitForFinished(stack: StackInfo, user: TestUser, jobId: string) {
  for (let i = 0; i < 300; i += 1) {
    const job = await read(stack, userKey(user.sub), jobKey(jobId));
    if (job?.status === 'done' || job?.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${jobId} did not finish`);
}

describe('jobs left unfinished by a crash, a restart or Ctrl-C', () => {
  it('end done or failed when the stack starts again, and usage equals the done jobs', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnbetter-unfinished-'));
    dirs.push(dataDir);
    const first = await startStack(dataDir);
    stacks.push(first);
    const user = await createUser(first.info);
    await setPlan(first.info, user, 'monthly');
    const queued = await strandedJob(first.info, user, 'queued', 60);
    const recent = await strandedJob(first.info, user, 'processing', 1);
    const interrupted = await strandedJob(first.info, user, 'processing', generateQueue.workerTimeoutSeconds / 60 + 5);
    expect(await read(first.info, userKey(user.sub), usageKey(period))).toMatchObject({ used: 3 });
    expect(await first.stop()).toBe(0);
    stacks.splice(0);

    const second = await startStack(dataDir);
    stacks.push(second);
    expect(second.output()).toContain('Unfinished jobs from the last run: 2 queued again, 1 failed and refunded');

    const failed = await read(second.info, userKey(user.sub), jobKey(interrupted));
    expect(failed).toMatchObject({ status: 'failed', charged: false, error: sweepMessages.interrupted });
    expect(await waitForFinished(second.info, user, queued)).toMatchObject({ status: 'done' });
    expect(await waitForFinished(second.info, user, recent)).toMatchObject({ status: 'done' });
    expect(await read(second.info, userKey(user.sub), usageKey(period))).toMatchObject({ used: 2 });

    // Starting once more finds nothing left to do, and refunds nothing twice.
    expect(await second.stop()).toBe(0);
    stacks.splice(0);
    const third = await startStack(dataDir);
    stacks.push(third);
    expect(third.output()).not.toContain('Unfinished jobs');
    expect(await read(third.info, userKey(user.sub), usageKey(period))).toMatchObject({ used: 2 });
  }, 90_000);
});
