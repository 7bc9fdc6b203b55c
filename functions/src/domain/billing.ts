import { plans, type PlanType } from '@shared/plans';

/**
 * Billing state per user (the SUBSCRIPTION item) and how Stripe's events move it. Pure: the
 * webhook handler reads the record, calls `applySubscriptionUpdate`, and writes the result back
 * only if nobody else wrote in between.
 */
export interface BillingRecord {
  planType: PlanType;
  customerId: string | null;
  subscriptionId: string | null;
  /** Stripe's subscription status, as last seen. */
  status: string | null;
  /** Ordering key of the event that last changed this record (see `eventOrder`). */
  eventOrder: number;
  paymentFailed: boolean;
  /** Bumped on every write, for the optimistic-concurrency check. */
  revision: number;
}

export const emptyBilling: BillingRecord = {
  planType: 'free',
  customerId: null,
  subscriptionId: null,
  status: null,
  eventOrder: 0,
  paymentFailed: false,
  revision: 0,
};

/** One change to a subscription, whichever Stripe event told us of it. */
export interface SubscriptionUpdate {
  subscriptionId: string;
  customerId: string | null;
  /** The plan its price stands for; null when the price is not one of ours. */
  planType: PlanType | null;
  status: string;
  order: number;
}

/** Statuses that keep the plan: paid up, on trial, or being retried by Stripe after a failure. */
const entitled = new Set(['active', 'trialing', 'past_due']);
/** Statuses a subscription never leaves. */
const ended = new Set(['canceled', 'incomplete_expired']);

/**
 * Stripe does not promise to deliver events in order, and its `created` is in whole seconds.
 * Events about one subscription are ordered by time, then by what they can follow: a checkout's
 * completion, then created, then updated, then deleted.
 */
const rank: Record<string, number> = {
  'checkout.session.completed': 0,
  'customer.subscription.created': 1,
  'customer.subscription.updated': 2,
  'invoice.payment_failed': 2,
  'customer.subscription.deleted': 3,
};
export function eventOrder(type: string, createdSeconds: number) {
  return createdSeconds * 10 + (rank[type] ?? 2);
}

/**
 * The record after a subscription update, or null when the update changes nothing: a stale or
 * replayed event, an event about a subscription that has already ended, or the end of a
 * subscription that is no longer the user's current one (the monthly plan replaced by annual).
 */
export function applySubscriptionUpdate(record: BillingRecord, update: SubscriptionUpdate): BillingRecord | null {
  const same = record.subscriptionId === update.subscriptionId;
  if (same) {
    if (record.status && ended.has(record.status)) return null;
    if (update.order < record.eventOrder) return null;
  } else {
    // Another subscription: only a live one, newer than what we know, takes over.
    const currentIsLive = record.status !== null && entitled.has(record.status);
    if (!entitled.has(update.status) || !update.planType) return null;
    if (currentIsLive && update.order < record.eventOrder) return null;
  }
  const keeps = entitled.has(update.status) && update.planType !== null;
  return {
    ...record,
    subscriptionId: update.subscriptionId,
    customerId: update.customerId ?? record.customerId,
    status: update.status,
    planType: keeps ? update.planType! : 'free',
    eventOrder: update.order,
    paymentFailed: update.status === 'active' || update.status === 'trialing' ? false : record.paymentFailed,
  };
}

/** invoice.payment_failed for the current subscription: flag it so settings can say so. */
export function applyPaymentFailed(record: BillingRecord, subscriptionId: string, order: number): BillingRecord | null {
  if (record.subscriptionId !== subscriptionId || record.paymentFailed || order < record.eventOrder) return null;
  return { ...record, paymentFailed: true, eventOrder: order };
}

/**
 * Which plan changes a user may buy. Monthly → annual is an upgrade: a new checkout for the
 * annual plan; when it completes, the monthly subscription is cancelled with a prorated credit.
 * Annual → monthly is a downgrade and refused, as the UI's disabled 'Downgrade' says.
 */
export function checkoutAllowed(current: PlanType, wanted: 'monthly' | 'annual'): 'ok' | 'same' | 'downgrade' {
  if (current === wanted) return 'same';
  if (plans[wanted].generationsPerMonth < plans[current].generationsPerMonth) return 'downgrade';
  return 'ok';
}
