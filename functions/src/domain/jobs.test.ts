import { describe, expect, it } from 'vitest';
import { RateLimitedError } from './errors';
import { runGenerateJob, generateMessages, type GenerateDeps } from './generate-job';
import { createUpload, startJob, uploadMessages, uploadRateLimit, type JobDeps } from './jobs';
import { emptyBilling } from './billing';
import { ObjectChangedError, type JobRecord, type Storage } from './ports';
import { sourceKeyFor } from './file-keys';

/** The stores' contracts for what uploads, start and the worker use, in memory. */
function memoryStores() {
  const jobs = new Map<string, JobRecord>();
  const counters = new Map<string, number>();
  const state = { used: 0, deletedSets: [] as string[] };
  const jobStore = {
    async createJob(job: JobRecord) {
      jobs.set(job.jobId, { ...job });
    },
    async getJob(_userId: string, jobId: string) {
      const job = jobs.get(jobId);
      return job ? { ...job } : null;
    },
    async updateJob(_userId: string, jobId: string, from: JobRecord['status'][], changes: Partial<JobRecord>) {
      const job = jobs.get(jobId);
      if (!job || !from.includes(job.status)) return null;
      Object.assign(job, changes);
      return { ...job };
    },
    async releaseCharge(_userId: string, jobId: string) {
      const job = jobs.get(jobId);
      if (!job?.charged || job.status === 'done' || job.status === 'failed') return null;
      const before = { ...job };
      job.charged = false;
      return before;
    },
    async failJob(_userId: string, jobId: string, error: string) {
      const job = jobs.get(jobId);
      if (!job || job.status === 'done' || job.status === 'failed') return null;
      const before = { ...job };
      Object.assign(job, { status: 'failed', error, charged: false, step: null });
      return before;
    },
    listUnfinishedJobs: async () => [],
  };
  const usage = {
    async countUploadRequest(userId: string, window: string, limit: number) {
      const key = `${userId}#${window}`;
      const count = counters.get(key) ?? 0;
      if (count >= limit) return false;
      counters.set(key, count + 1);
      return true;
    },
    getUsage: async () => state.used,
    async reserveGeneration(_userId: string, _period: string, limit: number) {
      if (state.used >= limit) return false;
      state.used += 1;
      return true;
    },
    async refundGeneration() {
      if (state.used > 0) state.used -= 1;
    },
  };
  const billing = { getBilling: async () => ({ ...emptyBilling, planType: 'monthly' as const }) };
  const sets = {
    putItems: async () => undefined,
    putStudySet: async () => undefined,
    async deleteStudySet(_userId: string, setId: string) {
      state.deletedSets.push(setId);
    },
  };
  return { stores: { jobs: jobStore, usage, billing, sets }, jobs, state };
}

/** One object per key, with an ETag per version; reads of another version fail as S3's IfMatch does. */
function memoryStorage() {
  const objects = new Map<string, { bytes: Uint8Array; etag: string }>();
  let version = 0;
  const storage: Storage = {
    presignUpload: async (key) => ({ url: 'http://s3.local/bucket', fields: { key } }),
    async head(key) {
      const object = objects.get(key);
      return object ? { size: object.bytes.length, etag: object.etag } : null;
    },
    async read(key, _maxBytes, etag) {
      const object = objects.get(key);
      if (!object) throw new Error('NoSuchKey');
      if (etag && object.etag !== etag) throw new ObjectChangedError(key);
      return object.bytes;
    },
    async remove(key) {
      objects.delete(key);
    },
    async copy(fromKey, toKey) {
      const object = objects.get(fromKey);
      if (object) objects.set(toKey, object);
    },
    presignDownload: async (key) => `http://s3.local/bucket/${key}`,
    async removeAll(prefix) {
      const keys = [...objects.keys()].filter((key) => key.startsWith(prefix));
      for (const key of keys) objects.delete(key);
      return keys.length;
    },
  };
  const put = (key: string, text: string) =>
    objects.set(key, { bytes: new TextEncoder().encode(text), etag: `"v${++version}"` });
  return { storage, put };
}

const request = (fileName = 'notes.txt') => ({
  fileName,
  size: 100,
  mimeType: 'text/plain',
  contentType: 'flashcards' as const,
});

function deps(now: () => Date) {
  const repo = memoryStores();
  const store = memoryStorage();
  const queued: string[] = [];
  const jobDeps: JobDeps = {
    ...repo.stores,
    storage: store.storage,
    queue: { sendGenerate: async (_u, jobId) => void queued.push(jobId), sendTranscriptCheck: async () => undefined },
    now,
  };
  return { ...repo, ...store, queued, jobDeps };
}

describe('the per-user upload rate', () => {
  it(`takes ${uploadRateLimit.perMinute} upload requests a minute and refuses the next with a 429`, async () => {
    const now = new Date('2026-05-10T12:00:05.000Z');
    const { jobDeps } = deps(() => now);
    for (let i = 0; i < uploadRateLimit.perMinute; i += 1) await createUpload(jobDeps, 'user-1', request());

    const refused = await createUpload(jobDeps, 'user-1', request()).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({
      code: 'rate_limited',
      message: uploadMessages.tooManyUploads,
      retryAfterSeconds: 55,
    });
    // Another user is not affected.
    await expect(createUpload(jobDeps, 'user-2', request())).resolves.toMatchObject({ jobId: expect.any(String) });
  });

  it('starts counting afresh the next minute', async () => {
    let now = new Date('2026-05-10T12:00:59.000Z');
    const { jobDeps } = deps(() => now);
    for (let i = 0; i < uploadRateLimit.perMinute; i += 1) await createUpload(jobDeps, 'user-1', request());
    await expect(createUpload(jobDeps, 'user-1', request())).rejects.toBeInstanceOf(RateLimitedError);

    now = new Date('2026-05-10T12:01:00.000Z');

    await expect(createUpload(jobDeps, 'user-1', request())).resolves.toMatchObject({ jobId: expect.any(String) });
  });

  it('does not count requests refused for their type or size, which create nothing', async () => {
    const now = new Date('2026-05-10T12:00:05.000Z');
    const { jobDeps } = deps(() => now);
    for (let i = 0; i < 30; i += 1) await createUpload(jobDeps, 'user-1', request('virus.exe')).catch(() => undefined);

    await expect(createUpload(jobDeps, 'user-1', request())).resolves.toMatchObject({ jobId: expect.any(String) });
  });
});

describe('an upload replaced after its job started', () => {
  it('start records the ETag of the object it checked', async () => {
    const { jobDeps, put, jobs } = deps(() => new Date());
    const { jobId, upload } = await createUpload(jobDeps, 'user-1', request());
    put(upload.fields.key!, 'Enzymes speed up reactions.');

    await startJob(jobDeps, 'user-1', jobId);

    expect(jobs.get(jobId)).toMatchObject({ status: 'queued', charged: true, etag: '"v1"' });
  });

  it('fails the job with a clear message and refunds the generation, without reading the new file', async () => {
    const { jobDeps, put, jobs, state, stores, storage } = deps(() => new Date());
    const { jobId, upload } = await createUpload(jobDeps, 'user-1', request());
    put(upload.fields.key!, 'Enzymes speed up reactions.');
    await startJob(jobDeps, 'user-1', jobId);
    expect(state.used).toBe(1);
    put(upload.fields.key!, 'Something else entirely, uploaded after start.');
    const extracted: string[] = [];
    const generateDeps: GenerateDeps = {
      ...stores,
      storage,
      model: { generate: async () => ({ contentType: 'flashcards', items: [] }) } as never,
      extract: async (fileName) => {
        extracted.push(fileName);
        throw new Error('must not be reached');
      },
    };

    await runGenerateJob(generateDeps, { userId: 'user-1', jobId }, { lastAttempt: false });

    expect(extracted).toEqual([]);
    expect(jobs.get(jobId)).toMatchObject({
      status: 'failed',
      error: generateMessages.changedAfterStart,
      charged: false,
    });
    expect(state.used).toBe(0);
  });
});

describe('the source file a set keeps', () => {
  const card = {
    question: 'What do enzymes speed up?',
    answer: 'Chemical reactions in living cells',
    source: { label: 'Page 1', page: 1, sentence: 'Enzymes speed up chemical reactions in living cells.' },
  };

  async function run(items: (typeof card)[]) {
    const context = deps(() => new Date());
    const { jobId, upload } = await createUpload(context.jobDeps, 'user-1', request());
    context.put(upload.fields.key!, 'Enzymes speed up chemical reactions in living cells.');
    await startJob(context.jobDeps, 'user-1', jobId);
    const written: { sourceKey?: string | null }[] = [];
    await runGenerateJob(
      {
        ...context.stores,
        sets: { ...context.stores.sets, putStudySet: async (set) => void written.push(set) },
        storage: context.storage,
        model: { generate: async () => ({ contentType: 'flashcards', items }) } as never,
        extract: async () => ({ title: 'Notes', units: [{ label: 'Notes', text: card.source.sentence }] }),
      },
      { userId: 'user-1', jobId },
      { lastAttempt: false },
    );
    const kept = await context.storage.head(sourceKeyFor('user-1', jobId));
    const upload_ = await context.storage.head(upload.fields.key!);
    return { job: context.jobs.get(jobId), written, kept, upload: upload_ };
  }

  it('is copied out of the expiring uploads for a set that is made', async () => {
    const { job, written, kept, upload } = await run([card]);

    expect(job).toMatchObject({ status: 'done', generatedCount: 1 });
    expect(written).toEqual([expect.objectContaining({ sourceKey: expect.stringMatching(/^sources\/user-1\//) })]);
    expect(kept).not.toBeNull();
    expect(upload).toBeNull();
  });

  it('is not kept when the job fails for good', async () => {
    const { job, written, kept, upload } = await run([]);

    expect(job).toMatchObject({ status: 'failed', error: generateMessages.nothingToAsk('flashcards') });
    expect(written).toEqual([]);
    expect(kept).toBeNull();
    expect(upload).toBeNull();
  });
});

describe('the worker with an inline transcriber', () => {
  const queuedJob = (kind: JobRecord['kind'], fileName: string): JobRecord => ({
    jobId: `job-${kind}`,
    userId: 'user-1',
    status: 'queued',
    step: null,
    contentType: 'flashcards',
    fileName,
    mimeType: 'application/octet-stream',
    size: 4,
    kind,
    s3Key: `uploads/user-1/job-${kind}`,
    charged: true,
    period: '2026-05',
    generatedCount: null,
    studySetId: null,
    error: null,
    createdAt: '2026-05-10T12:00:00.000Z',
    updatedAt: '2026-05-10T12:00:00.000Z',
  });

  it.each([
    ['audio', 'lecture.mp3', 'transcribed'],
    ['document', 'notes.txt', 'extracted'],
  ] as const)('sends a %s upload to be %s', async (kind, fileName, expected) => {
    const { stores, jobs } = memoryStores();
    const job = queuedJob(kind, fileName);
    jobs.set(job.jobId, job);
    const read = new TextEncoder().encode('abcd');
    const storage = { read: async () => read, remove: async () => undefined } as unknown as Storage;
    const went: string[] = [];
    const document = { title: 'Notes', units: [{ label: 'Page 1', page: 1, text: 'x' }] };
    await runGenerateJob(
      {
        ...stores,
        storage,
        model: { generate: async () => ({ contentType: 'flashcards', items: [] }) } as never,
        extract: async (name, bytes) => (went.push(`extracted ${name} ${bytes.length}`), document),
        transcriber: {
          transcribe: async (name, bytes) => (went.push(`transcribed ${name} ${bytes.length}`), document),
        },
      },
      { userId: 'user-1', jobId: job.jobId },
      { lastAttempt: false },
    );

    expect(went).toEqual([`${expected} ${fileName} 4`]);
    // Nothing to ask in one letter: the job fails for good either way, after the one path ran.
    expect(jobs.get(job.jobId)).toMatchObject({ status: 'failed' });
  });
});
