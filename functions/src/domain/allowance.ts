import type { Usage } from '@shared/api/usage';
import { generationLimit, type PlanType } from '@shared/plans';
import { billingAt } from './billing';
import type { BillingStore, JobRecord, JobStore, UsageStore } from './ports';

/**
 * The generation allowance, in one place: which period a date counts in, the plan's limit, what
 * is left, reserving one generation for a job and giving it back when the job fails. The stores
 * only count; the rules are here.
 */

/** Allowances count per calendar month in UTC. */
export function billingPeriod(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The plan now: one cancelled at period end lapses once that period is over (see billingAt). */
export async function currentPlan(billing: Pick<BillingStore, 'getBilling'>, userId: string): Promise<PlanType> {
  return billingAt(await billing.getBilling(userId), Date.now()).planType;
}

export function usageView(plan: PlanType, used: number): Usage {
  const limit = generationLimit(plan);
  return { generationsUsed: used, generationsLimit: limit, planType: plan, canGenerate: used < limit };
}

export interface AllowanceDeps {
  billing: Pick<BillingStore, 'getBilling'>;
  usage: Pick<UsageStore, 'getUsage'>;
}

/** The caller's plan and generations used in the period of `now`. */
export async function usageAt(deps: AllowanceDeps, userId: string, now: Date): Promise<Usage> {
  const [plan, used] = await Promise.all([
    currentPlan(deps.billing, userId),
    deps.usage.getUsage(userId, billingPeriod(now)),
  ]);
  return usageView(plan, used);
}

/**
 * Takes one generation of the period of `now`, atomically against the plan's limit: the period
 * it counts against (kept on the job, to refund it there), or null when none is left.
 */
export async function reserveGeneration(
  deps: { billing: Pick<BillingStore, 'getBilling'>; usage: Pick<UsageStore, 'reserveGeneration'> },
  userId: string,
  now: Date,
  /** The caller's plan when already read (a start reads it beside the job); read here otherwise. */
  plan?: PlanType,
): Promise<string | null> {
  const period = billingPeriod(now);
  const limit = generationLimit(plan ?? (await currentPlan(deps.billing, userId)));
  return (await deps.usage.reserveGeneration(userId, period, limit)) ? period : null;
}

export interface FailAndRefundDeps {
  jobs: Pick<JobStore, 'failJob' | 'releaseCharge'>;
  usage: Pick<UsageStore, 'refundGeneration'>;
}

/**
 * Fails a job that has not finished and gives back the generation it held. The generation is
 * given back first, so whoever sees the job failed (the student's dialog, then the count of
 * generations left) already sees it refunded; `charged` is cleared by a conditional write before
 * the refund, so however many callers race, one refunds. The failed job, or null if it had finished.
 */
export async function failAndRefund(
  deps: FailAndRefundDeps,
  userId: string,
  jobId: string,
  error: string,
): Promise<JobRecord | null> {
  const held = await deps.jobs.releaseCharge(userId, jobId);
  if (held?.period) await deps.usage.refundGeneration(userId, held.period);
  const before = await deps.jobs.failJob(userId, jobId, error);
  if (!before) return null;
  return { ...before, status: 'failed', error, charged: false, step: null };
}
