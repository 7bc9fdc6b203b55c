import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsBucket } from '../definitions';
import { startS3 } from './s3';

const bucket = uploadsBucket.name;
let root: string;
let dataDir: string;
let s3: Awaited<ReturnType<typeof startS3>>;
let client: S3Client;

const clientWith = (secretAccessKey = 'local') =>
  new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'learnbetter-s3-'));
  // Deep enough that `../../../../outside` from the bucket stays inside `root`, where we look.
  dataDir = path.join(root, 'a', 'b', 'c', 's3');
  s3 = await startS3({ dataDir, port: 0, host: '127.0.0.1', siteOrigin: 'http://localhost:3000' });
  client = clientWith();
});

afterAll(async () => {
  client.destroy();
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

async function presign(key: string, maxBytes = 100, expires = 300, signer = client) {
  return createPresignedPost(signer, {
    Bucket: bucket,
    Key: key,
    Conditions: [['content-length-range', 1, maxBytes]],
    Expires: expires,
  });
}

async function postForm(upload: { url: string; fields: Record<string, string> }, bytes: Uint8Array, overrides = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...overrides })) form.append(name, value);
  form.append('file', new Blob([bytes]), 'notes.txt');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
}

/** A request with a path exactly as given (fetch and URL would resolve the `..` segments). */
function rawRequest(method: string, rawPath: string, body?: Buffer) {
  const { hostname, port } = new URL(s3.endpoint);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: hostname, port, method, path: rawPath }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const text = (bytes: string) => new TextEncoder().encode(bytes);

describe('the local S3 front: presigned POST uploads', () => {
  it('takes an upload that meets its policy, and the SDK reads, heads and deletes it', async () => {
    const upload = await presign('uploads/alice/job-1');

    expect((await postForm(upload, text('Enzymes speed up reactions.'))).status).toBe(204);

    const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'uploads/alice/job-1' }));
    expect(await got.Body!.transformToString()).toBe('Enzymes speed up reactions.');
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'uploads/alice/job-1' }));
    expect(head.ContentLength).toBe(27);
    expect(head.ETag).toBeTruthy();
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'uploads/alice/job-1' }));
    await expect(client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'uploads/alice/job-1' }))).rejects.toThrow();
  });

  it("refuses a form whose key is not the policy's (one user's form cannot write another's key)", async () => {
    const bob = await presign('uploads/bob/job-2');
    expect((await postForm(bob, text('Bob’s notes'))).status).toBe(204);
    const alice = await presign('uploads/alice/job-3');

    const refused = await postForm(alice, text('overwritten'), { key: 'uploads/bob/job-2' });

    expect(refused.status).toBe(403);
    expect(refused.body).toContain('<Code>AccessDenied</Code>');
    expect(refused.body).toContain('Policy Condition failed');
    const kept = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'uploads/bob/job-2' }));
    expect(await kept.Body!.transformToString()).toBe('Bob’s notes');
  });

  it('refuses a file outside content-length-range', async () => {
    const upload = await presign('uploads/alice/big', 10);

    const refused = await postForm(upload, text('more than ten bytes'));

    expect(refused.status).toBe(400);
    expect(refused.body).toContain('<Code>EntityTooLarge</Code>');
  });

  it('refuses an expired policy', async () => {
    const upload = await presign('uploads/alice/late', 100, -1);

    const refused = await postForm(upload, text('late'));

    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Policy expired');
  });

  it('refuses a policy signed with another secret, an edited policy, or none', async () => {
    const forged = await presign('uploads/alice/forged', 100, 300, clientWith('not-the-secret'));
    const signed = await presign('uploads/alice/edited', 100);
    const policy = JSON.parse(Buffer.from(signed.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    policy.conditions = policy.conditions.filter((c) => !Array.isArray(c));
    const edited = Buffer.from(JSON.stringify(policy)).toString('base64');

    const results = [
      await postForm(forged, text('x')),
      await postForm(signed, text('x'), { Policy: edited }),
      await postForm({ url: signed.url, fields: { key: 'uploads/alice/none' } }, text('x')),
    ];

    expect(results.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(results[0]!.body).toContain('SignatureDoesNotMatch');
    expect(results[1]!.body).toContain('SignatureDoesNotMatch');
    expect(results[2]!.body).toContain('AccessDenied');
  });

  it('refuses a form field the policy does not cover', async () => {
    const upload = await presign('uploads/alice/extra');

    const refused = await postForm(upload, text('x'), { 'Content-Type': 'text/html' });

    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Extra input fields: content-type');
  });
});

describe('the local S3 front: keys stay inside the bucket', () => {
  const traversal = 'uploads/../../../../outside/y';

  it('refuses a signed POST form whose key climbs out of the bucket, and writes nothing outside', async () => {
    const upload = await presign(traversal);

    const refused = await postForm(upload, text('escaped'));

    expect(refused.status).toBe(400);
    expect(refused.body).toContain('<Code>InvalidArgument</Code>');
    expect((await filesUnder(root)).filter((f) => !f.startsWith(dataDir))).toEqual([]);
  });

  it('refuses SDK-signed PutObject and GetObject on such keys', async () => {
    for (const key of [traversal, 'uploads/./x', '/etc/passwd', 'uploads\\..\\..\\x', 'uploads/a\0b']) {
      await expect(
        client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'escaped' })),
        key,
      ).rejects.toMatchObject({ $metadata: { httpStatusCode: 400 } });
      await expect(client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({
        $metadata: { httpStatusCode: 400 },
      });
    }
    expect((await filesUnder(root)).filter((f) => !f.startsWith(dataDir))).toEqual([]);
    expect(existsSync(path.join(root, 'a', 'outside'))).toBe(false);
  });

  it('refuses percent-encoded traversal in the raw path', async () => {
    const refused = await rawRequest(
      'PUT',
      `/${bucket}/uploads/%2e%2e/%2E%2E/%2e%2e/%2e%2e/outside/z`,
      Buffer.from('x'),
    );

    expect(refused.status).toBe(400);
    expect(refused.body).toContain('<Error><Code>InvalidArgument</Code>');
    expect((await filesUnder(root)).filter((f) => !f.startsWith(dataDir))).toEqual([]);
  });
});

describe('the local S3 front: other operations must be signed', () => {
  it('refuses an unsigned PutObject, GetObject or DeleteObject', async () => {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'uploads/carol/1', Body: 'mine' }));

    const put = await rawRequest('PUT', `/${bucket}/uploads/carol/1`, Buffer.from('not mine'));
    const get = await rawRequest('GET', `/${bucket}/uploads/carol/1`);
    const del = await rawRequest('DELETE', `/${bucket}/uploads/carol/1`);

    expect([put.status, get.status, del.status]).toEqual([403, 403, 403]);
    expect(put.body).toContain('<Code>AccessDenied</Code>');
    const kept = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'uploads/carol/1' }));
    expect(await kept.Body!.transformToString()).toBe('mine');
  });

  it('refuses a request signed with the wrong secret', async () => {
    const stranger = clientWith('wrong');

    await expect(
      stranger.send(new PutObjectCommand({ Bucket: bucket, Key: 'uploads/carol/1', Body: 'x' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    stranger.destroy();
  });

  it('takes a presigned GET URL until it expires', async () => {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'uploads/carol/2', Body: 'shared' }));
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: 'uploads/carol/2' }), {
      expiresIn: 60,
    });

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('shared');
    const tampered = await fetch(url.replace('uploads/carol/2', 'uploads/carol/1'));
    expect(tampered.status).toBe(403);
  });

  it('answers a CORS preflight without a signature', async () => {
    const response = await fetch(`${s3.endpoint}/${bucket}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
  });
});

describe('S3Storage against the local S3', () => {
  async function storage() {
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    const { S3Storage } = await import('../../functions/src/adapters/s3-storage');
    return new S3Storage(bucket, { forcePathStyle: true });
  }

  it('presigns a POST form that lives 5 minutes and works for its key only', async () => {
    const store = await storage();
    const before = Date.now();

    const upload = await store.presignUpload('uploads/dave/job-1', 100);

    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString()) as { expiration: string };
    const lifetime = Date.parse(policy.expiration) - before;
    expect(lifetime).toBeGreaterThan(4.5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect((await postForm(upload, text('Dave’s notes'))).status).toBe(204);
    expect((await postForm(upload, text('elsewhere'), { key: 'uploads/dave/job-2' })).status).toBe(403);
  });

  it('reads only the version whose ETag it was given', async () => {
    const store = await storage();
    const { ObjectChangedError } = await import('../../functions/src/domain/ports');
    const upload = await store.presignUpload('uploads/dave/job-3', 100);
    await postForm(upload, text('first version'));
    const checked = await store.head('uploads/dave/job-3');
    expect(checked?.etag).toBeTruthy();

    expect(new TextDecoder().decode(await store.read('uploads/dave/job-3', 100, checked!.etag))).toBe('first version');
    await postForm(upload, text('second version'));

    await expect(store.read('uploads/dave/job-3', 100, checked!.etag)).rejects.toBeInstanceOf(ObjectChangedError);
  });
});
