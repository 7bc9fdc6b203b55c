import type { Flashcard, QuizQuestion } from '@shared/api/study-sets';
import type { GenerationFailureReason } from '@shared/metrics';
import { sizeLimitBytes, fileTooLargeMessage, steps } from '@shared/uploads';
import { titleFromFileName, UnprocessableFileError, type ExtractedDocument } from './document';
import { analyzeDocument } from './analysis';
import { targetItemCount, validateItems, wordCount, type Model } from './generation';
import type { JobQueue, JobRecord, JobStore, Storage, StudyItem, StudySetStore, Transcriber } from './ports';
import { ObjectChangedError, ObjectTooLargeError, transcribesLater } from './ports';
import { sweepMessages } from './sweep';
import { failAndRefund, type FailAndRefundDeps } from './allowance';
import { sourceKeyFor } from './file-keys';

export interface GenerateDeps {
  jobs: Pick<JobStore, 'getJob' | 'updateJob' | 'failJob' | 'releaseCharge'>;
  usage: FailAndRefundDeps['usage'];
  sets: Pick<StudySetStore, 'putItems' | 'putStudySet' | 'deleteStudySet'>;
  storage: Storage;
  model: Model;
  /** A document's text (and a recording's, when no transcriber is given). */
  extract: (fileName: string, bytes: Uint8Array) => Promise<ExtractedDocument>;
  /** Where recordings go, chosen once by the composition root: inline, or a service looked at later. */
  transcriber?: Transcriber;
  queue?: Pick<JobQueue, 'sendTranscriptCheck'>;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** Told when a job starts (queued → processing), is done or fails for good: the worker's metrics. */
  record?: (event: GenerationEvent) => void;
}

/** What the worker reports about a generation (functions/src/lib/metrics.ts writes it). */
export type GenerationEvent =
  | { outcome: 'started' }
  | { outcome: 'done'; durationMs: number }
  | { outcome: 'failed'; reason: GenerationFailureReason; durationMs: number };

/** A file we cannot use, with why (a metric dimension; the message is what the student reads). */
class JobFailure extends UnprocessableFileError {
  constructor(
    readonly reason: GenerationFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export const generateMessages = {
  nothingToAsk: (kind: 'flashcards' | 'quiz', source: 'document' | 'recording' = 'document') =>
    source === 'recording'
      ? `We couldn't find enough facts in this recording to make ${kind === 'quiz' ? 'a quiz' : 'flashcards'}. Try a lecture that defines and explains its terms.`
      : `We couldn't find enough facts in this file to make ${kind === 'quiz' ? 'a quiz' : 'flashcards'}. Try a document that defines and explains its terms in full sentences.`,
  quizNeedsOptions:
    "We couldn't write a multiple-choice quiz from this file: each question needs three wrong answers of the same kind, and the file doesn't offer enough of them. Flashcards work for it: upload it again and choose Flashcards. This try was not counted against your monthly generations.",
  failedForGood: sweepMessages.failedForGood,
  transcriptionTooSlow: 'Transcribing this recording took too long. Try a shorter recording.',
  changedAfterStart:
    'This file was replaced after processing started, so we stopped. Your generation was not used: please upload the file again.',
} as const;

/** Copies the upload to `sources/{userId}/{setId}`; null (the set still works) if that fails. */
async function keepSource(deps: GenerateDeps, job: { userId: string; jobId: string; s3Key: string }) {
  const key = sourceKeyFor(job.userId, job.jobId);
  try {
    await deps.storage.copy(job.s3Key, key);
    return key;
  } catch (error) {
    deps.log?.('Could not keep the source file', { jobId: job.jobId, error: (error as Error).message });
    return null;
  }
}

/** The set's title: the document's own, or one made from its file name when it has none. */
function titleFor(document: ExtractedDocument, fileName: string) {
  const own = document.title?.replace(/\s+/g, ' ').trim();
  const title = own && /\p{L}{2}/u.test(own) ? own : titleFromFileName(fileName);
  return title.length > 120 ? `${title.slice(0, 117)}…` : title;
}

/** The upload's bytes, only the version checked at start and never more than its kind allows. */
async function readUpload(storage: Storage, job: JobRecord): Promise<Uint8Array> {
  // The presigned POST limits size in S3; this holds even for an object that got there otherwise,
  // checked from the object's length before its body is read into memory.
  const limit = sizeLimitBytes(job.kind);
  // Only the version checked at start (jobs started before ETags were recorded have none).
  const bytes = await storage.read(job.s3Key, limit, job.etag ?? undefined).catch((error: unknown) => {
    if (error instanceof ObjectTooLargeError)
      throw new UnprocessableFileError(fileTooLargeMessage(error.size, job.kind));
    if (error instanceof ObjectChangedError) throw new UnprocessableFileError(generateMessages.changedAfterStart);
    throw error;
  });
  if (bytes.length > limit) throw new UnprocessableFileError(fileTooLargeMessage(bytes.length, job.kind));
  return bytes;
}

/**
 * The job's document, by the one path its transcriber allows: a recording sent to a service is
 * started on the first delivery and looked at on later ones (null while it runs); anything else is
 * read here and extracted, or transcribed inline.
 */
async function documentOf(
  deps: GenerateDeps,
  job: JobRecord,
  check: number,
  options: { checkDelaySeconds?: number; maxChecks?: number },
): Promise<ExtractedDocument | null> {
  const transcriber = job.kind === 'audio' ? deps.transcriber : undefined;
  if (transcriber && transcribesLater(transcriber) && deps.queue) {
    // The service transcribes on its own; the worker starts it, then looks again later instead
    // of waiting inside the function.
    if (check === 0) {
      // The service reads the object itself: it must still be the version checked at start.
      if (job.etag && (await deps.storage.head(job.s3Key))?.etag !== job.etag)
        throw new UnprocessableFileError(generateMessages.changedAfterStart);
      await transcriber.start(job);
    }
    const result = check === 0 ? ({ status: 'pending' } as const) : await transcriber.check(job);
    if (result.status === 'failed') throw new UnprocessableFileError(result.message);
    if (result.status === 'done') return result.document;
    if (check >= (options.maxChecks ?? 160))
      throw new JobFailure('transcription_timeout', generateMessages.transcriptionTooSlow);
    await deps.queue.sendTranscriptCheck(job.userId, job.jobId, check + 1, options.checkDelaySeconds ?? 15);
    return null;
  }
  const bytes = await readUpload(deps.storage, job);
  return transcriber && !transcribesLater(transcriber)
    ? transcriber.transcribe(job.fileName, bytes)
    : deps.extract(job.fileName, bytes);
}

/**
 * The worker's job: read the upload, extract, generate, validate, write the set, finish the job.
 * Idempotent: the set id is the job id and items have fixed keys, so a redelivered message
 * rewrites the same set; status moves only by conditional writes, and a finished job is skipped.
 * A file we cannot use fails the job with its message and refunds the generation; any other error
 * is thrown to be retried, and on the last attempt the job is failed and refunded first.
 */
export async function runGenerateJob(
  deps: GenerateDeps,
  message: { userId: string; jobId: string; check?: number },
  options: { lastAttempt: boolean; checkDelaySeconds?: number; maxChecks?: number },
): Promise<void> {
  const { userId, jobId } = message;
  // Taken by one conditional write: queued → processing on the first delivery (the start of the
  // generation's duration), or a redelivery of a job still processing.
  const firstPickUp = await deps.jobs.updateJob(userId, jobId, ['queued'], {
    status: 'processing',
    step: steps.reading,
    startedAt: new Date().toISOString(),
  });
  const job = firstPickUp ?? (await deps.jobs.updateJob(userId, jobId, ['processing'], { step: steps.reading }));
  if (!job) {
    const status = (await deps.jobs.getJob(userId, jobId))?.status ?? 'missing';
    deps.log?.('Skipping a job that is not waiting to run', { jobId, status });
    return;
  }
  if (firstPickUp) deps.record?.({ outcome: 'started' });
  const startedAt = Date.parse(job.startedAt ?? job.updatedAt);
  const elapsed = () => (Number.isNaN(startedAt) ? 0 : Date.now() - startedAt);

  // Where a job's time goes, logged when it is done (milliseconds per phase).
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const phaseEnds = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };

  // The original file is copied out of the uploads/ prefix that expires, to be kept for the set's
  // life (its source can be opened; deleting the set deletes it). The copy runs while the set is
  // made; a job that fails for good removes it again.
  let source: Promise<string | null> | undefined;
  const removeSource = async () => {
    const key = await source;
    if (key) await deps.storage.remove(key).catch(() => undefined);
  };
  try {
    const document = await documentOf(deps, job, message.check ?? 0, options);
    // A transcription still running: the queue brings the job back later.
    if (!document) return;
    phaseEnds('read');
    source = keepSource(deps, job);

    // The step is written while the document is analysed (the analysis costs nothing but CPU and
    // the write is a round trip); the model is asked only once the write says the job is still
    // this delivery's: a job another delivery finished, or a clean-up failed, meanwhile stops here.
    const marked = deps.jobs.updateJob(userId, jobId, ['processing'], { step: steps.generating });
    marked.catch(() => undefined); // awaited below; not an unhandled rejection should analysis throw first
    // Sent before the analysis holds the thread (the SDK signs and writes it in later turns).
    await new Promise((resolve) => setImmediate(resolve));
    const words = wordCount(document.units);
    const maxItems = targetItemCount(words, job.contentType, deps.model, document.units.length);
    const analysis = analyzeDocument(document);
    phaseEnds('analyze');
    if (!(await marked)) {
      deps.log?.('Stopping a job that ended while its file was read', { jobId });
      // A finished set keeps the same copy; a failed job has no set to keep one for.
      if ((await deps.jobs.getJob(userId, jobId))?.status !== 'done') await removeSource();
      return;
    }
    phaseEnds('mark');
    const result = validateItems(await deps.model.generate({ contentType: job.contentType, analysis, maxItems }));
    phaseEnds('generate');
    if (result.items.length === 0) {
      // A quiz needs wrong options of the answer's kind, which many files cannot supply; when the
      // same file gives flashcards, the student is told to choose those instead. Finding out is a
      // second generation: free with the embedded model, never paid for with a hosted one.
      const cardsInstead =
        job.contentType === 'quiz' &&
        !deps.model.chargedPerCall &&
        validateItems(
          await deps.model.generate({
            contentType: 'flashcards',
            analysis,
            maxItems: targetItemCount(words, 'flashcards', deps.model, document.units.length),
          }),
        ).items.length > 0;
      throw new JobFailure(
        'nothing_to_ask',
        cardsInstead
          ? generateMessages.quizNeedsOptions
          : generateMessages.nothingToAsk(job.contentType, job.kind === 'audio' ? 'recording' : 'document'),
      );
    }

    // Every item's id is `{setId}-{n}` (n from 1, its place in the set): editing keeps it.
    const items: StudyItem[] =
      result.contentType === 'quiz'
        ? result.items.map((item, i): QuizQuestion => ({ _id: `${jobId}-${i + 1}`, ...item }))
        : result.items.map((item, i): Flashcard => ({ _id: `${jobId}-${i + 1}`, ...item }));
    // Items first, the set last: a set is listed only once it is complete.
    const [, sourceKey] = await Promise.all([deps.sets.putItems(userId, jobId, items), source]);
    await deps.sets.putStudySet({
      sourceKey,
      _id: jobId,
      userId,
      title: titleFor(document, job.fileName),
      contentType: job.contentType,
      cardCount: items.length,
      sourceFileName: job.fileName,
      createdAt: job.createdAt,
    });
    // The upload is no longer needed (its copy is kept): removed while the job is marked done.
    const [done] = await Promise.all([
      deps.jobs.updateJob(userId, jobId, ['processing'], {
        status: 'done',
        step: null,
        generatedCount: items.length,
        studySetId: jobId,
      }),
      deps.storage.remove(job.s3Key).catch(() => undefined),
    ]);
    phaseEnds('write');
    if (done) {
      deps.record?.({ outcome: 'done', durationMs: elapsed() });
      deps.log?.('Job done', { jobId, items: items.length, phaseMs: phases });
    } else if ((await deps.jobs.getJob(userId, jobId))?.status === 'failed') {
      // Failed and refunded meanwhile (a clean-up gave up on it): the set written here must not
      // appear as a free one. A set another delivery finished is the same set, and stays.
      await deps.sets.deleteStudySet(userId, jobId);
      await removeSource();
    }
  } catch (error) {
    const forGood = error instanceof UnprocessableFileError;
    if (forGood || options.lastAttempt) {
      await Promise.all([deps.sets.deleteStudySet(userId, jobId), removeSource()]);
      const failed = await failAndRefund(deps, userId, jobId, forGood ? error.message : generateMessages.failedForGood);
      if (failed) {
        const reason = error instanceof JobFailure ? error.reason : forGood ? 'unusable_file' : 'retries_exhausted';
        deps.record?.({ outcome: 'failed', reason, durationMs: elapsed() });
      }
      await deps.storage.remove(job.s3Key).catch(() => undefined);
    }
    if (!forGood) throw error;
    deps.log?.('Job failed: the file cannot be used', { jobId, reason: error.message });
  }
}
