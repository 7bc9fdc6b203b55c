import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadsBucket } from '../../infra/definitions';
import { messages } from '../../functions/src/domain/document';
import { runGenerateJob } from '../../functions/src/domain/generate-job';
import { ObjectTooLargeError, type JobRecord, type Storage } from '../../functions/src/domain/ports';
import { hostileDocuments, plainDocx } from '../fixtures/hostile';
import { repoRoot } from './support/local-stack-process';
import { api, createUser, type TestUser } from './support/users';
import { setPlan, uploadAndStart, usage, waitForJob } from './support/uploads';

const stack = inject('stack');
const MB = 1024 * 1024;
/** The worker Lambda's memory (infra/lib/constructs/worker.ts). */
const workerMemoryMb = 1024;

/**
 * The resident memory of the local stack's processes (found by their data folder), sampled every
 * 20 ms while the hostile files go through it: the stack must stay up, and what the worker adds
 * must stay within its budget. Linux only (/proc); elsewhere nothing is sampled.
 */
function watchStackMemory(dataDir: string) {
  // The stack and its worker processes (a new one replaces each that dies, and more start under
  // load): listed again at every look, each from the first time it is seen.
  const stackPids = () =>
    existsSync('/proc')
      ? readdirSync('/proc')
          .filter((name) => /^\d+$/.test(name))
          .filter((pid) => {
            try {
              return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`LB_DATA_DIR=${dataDir}`);
            } catch {
              return false;
            }
          })
      : [];
  const rssMb = (pid: string) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  const start = new Map(stackPids().map((pid) => [pid, rssMb(pid)]));
  const peak = new Map(start);
  const commands = new Map<string, string>();
  const look = () => {
    for (const pid of stackPids()) {
      const now = rssMb(pid);
      if (!start.has(pid)) start.set(pid, now);
      if (!commands.has(pid))
        try {
          commands.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').slice(0, 80));
        } catch {
          commands.set(pid, '(ended)');
        }
      peak.set(pid, Math.max(peak.get(pid) ?? 0, now));
    }
  };
  look();
  const timer = setInterval(look, 20);
  return {
    /** Each process's resident memory when the watch started and at its highest since. */
    stop() {
      clearInterval(timer);
      return [...start.keys()].map((pid) => ({
        pid,
        command: commands.get(pid) ?? '',
        startMb: Math.round(start.get(pid)!),
        peakMb: Math.round(peak.get(pid)!),
      }));
    },
  };
}

/**
 * Hostile documents (issue 12, item 1), built in memory, uploaded as a student would: each job
 * fails with the message for what the file does, the generation is refunded, and the stack (API,
 * S3, DynamoDB, SQS, Cognito, all in one process locally) stays up for the next student.
 */
describe('hostile files', () => {
  let user: TestUser;
  let memory: ReturnType<typeof watchStackMemory>;
  beforeAll(async () => {
    user = await createUser(stack);
    await setPlan(stack, user, 'monthly');
    memory = watchStackMemory(stack.dataDir);
  });
  afterAll(() => memory?.stop());

  for (const file of hostileDocuments(messages)) {
    it(`fails ${file.what} with its message, refunds it, and the stack stays up`, async () => {
      const before = (await usage(stack, user)).generationsUsed;
      const { jobId, started } = await uploadAndStart(stack, user, file.fileName, file.build());
      expect(started.status, JSON.stringify(started.body)).toBe(202);

      const job = await waitForJob(stack, user, jobId, 60_000);

      expect(job.status).toBe('failed');
      expect(job.error).toBe(file.message);
      expect(job.studySetId).toBeNull();
      // The refund is a second write after the status change (the worker is another process).
      await expect.poll(async () => (await usage(stack, user)).generationsUsed, { timeout: 5000 }).toBe(before);
      expect((await api(stack, '/api/me', user.idToken)).status).toBe(200);
    }, 90_000);
  }

  it('still turns an ordinary document into a study set afterwards', async () => {
    const { jobId, started } = await uploadAndStart(stack, user, 'enzymes.docx', plainDocx());
    expect(started.status).toBe(202);

    const job = await waitForJob(stack, user, jobId, 60_000);

    expect(job.status, job.error ?? '').toBe('done');
  }, 90_000);

  it('kept what the worker added to the stack’s memory under the worker Lambda’s size', () => {
    const samples = memory.stop();
    console.log('Local stack resident memory (MB):', JSON.stringify(samples));
    for (const sample of samples) expect(sample.peakMb - sample.startMb).toBeLessThan(workerMemoryMb);
  });
});

describe('the worker, in a process of its own as Lambda runs it', () => {
  it('fails every hostile document with its message and peaks under the Lambda’s memory', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'test/integration/support/extract-hostile.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(workerMemoryMb) },
        maxBuffer: 10 * MB,
        timeout: 120_000,
      },
    );
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const { maxRssMb } = lines.pop() as { maxRssMb: number };
    console.log('Worker process, per file:\n' + lines.map((line) => JSON.stringify(line)).join('\n'));
    console.log(`Worker process peak resident memory: ${Math.round(maxRssMb)} MB of ${workerMemoryMb} MB`);

    const byName = new Map(lines.map((line) => [line.fileName as string, line]));
    expect(byName.get('control.docx')).toMatchObject({ ok: true });
    expect(byName.get('control.pdf')).toMatchObject({ ok: true });
    for (const file of hostileDocuments(messages))
      expect(byName.get(file.fileName), file.what).toMatchObject({ ok: false, error: file.message });
    expect(maxRssMb).toBeLessThan(workerMemoryMb);
  }, 150_000);
});

describe('the worker reads an upload only after checking its size', () => {
  const s3 = () =>
    new S3Client({
      endpoint: stack.s3,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });

  it('S3Storage refuses an object over the limit from its length, and reads one within it', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_S3: stack.s3,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    try {
      const { S3Storage } = await import('../../functions/src/adapters/s3-storage');
      const client = s3();
      await client.send(
        new PutObjectCommand({ Bucket: uploadsBucket.name, Key: 'uploads/hostile/big', Body: Buffer.alloc(16 * MB) }),
      );
      await client.send(
        new PutObjectCommand({ Bucket: uploadsBucket.name, Key: 'uploads/hostile/small', Body: 'Enzymes.' }),
      );
      client.destroy();
      const storage = new S3Storage(uploadsBucket.name, { forcePathStyle: true });

      const refused = await storage.read('uploads/hostile/big', 15 * MB).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ObjectTooLargeError);
      expect((refused as ObjectTooLargeError).size).toBe(16 * MB);
      expect(new TextDecoder().decode(await storage.read('uploads/hostile/small', 15 * MB))).toBe('Enzymes.');
    } finally {
      process.env = saved;
    }
  });

  it('fails the job with the size message and refunds it when the object grew past the limit', async () => {
    const job: JobRecord = {
      jobId: '01HOSTILE',
      userId: 'u1',
      status: 'queued',
      step: null,
      contentType: 'flashcards',
      fileName: 'lecture.pdf',
      mimeType: 'application/pdf',
      size: 1000,
      kind: 'document',
      s3Key: 'uploads/u1/01HOSTILE',
      charged: true,
      period: '2026-11',
      generatedCount: null,
      studySetId: null,
      error: null,
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    };
    let current = job;
    let refunded = false;
    const jobs = {
      getJob: async () => current,
      updateJob: async (_u: string, _j: string, _from: unknown, changes: Partial<JobRecord>) =>
        (current = { ...current, ...changes }),
      releaseCharge: async () => {
        const before = current;
        if (!before.charged) return null;
        current = { ...current, charged: false };
        return before;
      },
      failJob: async (_u: string, _j: string, error: string) => {
        const before = current;
        current = { ...current, status: 'failed', error, charged: false };
        return before;
      },
    };
    const usage = { refundGeneration: async () => void (refunded = true) };
    const sets = {
      putItems: async () => undefined,
      putStudySet: async () => undefined,
      deleteStudySet: async () => undefined,
    };
    const asked: (number | undefined)[] = [];
    const storage = {
      read: async (_key: string, maxBytes?: number) => {
        asked.push(maxBytes);
        throw new ObjectTooLargeError(16 * MB);
      },
      remove: async () => undefined,
    } as unknown as Storage;
    const extract = () => Promise.reject(new Error('must not be called'));

    await runGenerateJob(
      { jobs, usage, sets, storage, extract, model: {} as never },
      { userId: 'u1', jobId: job.jobId },
      { lastAttempt: false },
    );

    expect(asked).toEqual([15 * MB]);
    expect(current).toMatchObject({ status: 'failed', error: 'File size (16.0MB) exceeds the 15MB limit' });
    expect(refunded).toBe(true);
  });
});
