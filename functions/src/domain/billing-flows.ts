import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { billingErrors } from '@shared/api/billing';
import { ConflictError, ValidationError } from './errors';
import {
  applyCheckoutCompleted,
  applyPaymentFailed,
  applySubscriptionUpdate,
  billingAt,
  cancelsAt,
  checkoutFailed,
  checkoutMade,
  claimCheckout,
  eventOrder,
  extraSubscriptions,
  type BillingRecord,
  type CheckoutClaim,
  type PaidPlan,
} from './billing';
import type { BillingStore, Log, Payments, StripeEvent } from './ports';

interface Caller {
  sub: string;
  email: string;
}

/**
 * POST /api/billing/checkout: a Checkout Session for the plan, the customer reused. One checkout
 * at a time: the open one is claimed in the record before the session is made (see
 * `claimCheckout`), and asking again for the same plan hands back the open session.
 */
export async function startCheckout(
  store: BillingStore,
  payments: Payments,
  siteUrl: string,
  caller: Caller,
  planType: PaidPlan,
  now = Date.now(),
) {
  if (!caller.email) throw new ValidationError(billingErrors.noEmail);
  const claimId = randomUUID();
  let claim: CheckoutClaim = { kind: 'open' };
  const billing = await update(store, caller.sub, (record) => {
    claim = claimCheckout(record, planType, claimId, now);
    return claim.kind === 'claimed' ? claim.record : null;
  });
  // TypeScript cannot see the assignment in the callback.
  const outcome = claim as CheckoutClaim;
  if (outcome.kind === 'same') throw new ConflictError(billingErrors.samePlan);
  if (outcome.kind === 'downgrade') throw new ConflictError(billingErrors.downgrade);
  if (outcome.kind === 'open') throw new ConflictError(billingErrors.checkoutOpen);
  if (outcome.kind === 'reuse') return { success: true, checkoutUrl: outcome.url };

  let made: { url: string; customerId: string };
  try {
    made = await payments.createCheckout({
      userId: caller.sub,
      email: caller.email,
      customerId: billing.customerId,
      planType,
      replacesSubscriptionId: billing.planType !== 'free' ? billing.subscriptionId : null,
      successUrl: `${siteUrl}/dashboard?checkout=success`,
      cancelUrl: `${siteUrl}/dashboard?checkout=cancelled`,
    });
  } catch (error) {
    await update(store, caller.sub, (record) => checkoutFailed(record, claimId));
    throw error;
  }
  await update(store, caller.sub, (record) => checkoutMade(record, claimId, made.url, made.customerId));
  return { success: true, checkoutUrl: made.url };
}

/** POST /api/billing/portal: paid users only. */
export async function openPortal(store: BillingStore, payments: Payments, siteUrl: string, userId: string) {
  const billing = billingAt(await store.getBilling(userId), Date.now());
  if (billing.planType === 'free' || !billing.customerId) throw new ConflictError(billingErrors.freePortal);
  const current = billing.subscriptions.find((s) => s.id === billing.subscriptionId);
  const url = await payments.createPortal({
    userId,
    customerId: billing.customerId,
    subscriptionId: billing.subscriptionId,
    planType: billing.planType,
    periodEnd: current?.periodEnd ?? null,
    cancelsAt: cancelsAt(billing),
    returnUrl: `${siteUrl}/settings`,
  });
  return { url };
}

/**
 * Read, change, write if nobody wrote in between; again if they did. Answers the record as it
 * now stands (unchanged when `change` says null).
 */
async function update(
  store: BillingStore,
  userId: string,
  change: (record: BillingRecord) => BillingRecord | null,
): Promise<BillingRecord> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await store.getBilling(userId);
    const next = change(current);
    if (!next) return current;
    if (await store.putBilling(userId, next, current.revision)) return { ...next, revision: current.revision + 1 };
  }
  throw new Error(`Billing record for ${userId} kept changing; giving up so Stripe retries`);
}

/** Reads a field of an event as Stripe shapes it, or null when it is missing or of another kind. */
const objectOf = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
/** An expandable field: the id, or the object that has it. */
const idOf = (value: unknown) => str(value) ?? str(objectOf(value)?.id);
const metadataOf = (value: unknown): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(objectOf(value) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
const paid = (plan: string | null | undefined): PaidPlan | null =>
  plan === 'monthly' || plan === 'annual' ? plan : null;

/**
 * What the webhook needs of every event. A signed event without it (no data, a null object, a
 * `created` that is not a whole number of seconds) is refused with a 400, not a 500: retrying
 * it cannot help.
 */
const stripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * POST /api/stripe/webhook, after the signature check: each event once (by id), and each change
 * applied only if it is newer than what the record has seen, so replays and out-of-order
 * deliveries end in the right state.
 */
export async function handleStripeEvent(store: BillingStore, payments: Payments, received: StripeEvent, log: Log) {
  const parsed = stripeEventSchema.safeParse(received);
  if (!parsed.success) {
    const raw = objectOf(received);
    log('warn', 'Stripe event malformed', {
      eventId: typeof raw?.id === 'string' ? raw.id : null,
      type: typeof raw?.type === 'string' ? raw.type : null,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`),
    });
    throw new ValidationError('The Stripe event is malformed.');
  }
  const event: StripeEvent = parsed.data;
  if (!(await store.claimEvent(event.id))) {
    log('info', 'Stripe event already handled', { eventId: event.id, type: event.type });
    return 'replayed' as const;
  }
  try {
    await applyEvent(store, payments, event, log);
    return 'handled' as const;
  } catch (error) {
    await store.releaseEvent(event.id);
    throw error;
  }
}

async function applyEvent(store: BillingStore, payments: Payments, event: StripeEvent, log: Log) {
  const object = event.data.object;
  const order = eventOrder(event.type, event.created);
  switch (event.type) {
    case 'checkout.session.completed': {
      const metadata = metadataOf(object.metadata);
      const userId = str(object.client_reference_id) ?? str(metadata.userId);
      const subscriptionId = idOf(object.subscription);
      if (!userId || !subscriptionId || object.mode !== 'subscription')
        return ignored(log, event, 'no user or subscription');
      const record = await update(store, userId, (current) =>
        applyCheckoutCompleted(current, {
          subscriptionId,
          customerId: idOf(object.customer),
          planType: paid(metadata.planType) ?? undefined,
          status: object.payment_status === 'unpaid' ? 'incomplete' : 'active',
          order,
        }),
      );
      // Monthly → annual, or a second checkout paid: only one subscription keeps billing.
      await cancelExtras(store, payments, log, userId, record, order);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const userId = str(metadataOf(object.metadata).userId);
      const subscriptionId = idOf(object);
      if (!userId || !subscriptionId) return ignored(log, event, 'no user or subscription');
      const items = objectOf(object.items)?.data;
      const item = objectOf(Array.isArray(items) ? items[0] : null);
      const priceId = idOf(item?.price);
      const record = await update(store, userId, (current) =>
        applySubscriptionUpdate(current, {
          subscriptionId,
          customerId: idOf(object.customer),
          planType: priceId ? paid(payments.planForPrice(priceId)) : undefined,
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : (str(object.status) ?? 'incomplete'),
          order,
          ...cancellationFields(object, item),
        }),
      );
      await cancelExtras(store, payments, log, userId, record, order);
      return;
    }
    case 'invoice.payment_failed': {
      // The subscription's id moved under `parent` in newer API versions.
      const details = objectOf(objectOf(object.parent)?.subscription_details);
      const subscriptionId = idOf(details?.subscription) ?? idOf(object.subscription);
      const userId =
        str(metadataOf(details?.metadata).userId) ??
        str(metadataOf(objectOf(object.subscription_details)?.metadata).userId);
      if (!userId || !subscriptionId) return ignored(log, event, 'no user or subscription');
      await update(store, userId, (record) => applyPaymentFailed(record, subscriptionId, order));
      return;
    }
    default:
      log('debug', 'Stripe event ignored', { type: event.type });
  }
}

/**
 * Cancels every subscription but the current one that still bills (see `extraSubscriptions`),
 * then marks it ended so its late events change nothing (the local provider sends no deletion).
 * A failure leaves the event unclaimed, so Stripe's retry cancels again; cancelling twice is
 * harmless.
 */
async function cancelExtras(
  store: BillingStore,
  payments: Payments,
  log: Log,
  userId: string,
  record: BillingRecord,
  order: number,
) {
  for (const subscriptionId of extraSubscriptions(record)) {
    log('info', 'Cancelling a subscription the user no longer needs', {
      userId,
      subscriptionId,
      keeps: record.subscriptionId,
    });
    await payments.cancelSubscription(subscriptionId);
    await update(store, userId, (current) =>
      applySubscriptionUpdate(current, { subscriptionId, customerId: null, status: 'canceled', order }),
    );
  }
}

const seconds = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * A subscription's cancellation as Stripe describes it: `cancel_at_period_end` (the portal's
 * default) or a `cancel_at` time, and the end of the period paid for (`current_period_end`, on
 * the subscription in older API versions and on its items in newer ones).
 */
function cancellationFields(object: Record<string, unknown>, item: Record<string, unknown> | null) {
  const cancelAt = seconds(object.cancel_at);
  const periodEnd = cancelAt ?? seconds(object.current_period_end) ?? seconds(item?.current_period_end);
  const says = typeof object.cancel_at_period_end === 'boolean' || 'cancel_at' in object;
  return {
    ...(says && { cancelAtPeriodEnd: object.cancel_at_period_end === true || cancelAt !== null }),
    ...(periodEnd !== null && { periodEnd }),
  };
}

function ignored(log: Log, event: StripeEvent, reason: string) {
  log('warn', 'Stripe event ignored', { eventId: event.id, type: event.type, reason });
}
