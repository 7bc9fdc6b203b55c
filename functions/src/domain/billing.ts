import { plans, type PlanType } from '@shared/plans';

/**
 * Billing state per user (the SUBSCRIPTION item) and how Stripe's events move it. Pure: the
 * webhook handler reads the record, calls `applySubscriptionUpdate`, and writes the result back
 * only if nobody else wrote in between.
 *
 * The record keeps what it knows of each of the user's subscriptions (`subscriptions`), each
 * ordered by its own events; the plan and the "current" subscription are derived from that list.
 * So an event about one subscription can never undo what another's events said, a deletion that
 * arrives before the creation leaves a tombstone the creation cannot revive, and the result does
 * not depend on the order in which Stripe delivers events.
 */
export interface BillingRecord {
  /** Derived: the plan of the current subscription, or free. */
  planType: PlanType;
  customerId: string | null;
  /** Derived: the subscription that gives the plan (or, on free, the one heard of last). */
  subscriptionId: string | null;
  /** Derived: Stripe's status of `subscriptionId`, as last seen. */
  status: string | null;
  /** The newest event ordering key applied to any subscription (see `eventOrder`). */
  eventOrder: number;
  /** Derived: `subscriptionId`'s last invoice failed and Stripe is retrying. */
  paymentFailed: boolean;
  /** Every subscription heard of (newest kept; see `maxSubscriptions`). */
  subscriptions: SubscriptionState[];
  /** The checkout the user opened and has not completed yet; one at a time. */
  openCheckout: OpenCheckout | null;
  /** Bumped on every write, for the optimistic-concurrency check. */
  revision: number;
}

export type PaidPlan = Exclude<PlanType, 'free'>;

/** One subscription as its newest event described it. */
export interface SubscriptionState {
  id: string;
  /** The plan its price stands for; null when the price is not one of ours. */
  planType: PaidPlan | null;
  status: string;
  /** Ordering key of the newest event applied to it. */
  order: number;
  /** Ordering key of the oldest event seen about it: roughly when it began. */
  since: number;
  paymentFailed: boolean;
  /**
   * Cancelled in the portal: it stays paid until `periodEnd`, then Stripe deletes it (Stripe's
   * default, `cancel_at_period_end`). Absent on records written before this was kept.
   */
  cancelAtPeriodEnd?: boolean;
  /** End of the period paid for, epoch seconds (Stripe's `current_period_end`); null if unknown. */
  periodEnd?: number | null;
}

/** A checkout session the user opened; a second one is refused until this one ends. */
export interface OpenCheckout {
  /** Ours, not Stripe's: tells this claim from a later one. */
  id: string;
  planType: PaidPlan;
  /** The session's address once the provider made it; null while it is being made. */
  url: string | null;
  /** Epoch milliseconds after which the session can no longer be paid. */
  expiresAt: number;
}

export const emptyBilling: BillingRecord = {
  planType: 'free',
  customerId: null,
  subscriptionId: null,
  status: null,
  eventOrder: 0,
  paymentFailed: false,
  subscriptions: [],
  openCheckout: null,
  revision: 0,
};

/** One change to a subscription, whichever Stripe event told us of it. */
export interface SubscriptionUpdate {
  subscriptionId: string;
  customerId: string | null;
  /**
   * The plan its price stands for; null when the price is not one of ours; left out when the
   * event does not say (a deletion without items, a checkout without our metadata).
   */
  planType?: PaidPlan | null;
  status: string;
  order: number;
  /** `cancel_at_period_end` as the event says; left out when it does not. */
  cancelAtPeriodEnd?: boolean;
  /** The paid period's end (epoch seconds) as the event says; left out when it does not. */
  periodEnd?: number | null;
}

/**
 * Stripe Checkout sessions live this long (Stripe's minimum is 30 minutes; one spare for the
 * clocks). The record holds the user's open checkout a little longer than Stripe keeps it open,
 * so no second session can be made while the first can still be paid.
 */
export const checkoutSessionMinutes = 31;
export const openCheckoutMs = (checkoutSessionMinutes + 2) * 60_000;

/** How many subscriptions a record remembers; the oldest ended ones are forgotten first. */
export const maxSubscriptions = 20;

/** Statuses that keep the plan: paid up, on trial, or being retried by Stripe after a failure. */
const entitled = new Set(['active', 'trialing', 'past_due']);
/** Statuses a subscription never leaves. */
const ended = new Set(['canceled', 'incomplete_expired']);

/**
 * Where a status lies in a subscription's life: it starts incomplete (first payment pending),
 * lives (active, trialing, past_due, unpaid, paused, in any order) and ends. It never goes back,
 * so a status from an earlier stage is stale whatever its time says.
 */
function stage(status: string) {
  if (ended.has(status)) return 2;
  return status === 'incomplete' ? 0 : 1;
}

export const isEnded = (status: string) => ended.has(status);
const isEntitled = (s: SubscriptionState) => s.planType !== null && entitled.has(s.status);

/** What an event says happened to a subscription. */
export type SubscriptionStep = 'checkout-completed' | 'created' | 'updated' | 'payment-failed' | 'deleted';

/**
 * Stripe does not promise to deliver events in order, and its `created` is in whole seconds.
 * Events about one subscription are ordered by time, then by what they can follow: a checkout's
 * completion, then created, then updated, then deleted.
 */
const rank: Record<SubscriptionStep, number> = {
  'checkout-completed': 0,
  created: 1,
  updated: 2,
  'payment-failed': 2,
  deleted: 3,
};
export function eventOrder(step: SubscriptionStep, createdSeconds: number) {
  return createdSeconds * 10 + rank[step];
}

/**
 * The record after a subscription update, or null when the update changes nothing: a stale or
 * replayed event, or an event about a subscription that has already ended (also one whose
 * deletion arrived before its creation). An update only ever changes its own subscription; the
 * plan follows from all of them (`derive`), so news about a replaced subscription cannot take
 * the plan back.
 */
export function applySubscriptionUpdate(record: BillingRecord, update: SubscriptionUpdate): BillingRecord | null {
  const known = record.subscriptions.find((s) => s.id === update.subscriptionId);
  const planType = update.planType === undefined ? (known?.planType ?? null) : update.planType;
  let next: SubscriptionState;
  if (!known) {
    next = {
      id: update.subscriptionId,
      planType,
      status: update.status,
      order: update.order,
      since: update.order,
      paymentFailed: false,
      ...cancellationOf(update),
    };
  } else {
    const from = stage(known.status);
    const to = stage(update.status);
    if (from === 2) return null;
    if (to < from || (to === from && update.order < known.order)) return null;
    next = {
      ...known,
      // A deletion's price says nothing new; keep what the subscription was.
      planType: to === 2 ? (known.planType ?? planType) : planType,
      status: update.status,
      order: Math.max(known.order, update.order),
      since: Math.min(known.since, update.order),
      paymentFailed: update.status === 'active' || update.status === 'trialing' ? false : known.paymentFailed,
      ...cancellationOf(update),
    };
  }
  const customerId = update.customerId ?? record.customerId;
  if (known && sameSubscription(known, next) && customerId === record.customerId) return null;
  return withSubscription({ ...record, customerId }, next);
}

/** invoice.payment_failed for a live subscription: flag it so settings can say so. */
export function applyPaymentFailed(record: BillingRecord, subscriptionId: string, order: number): BillingRecord | null {
  const known = record.subscriptions.find((s) => s.id === subscriptionId);
  if (!known || known.paymentFailed || stage(known.status) === 2 || order < known.order) return null;
  return withSubscription(record, { ...known, paymentFailed: true, order });
}

/**
 * checkout.session.completed: the subscription it started, and the user's open checkout for that
 * plan is over (paid or not, a completed session cannot be paid again).
 */
export function applyCheckoutCompleted(record: BillingRecord, update: SubscriptionUpdate): BillingRecord | null {
  const applied = applySubscriptionUpdate(record, update) ?? record;
  const closes = record.openCheckout !== null && record.openCheckout.planType === update.planType;
  const next = closes ? { ...applied, openCheckout: null } : applied;
  return next === record ? null : next;
}

/**
 * Subscriptions of ours the user pays for besides the current one: two checkouts paid, or the
 * monthly plan an annual one replaced. Each is cancelled (with a prorated credit) and marked
 * ended. A subscription whose first payment is still pending is left alone: it may be the
 * upgrade; so is one whose price is not ours.
 */
export function extraSubscriptions(record: BillingRecord): string[] {
  if (!record.subscriptionId || record.planType === 'free') return [];
  return (
    record.subscriptions
      // A plan recorded by hand has no subscription at the provider to cancel.
      .filter(
        (s) =>
          s.id !== record.subscriptionId && s.id !== recordedPlanId && s.planType !== null && stage(s.status) === 1,
      )
      .map((s) => s.id)
  );
}

/** What a checkout request gets, given the record. */
export type CheckoutClaim =
  { kind: 'same' | 'downgrade' | 'open' } | { kind: 'reuse'; url: string } | { kind: 'claimed'; record: BillingRecord };

/**
 * A checkout for `planType`, if the user may open one now. Refused: the plan they have or a
 * lower one, and a second checkout while one is open (two paid checkouts would be two
 * subscriptions). Asking again for the plan of the open checkout gets that checkout back (the
 * tab was closed), not a new one. Otherwise the open checkout is claimed in the record before
 * the session is made, so two requests at once cannot both make one.
 */
export function claimCheckout(record: BillingRecord, planType: PaidPlan, claimId: string, now: number): CheckoutClaim {
  const allowed = checkoutAllowed(record.planType, planType);
  if (allowed !== 'ok') return { kind: allowed };
  const open = record.openCheckout;
  if (open && open.expiresAt > now) {
    return open.planType === planType && open.url ? { kind: 'reuse', url: open.url } : { kind: 'open' };
  }
  return {
    kind: 'claimed',
    record: { ...record, openCheckout: { id: claimId, planType, url: null, expiresAt: now + openCheckoutMs } },
  };
}

/** The session was made: remember its address (to hand back) and the customer. */
export function checkoutMade(record: BillingRecord, claimId: string, url: string, customerId: string) {
  const open = record.openCheckout?.id === claimId ? { ...record.openCheckout, url } : record.openCheckout;
  if (open === record.openCheckout && customerId === record.customerId) return null;
  return { ...record, customerId, openCheckout: open };
}

/** Making the session failed: the claim goes, so the user can try again. */
export function checkoutFailed(record: BillingRecord, claimId: string) {
  return record.openCheckout?.id === claimId ? { ...record, openCheckout: null } : null;
}

/**
 * Which plan changes a user may buy. Monthly → annual is an upgrade: a new checkout for the
 * annual plan; when it completes, the monthly subscription is cancelled with a prorated credit.
 * Annual → monthly is a downgrade and refused, as the UI's disabled 'Downgrade' says.
 */
export function checkoutAllowed(current: PlanType, wanted: PaidPlan): 'ok' | 'same' | 'downgrade' {
  if (current === wanted) return 'same';
  if (plans[wanted].generationsPerMonth < plans[current].generationsPerMonth) return 'downgrade';
  return 'ok';
}

/**
 * A record as stored, made whole: fields added since it was written get their defaults, and a
 * record from before `subscriptions` existed becomes one with its single subscription.
 */
/** The stand-in subscription of a plan stored without one (see normalizeBilling). */
const recordedPlanId = 'recorded-plan';

export function normalizeBilling(stored: Partial<BillingRecord>): BillingRecord {
  const record: BillingRecord = { ...emptyBilling, ...stored };
  if (!Array.isArray(stored.subscriptions)) {
    const plan = record.planType;
    record.subscriptions =
      record.subscriptionId && record.status
        ? [
            {
              id: record.subscriptionId,
              planType: plan === 'monthly' || plan === 'annual' ? plan : null,
              status: record.status,
              order: record.eventOrder,
              since: record.eventOrder,
              paymentFailed: record.paymentFailed,
            },
          ]
        : plan === 'monthly' || plan === 'annual'
          ? // A plan recorded without a subscription (written by hand or before subscriptions were
            // tracked) stays the plan until a subscription event says otherwise.
            [{ id: recordedPlanId, planType: plan, status: 'active', order: 0, since: 0, paymentFailed: false }]
          : [];
  }
  return derive(record);
}

/** The cancellation fields an update carries (only those it says). */
function cancellationOf(update: SubscriptionUpdate): Pick<SubscriptionState, 'cancelAtPeriodEnd' | 'periodEnd'> {
  return {
    ...(update.cancelAtPeriodEnd !== undefined && { cancelAtPeriodEnd: update.cancelAtPeriodEnd }),
    ...(update.periodEnd !== undefined && { periodEnd: update.periodEnd }),
  };
}

/**
 * The record as of `nowMs`: a subscription cancelled at period end whose period is over has
 * ended, even before Stripe's deletion event arrives (or, locally, with none sent). Read paths
 * (the plan, usage, settings) go through this, so the plan ends when the paid period does.
 */
export function billingAt(record: BillingRecord, nowMs: number): BillingRecord {
  const lapsed = (s: SubscriptionState) =>
    s.cancelAtPeriodEnd === true &&
    typeof s.periodEnd === 'number' &&
    s.periodEnd * 1000 <= nowMs &&
    !isEnded(s.status);
  if (!record.subscriptions.some(lapsed)) return record;
  return derive({
    ...record,
    subscriptions: record.subscriptions.map((s) => (lapsed(s) ? { ...s, status: 'canceled' } : s)),
  });
}

/** When the current paid plan ends because it was cancelled (epoch seconds), or null. */
export function cancelsAt(record: BillingRecord): number | null {
  if (record.planType === 'free') return null;
  const current = record.subscriptions.find((s) => s.id === record.subscriptionId);
  return current?.cancelAtPeriodEnd && typeof current.periodEnd === 'number' ? current.periodEnd : null;
}

function sameSubscription(a: SubscriptionState, b: SubscriptionState) {
  return (
    a.planType === b.planType &&
    a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
    a.periodEnd === b.periodEnd &&
    a.status === b.status &&
    a.order === b.order &&
    a.since === b.since &&
    a.paymentFailed === b.paymentFailed
  );
}

function withSubscription(record: BillingRecord, subscription: SubscriptionState): BillingRecord {
  let subscriptions = [...record.subscriptions.filter((s) => s.id !== subscription.id), subscription];
  if (subscriptions.length > maxSubscriptions) {
    // Forget the oldest ended subscriptions first; live ones only if there are that many.
    const forget = [...subscriptions]
      .sort((a, b) => Number(isEnded(b.status)) - Number(isEnded(a.status)) || a.order - b.order)
      .slice(0, subscriptions.length - maxSubscriptions)
      .filter((s) => s.id !== subscription.id);
    subscriptions = subscriptions.filter((s) => !forget.includes(s));
  }
  return derive({ ...record, subscriptions });
}

const planRank = (s: SubscriptionState) => (s.planType ? plans[s.planType].generationsPerMonth : 0);

/**
 * The plan follows from the subscriptions: the best one that is entitled (annual over monthly;
 * of two of one plan, the older), else free. `subscriptionId` names it, or on free the
 * subscription heard of last, so settings can show its status.
 */
function derive(record: BillingRecord): BillingRecord {
  const current = record.subscriptions
    .filter(isEntitled)
    .sort((a, b) => planRank(b) - planRank(a) || a.since - b.since || a.id.localeCompare(b.id))[0];
  const shown = current ?? [...record.subscriptions].sort((a, b) => b.order - a.order)[0];
  return {
    ...record,
    planType: current?.planType ?? 'free',
    subscriptionId: shown?.id ?? null,
    status: shown?.status ?? null,
    paymentFailed: shown?.paymentFailed ?? false,
    eventOrder: Math.max(record.eventOrder, ...record.subscriptions.map((s) => s.order)),
  };
}
