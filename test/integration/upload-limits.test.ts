import { describe, expect, inject, it } from 'vitest';
import { apiErrorSchema } from '@shared/api/error';
import { createUploadResponseSchema } from '@shared/api/uploads';
import { fixture, postToS3, requestUpload, usage, waitForJob } from './support/uploads';
import { api, createUser } from './support/users';

const stack = inject('stack');

describe('upload requests per user per minute', () => {
  it('answers 429 rate_limited, with Retry-After, once a user has asked for 20 uploads in a minute', async () => {
    const user = await createUser(stack);
    const other = await createUser(stack);
    const body = JSON.stringify({ fileName: 'n.txt', size: 100, mimeType: 'text/plain', contentType: 'flashcards' });
    const statuses: number[] = [];
    let refused: Response | undefined;
    // 41 requests span at most two UTC minutes, so one of them holds 21: a 429 must come.
    for (let i = 0; i < 41 && !refused; i += 1) {
      const response = await fetch(`${stack.url}/api/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
        body,
      });
      statuses.push(response.status);
      if (response.status !== 201) refused = response;
    }

    expect(refused?.status).toBe(429);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(20);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const error = apiErrorSchema.parse(await refused!.json()).error;
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain('at most 20 files a minute');
    // Another account is not held back.
    expect((await requestUpload(stack, other, 'notes.txt', 100)).status).toBe(201);
  });
});

describe('an upload form once its job has started', () => {
  it('cannot write another key, and a file replaced after start fails the job and refunds it', async () => {
    const user = await createUser(stack);
    const victim = await createUser(stack);
    const bytes = fixture('biology.txt');
    const mine = createUploadResponseSchema.parse((await requestUpload(stack, user, 'a.txt', bytes.length)).body);
    const theirs = createUploadResponseSchema.parse((await requestUpload(stack, victim, 'b.txt', bytes.length)).body);

    // The form is signed for its own key only.
    const stolen = await postToS3(
      { ...mine.upload, fields: { ...mine.upload.fields, key: theirs.upload.fields.key! } },
      bytes,
      'x.txt',
    );
    expect(stolen.status).toBe(403);
    expect(await stolen.text()).toContain('<Code>AccessDenied</Code>');

    expect((await postToS3(mine.upload, bytes, 'a.txt')).status).toBeLessThan(300);
    const started = await api(stack, `/api/jobs/${mine.jobId}/start`, user.idToken, { method: 'POST' });
    expect(started.status).toBe(202);
    // Posting again to the job's key with the still-valid form: the worker either already read
    // the checked version (the job finishes) or sees the change and fails it with its refund.
    await postToS3(mine.upload, new TextEncoder().encode('Replaced after start. '.repeat(50)), 'a.txt');
    const job = await waitForJob(stack, user, mine.jobId);

    if (job.status === 'failed') {
      expect(job.error).toContain('replaced after processing started');
      expect((await usage(stack, user)).generationsUsed).toBe(0);
    } else expect(job.status).toBe('done');
  });
});
