import { randomUUID } from 'node:crypto';
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
import type { BillingStore, Log, Payments, PaymentEvent } from './ports';

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

/**
 * POST /api/stripe/webhook, after the signature check and the adapter's reading of the event:
 * each event once (by id), and each change applied only if it is newer than what the record has
 * seen, so replays and out-of-order deliveries end in the right state.
 */
export async function handlePaymentEvent(store: BillingStore, payments: Payments, event: PaymentEvent, log: Log) {
  if (!(await store.claimEvent(event.id))) {
    log('info', 'Stripe event already handled', { eventId: event.id, kind: event.kind });
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

async function applyEvent(store: BillingStore, payments: Payments, event: PaymentEvent, log: Log) {
  switch (event.kind) {
    case 'checkout-completed': {
      const order = eventOrder('checkout-completed', event.created);
      const record = await update(store, event.userId, (current) =>
        applyCheckoutCompleted(current, {
          subscriptionId: event.subscriptionId,
          customerId: event.customerId,
          planType: event.planType,
          status: event.paid ? 'active' : 'incomplete',
          order,
        }),
      );
      // Monthly → annual, or a second checkout paid: only one subscription keeps billing.
      await cancelExtras(store, payments, log, event.userId, record, order);
      return;
    }
    case 'subscription-changed': {
      const order = eventOrder(event.change, event.created);
      const record = await update(store, event.userId, (current) =>
        applySubscriptionUpdate(current, {
          subscriptionId: event.subscriptionId,
          customerId: event.customerId,
          planType: event.planType,
          status: event.change === 'deleted' ? 'canceled' : event.status,
          order,
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          periodEnd: event.periodEnd,
        }),
      );
      await cancelExtras(store, payments, log, event.userId, record, order);
      return;
    }
    case 'payment-failed': {
      const order = eventOrder('payment-failed', event.created);
      await update(store, event.userId, (record) => applyPaymentFailed(record, event.subscriptionId, order));
      return;
    }
    case 'ignored':
      log(event.reason ? 'warn' : 'debug', 'Stripe event ignored', {
        eventId: event.id,
        type: event.type,
        reason: event.reason,
      });
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
