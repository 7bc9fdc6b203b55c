import type { Flashcard, QuizQuestion } from '@shared/api/study-sets';
import type { JobStatus } from '@shared/api/jobs';
import type { PlanType } from '@shared/plans';
import type { BillingRecord } from './billing';
import type { ExtractedDocument } from './document';
import type { ContentType, UploadKind } from '@shared/uploads';
import type { AccountDeletionMessage } from '@shared/messages';

/** A generation job as stored. Its owner's sub is part of its key. */
export interface JobRecord {
  jobId: string;
  userId: string;
  status: JobStatus;
  step: string | null;
  contentType: ContentType;
  fileName: string;
  mimeType: string;
  size: number;
  kind: UploadKind;
  s3Key: string;
  /**
   * The uploaded object's ETag when the job was started (set by start). The worker reads only
   * that version: an upload that replaced it after start fails the job (docs/decisions/0012).
   */
  etag?: string | null;
  /** True while one generation is reserved for this job (so a refund happens once). */
  charged: boolean;
  /** The billing month (UTC, YYYY-MM) the reservation counts against. */
  period: string | null;
  generatedCount: number | null;
  studySetId: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the worker first picked it up (queued → processing); absent before that. */
  startedAt?: string;
}

export interface StudySetRecord {
  _id: string;
  userId: string;
  title: string;
  contentType: ContentType;
  cardCount: number;
  sourceFileName: string;
  createdAt: string;
  /** The original file, kept for the set's life (`sources/{userId}/{setId}`); absent on older sets. */
  sourceKey?: string | null;
}

export type StudyItem = Flashcard | QuizQuestion;

/**
 * The table's stores, one per aggregate (adapters/dynamodb/): each domain function asks for the
 * ones it uses, often only a few of their calls.
 */

/** Generation jobs. */
export interface JobStore {
  createJob(job: JobRecord): Promise<void>;
  getJob(userId: string, jobId: string): Promise<JobRecord | null>;
  /** Moves a job on only if its status is one of `from`; null when it was not. */
  updateJob(userId: string, jobId: string, from: JobStatus[], changes: Partial<JobRecord>): Promise<JobRecord | null>;
  /**
   * Fails a job that has not finished, clearing `charged` in the same write; the job as it was
   * before, so the one caller that failed it refunds what it held (allowance.ts). Null if it had
   * finished.
   */
  failJob(userId: string, jobId: string, error: string): Promise<JobRecord | null>;
  /**
   * Clears `charged` on a job that has not finished and still holds a generation: the job as it
   * was, so the one caller that cleared it refunds (allowance.ts); null when there was nothing to
   * give back.
   */
  releaseCharge(userId: string, jobId: string): Promise<JobRecord | null>;
  /** Every job still queued or processing (a Scan: only the sweeps call it, never a request). */
  listUnfinishedJobs(): Promise<JobRecord[]>;
}

/** The allowance counters: generations used per billing period, upload requests per window. */
export interface UsageStore {
  /**
   * Counts one upload request in the caller's window (e.g. the UTC minute) if fewer than `limit`
   * were counted there; false when the window is full. The counter expires at `expiresAt` (epoch s).
   */
  countUploadRequest(userId: string, window: string, limit: number, expiresAt: number): Promise<boolean>;
  getUsage(userId: string, period: string): Promise<number>;
  /** Takes one generation if fewer than `limit` are used this period; false when none is left. */
  reserveGeneration(userId: string, period: string, limit: number): Promise<boolean>;
  /** Gives one back (never below zero). */
  refundGeneration(userId: string, period: string): Promise<void>;
}

/** The fields of an item a student edits; whatever else the record holds (review state) stays. */
export type ItemFields =
  | Pick<Flashcard, 'question' | 'answer'>
  | Pick<QuizQuestion, 'question' | 'correctAnswer' | 'incorrectAnswers' | 'explanation'>;

/** Study sets and their items: written by the worker, read by the routes, edited by the student. */
export interface StudySetStore {
  putItems(userId: string, setId: string, items: StudyItem[]): Promise<void>;
  putStudySet(set: StudySetRecord): Promise<void>;
  listStudySets(userId: string): Promise<StudySetRecord[]>;
  getStudySet(userId: string, setId: string): Promise<StudySetRecord | null>;
  listItems(userId: string, setId: string): Promise<StudyItem[]>;
  /** The set and all its items (also items of a set that was never finished). */
  deleteStudySet(userId: string, setId: string): Promise<void>;
  /** Changes the title and/or adds `cardCountDelta` to the count; null when the set is gone. */
  updateStudySet(
    userId: string,
    setId: string,
    changes: { title?: string; cardCountDelta?: number },
  ): Promise<StudySetRecord | null>;
  /** Writes a new item under its id (`{setId}-{n}`); false if an item already has that id. */
  createItem(userId: string, setId: string, item: StudyItem): Promise<boolean>;
  /** Sets the edited fields of an existing item (others stay); null when there is none. */
  updateItem(userId: string, setId: string, itemId: string, fields: ItemFields): Promise<StudyItem | null>;
  /** False when there was no such item. */
  deleteItem(userId: string, setId: string, itemId: string): Promise<boolean>;
}

/** An object larger than its reader allowed; its body was not read (past the limit, at most). */
export class ObjectTooLargeError extends Error {
  constructor(readonly size: number) {
    super(`The object is ${size} bytes, more than allowed`);
    this.name = 'ObjectTooLargeError';
  }
}

/** The object is no longer the version the caller expected (it was uploaded again). */
export class ObjectChangedError extends Error {
  constructor(readonly key: string) {
    super(`The object ${key} changed since it was checked`);
    this.name = 'ObjectChangedError';
  }
}

export interface Storage {
  presignUpload(key: string, maxBytes: number): Promise<{ url: string; fields: Record<string, string> }>;
  head(key: string): Promise<{ size: number; etag?: string } | null>;
  /**
   * The object's bytes. With `maxBytes`, an object larger than that is refused with an
   * ObjectTooLargeError from its length before its body is read (and while reading, should the
   * length be missing or wrong), so an oversized object never sits in memory. With `etag`, only
   * that version is read: another one is refused with an ObjectChangedError.
   */
  read(key: string, maxBytes?: number, etag?: string): Promise<Uint8Array>;
  remove(key: string): Promise<void>;
  /** Copies an object within the bucket (the kept source of a study set). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** A short-lived GET of the object, shown inline under `fileName`. */
  presignDownload(key: string, fileName: string, expiresSeconds: number): Promise<string>;
  /** Deletes every object whose key starts with `prefix`; how many there were. */
  removeAll(prefix: string): Promise<number>;
}

export interface JobQueue {
  sendGenerate(userId: string, jobId: string): Promise<void>;
  /** Looks at a started transcription again after `delaySeconds`. */
  sendTranscriptCheck(userId: string, jobId: string, check: number, delaySeconds: number): Promise<void>;
}

/** The account-deletion queue: one message per erasing pass (domain/account-deletion.ts). */
export interface AccountDeletionQueue {
  send(message: AccountDeletionMessage, delaySeconds: number): Promise<void>;
}

/** The sign-in directory (Cognito), as far as erasing an account needs it. */
export interface UserDirectory {
  /** Signs the user out everywhere and deletes them; a user already gone is not an error. */
  deleteUser(userId: string): Promise<void>;
}

/** Every record the table holds for one user (all under the user's partition key). */
export interface UserRecords {
  /** Deletes them all; how many there were. */
  eraseAll(userId: string): Promise<number>;
}

/** Where domain code writes what happened; the composition root wires it to the Lambda logger. */
export type Log = (
  level: 'debug' | 'info' | 'warn' | 'error',
  message: string,
  details?: Record<string, unknown>,
) => void;

/** Speech to text as a service that runs on its own (AWS Transcribe): start, then look later. */
export interface AsyncTranscriber {
  /** Starts transcribing the job's uploaded object; starting twice is harmless. */
  start(job: { jobId: string; userId: string; s3Key: string; fileName: string }): Promise<void>;
  check(job: {
    jobId: string;
    userId: string;
    fileName: string;
  }): Promise<
    { status: 'pending' } | { status: 'done'; document: ExtractedDocument } | { status: 'failed'; message: string }
  >;
}

/** Audio transcribed where the worker runs: the recording's bytes in, its transcript out. */
export interface InlineTranscriber {
  transcribe(fileName: string, bytes: Uint8Array): Promise<ExtractedDocument>;
}

/**
 * The one transcriber port, chosen once by the composition root: inline (this machine), or a
 * service that reads the upload itself and is looked at again later.
 */
export type Transcriber = InlineTranscriber | AsyncTranscriber;

export const transcribesLater = (transcriber: Transcriber): transcriber is AsyncTranscriber => 'start' in transcriber;

/** The user's billing record (plan, Stripe customer and subscription); see domain/billing.ts. */
export interface BillingStore {
  getBilling(userId: string): Promise<BillingRecord>;
  /** Writes the record if its revision is still `expectedRevision`; false when someone else wrote. */
  putBilling(userId: string, record: BillingRecord, expectedRevision: number): Promise<boolean>;
  /** Marks a webhook event as being handled; false if it was already (a replay). */
  claimEvent(eventId: string): Promise<boolean>;
  /** Lets a failed event be handled again when Stripe retries it. */
  releaseEvent(eventId: string): Promise<void>;
}

export interface CheckoutInput {
  userId: string;
  email: string;
  customerId: string | null;
  planType: 'monthly' | 'annual';
  /** The subscription this one replaces (monthly → annual), cancelled when the new one starts. */
  replacesSubscriptionId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalInput {
  userId: string;
  customerId: string;
  subscriptionId: string | null;
  planType: PlanType;
  /** End of the period paid for (epoch seconds), if known. */
  periodEnd: number | null;
  /** Set when the subscription is already cancelled at period end: when it ends (epoch seconds). */
  cancelsAt: number | null;
  returnUrl: string;
}

/** Card payments: Stripe in AWS and whenever keys are set, the local provider otherwise. */
export interface Payments {
  createCheckout(input: CheckoutInput): Promise<{ url: string; customerId: string }>;
  createPortal(input: PortalInput): Promise<string>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * The event, read into what billing uses, if the signature is right for this body. Throws a
   * `ValidationError` for a signed event that is malformed, another error for a bad signature.
   */
  verifyWebhook(rawBody: string, signature: string): PaymentEvent;
}

/**
 * A signed payments event as the adapter reads it: only what billing uses, so the provider's wire
 * format stays in the adapter. Each has the provider's id (to handle it once) and its time in
 * whole epoch seconds (to order it).
 */
export type PaymentEvent = { id: string; created: number } & (
  | {
      /** A checkout completed, starting `subscriptionId` for `userId`. */
      kind: 'checkout-completed';
      userId: string;
      subscriptionId: string;
      customerId: string | null;
      /** The plan the checkout was for; left out when it does not say. */
      planType?: 'monthly' | 'annual';
      /** False while the first payment is still pending. */
      paid: boolean;
    }
  | {
      kind: 'subscription-changed';
      change: 'created' | 'updated' | 'deleted';
      userId: string;
      subscriptionId: string;
      customerId: string | null;
      /** The plan its price stands for; null for a price not ours; left out when it lists none. */
      planType?: 'monthly' | 'annual' | null;
      /** The provider's status of the subscription (Stripe's names). */
      status: string;
      /** Cancelled, to end at `periodEnd`; left out when the event does not say. */
      cancelAtPeriodEnd?: boolean;
      /** End of the period paid for (epoch seconds); left out when the event does not say. */
      periodEnd?: number;
    }
  | { kind: 'payment-failed'; userId: string; subscriptionId: string }
  | {
      /** Of a type billing does not read, or about no subscription of our users (`reason`). */
      kind: 'ignored';
      type: string;
      reason?: string;
    }
);
