import { failAndRefund, type FailAndRefundDeps } from './allowance';
import type { JobQueue, JobRecord, JobStore, Storage, StudySetStore } from './ports';

/**
 * Jobs that would otherwise never finish. A job is charged when it is queued; if its message is
 * lost (the local queue lives in memory) or its worker dies without its last-attempt clean-up
 * (killed for memory or time, Ctrl-C), nothing moves it on. These decisions and the sweep that
 * acts on them end every such job: run it again, or fail it and refund its generation.
 */

export type SweepAction = 'requeue' | 'fail' | 'leave';

export interface SweepPolicy {
  /**
   * 'restart': the local stack just started, so no worker runs and every message was lost with
   * the in-memory queue: a queued job, or a processing one younger than the deadline, is queued
   * again; an older processing one (interrupted by a crash or Ctrl-C) is failed.
   * 'deadline': AWS, every few minutes: a queued or processing job not touched for longer than
   * its deadline is failed (the worker touches a job on every attempt and transcript check).
   */
  mode: 'restart' | 'deadline';
  /** How long a job may go without a change before it counts as stale. */
  staleAfterSeconds: number;
}

export const sweepMessages = {
  /** Also the worker's own message when its last attempt fails (generateMessages.failedForGood). */
  failedForGood: 'Something went wrong while making your study set. Your generation was not used; please try again.',
  interrupted:
    'Making your study set was interrupted before it finished. Your generation was not used; please try again.',
} as const;

/** What to do with one job: pure, from its status and when it last changed. */
export function sweepAction(job: Pick<JobRecord, 'status' | 'updatedAt'>, now: Date, policy: SweepPolicy): SweepAction {
  if (job.status !== 'queued' && job.status !== 'processing') return 'leave';
  const changed = Date.parse(job.updatedAt);
  const stale = !Number.isFinite(changed) || now.getTime() - changed > policy.staleAfterSeconds * 1000;
  if (policy.mode === 'restart') return job.status === 'processing' && stale ? 'fail' : 'requeue';
  return stale ? 'fail' : 'leave';
}

export interface SweepDeps {
  jobs: Pick<JobStore, 'listUnfinishedJobs' | 'failJob' | 'releaseCharge'>;
  usage: FailAndRefundDeps['usage'];
  sets: Pick<StudySetStore, 'deleteStudySet'>;
  /** Needed in 'restart' mode, to queue jobs again. */
  queue?: Pick<JobQueue, 'sendGenerate'>;
  storage?: Pick<Storage, 'remove'>;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export interface SweepResult {
  requeued: string[];
  failed: string[];
}

/**
 * Ends a job for good: fails it (a conditional write, so a job that finished meanwhile is left
 * alone) and refunds its generation once, however often this runs; a partly written set goes.
 * True when this call failed it.
 */
export async function failUnfinishedJob(
  deps: FailAndRefundDeps & Pick<SweepDeps, 'sets' | 'storage'>,
  job: Pick<JobRecord, 'userId' | 'jobId'>,
  message: string = sweepMessages.interrupted,
): Promise<boolean> {
  const failed = await failAndRefund(deps, job.userId, job.jobId, message);
  if (!failed) return false;
  await deps.sets.deleteStudySet(job.userId, job.jobId);
  await deps.storage?.remove(failed.s3Key).catch(() => undefined);
  return true;
}

/** Applies `sweepAction` to every unfinished job. Idempotent: running it twice changes nothing more. */
export async function sweepUnfinishedJobs(deps: SweepDeps, policy: SweepPolicy): Promise<SweepResult> {
  const now = deps.now?.() ?? new Date();
  const result: SweepResult = { requeued: [], failed: [] };
  for (const job of await deps.jobs.listUnfinishedJobs()) {
    const action = sweepAction(job, now, policy);
    if (action === 'fail') {
      if (await failUnfinishedJob(deps, job)) result.failed.push(job.jobId);
    } else if (action === 'requeue') {
      if (!deps.queue) throw new Error('Queueing jobs again needs a queue');
      // The worker takes a queued or processing job and runs it idempotently.
      await deps.queue.sendGenerate(job.userId, job.jobId);
      result.requeued.push(job.jobId);
    }
  }
  if (result.failed.length || result.requeued.length) deps.log?.('Swept unfinished jobs', { ...result });
  return result;
}
