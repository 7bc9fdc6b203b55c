import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUploadResponseSchema } from '@shared/api/uploads';
import { uploadsBucket } from '../../infra/definitions';
import { api, createUser, type TestUser } from './support/users';
import { fixture, postToS3, requestUpload, setPlan, uploadAndStart, usage, waitForJob } from './support/uploads';

const stack = inject('stack');

/** Every bad file fails its job with a message the student can act on, and costs nothing. */
describe('bad input', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(stack);
    await setPlan(stack, user, 'monthly');
  });

  const failing = [
    { file: 'corrupt.pdf', message: 'This PDF file looks damaged and could not be read.' },
    { file: 'protected.pdf', message: 'This PDF is password-protected. Remove the password and upload it again.' },
    { file: 'scan.pdf', message: "We couldn't find any text in this file: is it a scan?" },
    { file: 'random.docx', message: 'This file is named .docx but it is not a Word (.docx) file.' },
    { file: 'empty.docx', message: "We couldn't find any text in this file" },
    { file: 'truncated.doc', message: 'This Word file looks damaged and could not be read.' },
    { file: 'biology.pdf', as: 'lecture.docx', message: 'This file is named .docx but it is not a Word (.docx) file.' },
  ];

  for (const { file, as, message } of failing) {
    it(`fails ${as ?? file}${as ? ` (really ${file})` : ''} with a clear message and refunds the generation`, async () => {
      const before = (await usage(stack, user)).generationsUsed;
      const { jobId, started } = await uploadAndStart(stack, user, as ?? file, fixture(file));
      expect(started.status).toBe(202);

      const job = await waitForJob(stack, user, jobId);

      expect(job.status).toBe('failed');
      expect(job.error).toContain(message);
      expect(job.studySetId).toBeNull();
      expect((await usage(stack, user)).generationsUsed).toBe(before);
      const sets = (await api(stack, '/api/study-sets', user.idToken)).body as unknown[];
      expect(sets).toEqual([]);
    });
  }

  it('refuses a zero-byte file before anything is uploaded', async () => {
    const response = await requestUpload(stack, user, 'zero.txt', 0);

    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('This file is empty.');
  });

  it('refuses an unknown extension', async () => {
    const response = await requestUpload(stack, user, 'notes.xyz', 1000);

    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('This file type is not supported.');
  });

  it('refuses a document over 15 MB with the spec’s message', async () => {
    const response = await requestUpload(stack, user, 'huge.pdf', 16 * 1024 * 1024);

    expect(response.status).toBe(413);
    expect((response.body as { error: { message: string } }).error.message).toBe(
      'File size (16.0MB) exceeds the 15MB limit',
    );
  });

  it('refuses at start a file larger than its limit that was put into S3 directly, and refunds nothing it did not take', async () => {
    const before = (await usage(stack, user)).generationsUsed;
    const created = await requestUpload(stack, user, 'sneaky.pdf', 1000);
    const { jobId, upload } = createUploadResponseSchema.parse(created.body);
    const s3 = new S3Client({
      endpoint: stack.s3,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    await s3.send(
      new PutObjectCommand({
        Bucket: uploadsBucket.name,
        Key: upload.fields.key,
        Body: Buffer.alloc(16 * 1024 * 1024, 0x25),
      }),
    );
    s3.destroy();

    const started = await api(stack, `/api/jobs/${jobId}/start`, user.idToken, { method: 'POST' });

    expect(started.status).toBe(413);
    expect((started.body as { error: { message: string } }).error.message).toBe(
      'File size (16.0MB) exceeds the 15MB limit',
    );
    expect((await api(stack, `/api/jobs/${jobId}`, user.idToken)).body).toMatchObject({ status: 'failed' });
    expect((await usage(stack, user)).generationsUsed).toBe(before);
  });

  it('says the file never arrived when start comes before the upload', async () => {
    const created = await requestUpload(stack, user, 'late.pdf', 1000);
    const { jobId } = createUploadResponseSchema.parse(created.body);

    const started = await api(stack, `/api/jobs/${jobId}/start`, user.idToken, { method: 'POST' });

    expect(started.status).toBe(400);
    expect(JSON.stringify(started.body)).toContain("We didn't receive your file.");
  });

  it('refuses a body that does not match the upload schema', async () => {
    const response = await api(stack, '/api/uploads', user.idToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'a.pdf', size: -1, contentType: 'essay' }),
    });

    expect(response.status).toBe(400);
    expect((response.body as { error: { code: string } }).error.code).toBe('validation_failed');
  });

  it('the presigned form itself refuses a file over the limit where S3 enforces it (content-length-range is set)', async () => {
    const created = await requestUpload(stack, user, 'policy.pdf', 1000);
    const { upload } = createUploadResponseSchema.parse(created.body);
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };

    expect(policy.conditions).toContainEqual(['content-length-range', 1, 15 * 1024 * 1024]);
    expect(upload.fields.key).toMatch(new RegExp(`^uploads/${user.sub}/`));
    await postToS3(upload, fixture('biology.pdf'), 'policy.pdf');
  });
});
