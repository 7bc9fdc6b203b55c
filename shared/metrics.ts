/**
 * The product's CloudWatch metrics: one namespace and one spelling for the worker that emits them
 * (functions/src/lib/metrics.ts) and the stack that alarms on them (infra/lib).
 */
export const metricsNamespace = 'LearnBetter';

export const metricNames = {
  /** A job moved from queued to processing: the worker picked it up for the first time. */
  generationsStarted: 'GenerationsStarted',
  /** A job finished with its study set written. */
  generationsDone: 'GenerationsDone',
  /** A job failed and its generation was refunded; also emitted with a `reason` dimension. */
  generationsFailed: 'GenerationsFailed',
  /** Milliseconds from the worker's pick-up to done or failed, with an `outcome` dimension. */
  generationDuration: 'GenerationDuration',
} as const;

/** Dimension names; their values are the small fixed sets below, never ids or file names. */
export const metricDimensions = { reason: 'reason', outcome: 'outcome' } as const;

/**
 * Why a job failed. unusable_file: the file could not be read (corrupt, password-protected,
 * too large, a scan, no speech); nothing_to_ask: it was read but gave no study item;
 * transcription_timeout: Amazon Transcribe took too long; retries_exhausted: an unexpected error
 * on the last attempt before the DLQ.
 */
export const generationFailureReasons = [
  'unusable_file',
  'nothing_to_ask',
  'transcription_timeout',
  'retries_exhausted',
] as const;
export type GenerationFailureReason = (typeof generationFailureReasons)[number];
