import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { UpdateCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { table } from '../../infra/definitions';
import { jobKey, usageKey, userKey } from '../../functions/src/adapters/dynamodb/keys';
import { billingPeriod } from '../../functions/src/domain/allowance';
import { describe, expect, inject, it } from 'vitest';
import { createUploadResponseSchema } from '@shared/api/uploads';
import { generationLimitMessage } from '@shared/uploads';
import { api, createUser } from './support/users';
import { dynamo, fixture, generate, postToS3, requestUpload, usage, waitForJob } from './support/uploads';

const stack = inject('stack');

/** Waits until the poller has taken and finished every message (none waiting, none in flight). */
async function waitForEmptyQueue(sqs: SQSClient, queueUrl: string) {
  for (let i = 0; i < 100; i += 1) {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    if (
      Number(Attributes?.ApproximateNumberOfMessages) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible) ===
      0
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The queue did not drain');
}

describe('the monthly allowance', () => {
  it('gives a free user exactly one job out of twenty parallel starts', async () => {
    const student = await createUser(stack);
    const bytes = fixture('biology.txt');
    const jobIds: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const created = await requestUpload(stack, student, `notes-${i}.txt`, bytes.length);
      const { jobId, upload } = createUploadResponseSchema.parse(created.body);
      expect((await postToS3(upload, bytes, `notes-${i}.txt`)).status).toBeLessThan(300);
      jobIds.push(jobId);
    }

    const starts = await Promise.all(
      jobIds.map((id) => api(stack, `/api/jobs/${id}/start`, student.idToken, { method: 'POST' })),
    );

    const accepted = starts.filter((s) => s.status === 202);
    const refused = starts.filter((s) => s.status === 403);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const response of refused) {
      expect((response.body as { error: { message: string } }).error.message).toContain('Generation limit reached');
    }
    expect(await usage(stack, student)).toMatchObject({ generationsUsed: 1, generationsLimit: 1, canGenerate: false });

    // With the allowance spent, even asking to upload is refused with the same message.
    const next = await requestUpload(stack, student, 'more.txt', 100);
    expect(next.status).toBe(403);
    expect((next.body as { error: { message: string } }).error.message).toBe(generationLimitMessage);
  });

  it('starting the same job twice queues it once and charges once', async () => {
    const student = await createUser(stack);
    const bytes = fixture('biology.txt');
    const created = await requestUpload(stack, student, 'twice.txt', bytes.length);
    const { jobId, upload } = createUploadResponseSchema.parse(created.body);
    await postToS3(upload, bytes, 'twice.txt');

    const [a, b] = await Promise.all([
      api(stack, `/api/jobs/${jobId}/start`, student.idToken, { method: 'POST' }),
      api(stack, `/api/jobs/${jobId}/start`, student.idToken, { method: 'POST' }),
    ]);

    expect([a.status, b.status]).toEqual([202, 202]);
    expect((await waitForJob(stack, student, jobId)).status).toBe('done');
    expect((await usage(stack, student)).generationsUsed).toBe(1);
    expect((await api(stack, '/api/study-sets', student.idToken)).body).toHaveLength(1);
  });

  it('a redelivered message for a finished job makes no second set and no second charge', async () => {
    const student = await createUser(stack);
    const job = await generate(stack, student, 'biology.txt');
    const sqs = new SQSClient({
      endpoint: stack.sqs,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });

    await sqs.send(
      new SendMessageCommand({
        QueueUrl: stack.queueUrl,
        MessageBody: JSON.stringify({ type: 'generate', jobId: job.jobId, userId: student.sub }),
      }),
    );
    await waitForEmptyQueue(sqs, stack.queueUrl);
    sqs.destroy();

    expect((await api(stack, '/api/study-sets', student.idToken)).body).toHaveLength(1);
    expect((await usage(stack, student)).generationsUsed).toBe(1);
    const cards = (await api(stack, `/api/study-sets/${job.studySetId}/flashcards`, student.idToken)).body as unknown[];
    expect(cards).toHaveLength(job.generatedCount!);
  });
});

describe('a job that keeps failing for a passing reason', () => {
  it('is retried, then failed with a message and refunded on its last attempt before the DLQ', async () => {
    const student = await createUser(stack);
    const created = await requestUpload(stack, student, 'vanished.txt', 100);
    const { jobId } = createUploadResponseSchema.parse(created.body);
    // A queued, charged job whose upload is gone: every attempt to read it fails.
    const period = billingPeriod(new Date());
    const db = dynamo(stack);
    await db.send(
      new UpdateCommand({
        TableName: table.name,
        Key: { pk: userKey(student.sub), sk: jobKey(jobId) },
        UpdateExpression: 'SET #s = :q, charged = :t, period = :p',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':q': 'queued', ':t': true, ':p': period },
      }),
    );
    await db.send(
      new PutCommand({ TableName: table.name, Item: { pk: userKey(student.sub), sk: usageKey(period), used: 1 } }),
    );
    db.destroy();
    const sqs = new SQSClient({
      endpoint: stack.sqs,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });

    await sqs.send(
      new SendMessageCommand({
        QueueUrl: stack.queueUrl,
        MessageBody: JSON.stringify({ type: 'generate', jobId, userId: student.sub }),
      }),
    );
    const job = await waitForJob(stack, student, jobId, 20_000);

    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      'Something went wrong while making your study set. Your generation was not used; please try again.',
    );
    expect((await usage(stack, student)).generationsUsed).toBe(0);
    await waitForEmptyQueue(sqs, stack.queueUrl);
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: stack.deadLetterQueueUrl,
        AttributeNames: ['ApproximateNumberOfMessages'],
      }),
    );
    expect(Number(Attributes?.ApproximateNumberOfMessages)).toBeGreaterThanOrEqual(1);
    sqs.destroy();
  });
});

describe('one student cannot reach another’s data', () => {
  it('answers 404 to user B for user A’s set, items, job and delete, and A’s set survives', async () => {
    const alice = await createUser(stack, 'Alice');
    const bob = await createUser(stack, 'Bob');
    const job = await generate(stack, alice, 'biology.txt');
    const id = job.studySetId!;

    expect((await api(stack, `/api/study-sets/${id}`, bob.idToken)).status).toBe(404);
    expect((await api(stack, `/api/study-sets/${id}/flashcards`, bob.idToken)).status).toBe(404);
    expect((await api(stack, `/api/study-sets/${id}/questions`, bob.idToken)).status).toBe(404);
    expect((await api(stack, `/api/jobs/${job.jobId}`, bob.idToken)).status).toBe(404);
    expect((await api(stack, `/api/jobs/${job.jobId}/start`, bob.idToken, { method: 'POST' })).status).toBe(404);
    expect((await api(stack, `/api/study-sets/${id}`, bob.idToken, { method: 'DELETE' })).status).toBe(404);
    expect((await api(stack, '/api/study-sets', bob.idToken)).body).toEqual([]);

    expect((await api(stack, `/api/study-sets/${id}`, alice.idToken)).status).toBe(200);
  });

  it('reports usage and plan per user, free when there is no subscription record', async () => {
    const newcomer = await createUser(stack);

    expect((await api(stack, '/api/me/subscription', newcomer.idToken)).body).toEqual({
      planType: 'free',
      paymentFailed: false,
      cancelsAt: null,
    });
    expect(await usage(stack, newcomer)).toEqual({
      generationsUsed: 0,
      generationsLimit: 1,
      planType: 'free',
      canGenerate: true,
    });
  });
});
