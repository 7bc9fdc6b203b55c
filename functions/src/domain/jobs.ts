import { ulid } from 'ulid';
import type { CreateUploadRequest, CreateUploadResponse } from '@shared/api/uploads';
import type { Job } from '@shared/api/jobs';
import {
  documentExtensions,
  extensionOf,
  fileTooLargeMessage,
  generationLimitMessage,
  sizeLimitBytes,
  steps,
  uploadKind,
} from '@shared/uploads';
import { LimitReachedError, NotFoundError, PayloadTooLargeError, RateLimitedError, ValidationError } from './errors';
import type { BillingStore, JobQueue, JobRecord, JobStore, Storage, UsageStore } from './ports';
import { currentPlan, failAndRefund, reserveGeneration, usageAt } from './allowance';
import { uploadKeyFor } from './file-keys';

export interface JobDeps {
  jobs: Pick<JobStore, 'createJob' | 'getJob' | 'updateJob' | 'failJob' | 'releaseCharge'>;
  usage: UsageStore;
  billing: Pick<BillingStore, 'getBilling'>;
  storage: Storage;
  queue: JobQueue;
  now?: () => Date;
  /** Why audio cannot be taken right now (the local tools are missing), or null. */
  audioRefusal?: () => string | null;
}

export function toJobView(job: JobRecord): Job {
  return {
    jobId: job.jobId,
    status: job.status,
    step: job.step,
    contentType: job.contentType,
    fileName: job.fileName,
    generatedCount: job.generatedCount,
    studySetId: job.studySetId,
    error: job.error,
  };
}

/**
 * At most this many upload requests that would create a job, per user per UTC minute, so one
 * account cannot flood the table and the queue. Counted in a per-user, per-minute item that
 * expires on its own (DynamoDB TTL).
 */
export const uploadRateLimit = { perMinute: 20, counterTtlSeconds: 2 * 60 } as const;

export const uploadMessages = {
  unsupported:
    'This file type is not supported. Upload MP3, WAV, M4A or AAC audio, or a PDF, DOC, DOCX, PPT, PPTX or TXT file.',
  empty: 'This file is empty. Please choose a file with some text in it.',
  notReceived: "We didn't receive your file. Please upload it again.",
  couldNotQueue: 'We could not start processing your file. Please try again.',
  tooManyUploads: `You're uploading too fast: at most ${uploadRateLimit.perMinute} files a minute. Please wait a minute and try again.`,
} as const;

/** Counts this request against the caller's minute; refuses it with a 429 when the minute is full. */
async function countUploadRequest(deps: JobDeps, userId: string, now: Date) {
  const window = now.toISOString().slice(0, 16); // YYYY-MM-DDTHH:MM, UTC
  const expiresAt = Math.floor(now.getTime() / 1000) + uploadRateLimit.counterTtlSeconds;
  if (!(await deps.usage.countUploadRequest(userId, window, uploadRateLimit.perMinute, expiresAt))) {
    const retryAfterSeconds = 60 - now.getUTCSeconds();
    throw new RateLimitedError(uploadMessages.tooManyUploads, retryAfterSeconds);
  }
}

/**
 * POST /api/uploads: checks type, size, allowance and the per-minute rate, records the job,
 * presigns the upload. The key is the job's own (`uploads/{sub}/{jobId}`), never reused.
 */
export async function createUpload(
  deps: JobDeps,
  userId: string,
  request: CreateUploadRequest,
): Promise<CreateUploadResponse> {
  const kind = uploadKind(request.fileName);
  const extension = extensionOf(request.fileName);
  if (kind === 'audio') {
    // Refused before anything is reserved, with what to install.
    const refusal = deps.audioRefusal?.();
    if (refusal) throw new ValidationError(refusal);
  } else if (!(documentExtensions as readonly string[]).includes(extension)) {
    throw new ValidationError(uploadMessages.unsupported);
  }
  if (request.size > sizeLimitBytes(kind)) throw new PayloadTooLargeError(fileTooLargeMessage(request.size, kind));
  if (request.size === 0) throw new ValidationError(uploadMessages.empty);

  const now = deps.now?.() ?? new Date();
  if (!(await usageAt(deps, userId, now)).canGenerate) throw new LimitReachedError(generationLimitMessage);
  // Counted only for requests that would create a job: a refused one (type, size, allowance)
  // writes nothing and costs nothing.
  await countUploadRequest(deps, userId, now);

  // ULIDs sort by time, so study sets (whose id is the job id) list newest first by key.
  const jobId = ulid(now.getTime());
  const s3Key = uploadKeyFor(userId, jobId);
  const timestamp = now.toISOString();
  await deps.jobs.createJob({
    jobId,
    userId,
    status: 'awaiting_upload',
    step: null,
    contentType: request.contentType,
    fileName: request.fileName,
    mimeType: request.mimeType,
    size: request.size,
    kind,
    s3Key,
    charged: false,
    period: null,
    generatedCount: null,
    studySetId: null,
    error: null,
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  const upload = await deps.storage.presignUpload(s3Key, sizeLimitBytes(kind));
  return { jobId, upload };
}

/**
 * POST /api/jobs/{id}/start: the upload must be there and within the limit; then one generation
 * is reserved atomically and the job is queued once, however often or concurrently this is called.
 * The object's ETag is recorded with the claim: the worker reads only that version, so a file
 * uploaded again to the key after start (the form may still be valid) fails the job instead of
 * being processed unchecked (docs/decisions/0012-upload-after-start.md).
 */
export async function startJob(deps: JobDeps, userId: string, jobId: string): Promise<Job> {
  // The job, its upload and the caller's plan, looked up together (a job's upload key follows
  // from its id): one round trip before the claim instead of two.
  const ownKey = uploadKeyFor(userId, jobId);
  const [job, ownObject, plan] = await Promise.all([
    deps.jobs.getJob(userId, jobId),
    deps.storage.head(ownKey),
    currentPlan(deps.billing, userId),
  ]);
  if (!job) throw new NotFoundError('That upload does not exist.');
  if (job.status !== 'awaiting_upload') return toJobView(job);

  const object = job.s3Key === ownKey ? ownObject : await deps.storage.head(job.s3Key);
  if (!object) throw new ValidationError(uploadMessages.notReceived);
  if (object.size > sizeLimitBytes(job.kind)) {
    const message = fileTooLargeMessage(object.size, job.kind);
    await deps.storage.remove(job.s3Key);
    await failAndRefund(deps, userId, jobId, message);
    throw new PayloadTooLargeError(message);
  }

  // Claim the job first, so a second start of the same job never reserves a second generation.
  const claimed = await deps.jobs.updateJob(userId, jobId, ['awaiting_upload'], {
    status: 'queued',
    step: steps.reading,
    size: object.size,
    etag: object.etag ?? null,
  });
  if (!claimed) return toJobView((await deps.jobs.getJob(userId, jobId))!);

  const period = await reserveGeneration(deps, userId, deps.now?.() ?? new Date(), plan);
  if (!period) {
    await deps.jobs.updateJob(userId, jobId, ['queued'], { status: 'awaiting_upload', step: null });
    throw new LimitReachedError(generationLimitMessage);
  }
  const queued = await deps.jobs.updateJob(userId, jobId, ['queued'], { charged: true, period });
  try {
    await deps.queue.sendGenerate(userId, jobId);
  } catch (error) {
    await failAndRefund(deps, userId, jobId, uploadMessages.couldNotQueue);
    throw error;
  }
  return toJobView(queued ?? claimed);
}

export async function getJob(deps: { jobs: Pick<JobStore, 'getJob'> }, userId: string, jobId: string): Promise<Job> {
  const job = await deps.jobs.getJob(userId, jobId);
  if (!job) throw new NotFoundError('That upload does not exist.');
  return toJobView(job);
}
