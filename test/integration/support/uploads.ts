import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { jobSchema, type Job } from '@shared/api/jobs';
import { createUploadResponseSchema } from '@shared/api/uploads';
import type { PlanType } from '@shared/plans';
import type { ContentType } from '@shared/uploads';
import { table } from '../../../infra/definitions';
import { subscriptionKey, userKey } from '../../../functions/src/adapters/dynamodb/keys';
import type { StackInfo } from './local-stack-process';
import { api, type TestUser } from './users';

export const fixturesDir = path.resolve(import.meta.dirname, '../../fixtures/documents');
export const fixture = (name: string) => readFileSync(path.join(fixturesDir, name));

export function dynamo(stack: StackInfo) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.dynamodb,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}

/** Puts a plan record straight into the table, as the payments webhook will. */
export async function setPlan(stack: StackInfo, user: TestUser, planType: PlanType) {
  const client = dynamo(stack);
  await client.send(
    new PutCommand({ TableName: table.name, Item: { pk: userKey(user.sub), sk: subscriptionKey, planType } }),
  );
  client.destroy();
}

export async function requestUpload(
  stack: StackInfo,
  user: TestUser,
  fileName: string,
  size: number,
  contentType: ContentType = 'flashcards',
) {
  return api(stack, '/api/uploads', user.idToken, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fileName, size, mimeType: 'application/octet-stream', contentType }),
  });
}

/** The browser's part: a multipart POST of the file to the presigned S3 form. */
export async function postToS3(
  upload: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  fileName: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), fileName);
  return fetch(upload.url, { method: 'POST', body: form });
}

export async function uploadAndStart(
  stack: StackInfo,
  user: TestUser,
  fileName: string,
  bytes: Uint8Array,
  contentType: ContentType = 'flashcards',
) {
  const created = await requestUpload(stack, user, fileName, bytes.length, contentType);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { jobId, upload } = createUploadResponseSchema.parse(created.body);
  const posted = await postToS3(upload, bytes, fileName);
  expect(posted.status, await posted.text()).toBeLessThan(300);
  const started = await api(stack, `/api/jobs/${jobId}/start`, user.idToken, { method: 'POST' });
  return { jobId, started };
}

/**
 * Polls GET /api/jobs/{id} until the job is done or failed, every `pollMs`, or after the n-th look
 * `pollMs(n)` (the upload dialog's schedule, pollDelayMs, counts looks from 0).
 */
export async function waitForJob(
  stack: StackInfo,
  user: TestUser,
  jobId: string,
  timeoutMs = 30_000,
  pollMs: number | ((look: number) => number) = 150,
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (let look = 0; ; look += 1) {
    const response = await api(stack, `/api/jobs/${jobId}`, user.idToken);
    const job = jobSchema.parse(response.body);
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, typeof pollMs === 'number' ? pollMs : pollMs(look)));
  }
}

export async function generate(
  stack: StackInfo,
  user: TestUser,
  name: string,
  contentType: ContentType = 'flashcards',
  uploadName = name,
) {
  const { jobId, started } = await uploadAndStart(stack, user, uploadName, fixture(name), contentType);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return waitForJob(stack, user, jobId);
}

export async function usage(stack: StackInfo, user: TestUser) {
  return (await api(stack, '/api/me/usage', user.idToken)).body as {
    generationsUsed: number;
    generationsLimit: number;
    canGenerate: boolean;
  };
}
