import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorSchema } from '@shared/api/error';
import { jobSchema } from '@shared/api/jobs';
import { createUploadResponseSchema } from '@shared/api/uploads';
import { api, createUser, type TestUser } from './support/users';
import { requestUpload } from './support/uploads';

const stack = inject('stack');

/** What the local gateway answers at the edges API Gateway draws (issue 12, item 10). */
describe('the local gateway at its edges', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(stack);
  });

  it('answers a body over API Gateway’s 10 MB with a 413, not a connection reset', async () => {
    const response = await api(stack, '/api/uploads', user.idToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'x'.repeat(10 * 1024 * 1024 + 1), size: 1, contentType: 'quiz' }),
    });

    expect(response.status).toBe(413);
    // The same connection pool keeps working afterwards.
    expect((await api(stack, '/api/me', user.idToken)).status).toBe(200);
  });

  it('answers a path parameter that is not valid percent-encoding with a 400 in the app’s error shape', async () => {
    for (const path of ['/api/jobs/%E0%A4%A', '/api/study-sets/%E0%A4%A', '/api/jobs/%/start']) {
      const response = await api(stack, path, user.idToken, path.endsWith('/start') ? { method: 'POST' } : {});

      expect(response.status, path).toBe(400);
      expect(apiErrorSchema.parse(response.body).error.code).toBe('validation_failed');
    }
  });

  it('stores an uploaded file name without control characters or bidi overrides', async () => {
    const created = await requestUpload(stack, user, '\u202Eweek\u0000 1\r\nnotes\u2066\u200F.txt\n', 100);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { jobId } = createUploadResponseSchema.parse(created.body);

    const job = jobSchema.parse((await api(stack, `/api/jobs/${jobId}`, user.idToken)).body);

    expect(job.fileName).toBe('week 1 notes.txt');
  });
});
