import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { billingErrors } from '@shared/api/billing';
import { ConflictError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import {
  applyCheckoutCompleted,
  applyPaymentFailed,
  applySubscriptionUpdate,
  checkoutFailed,
  checkoutMade,
  claimCheckout,
  eventOrder,
  extraSubscriptions,
  type BillingRecord,
  type CheckoutClaim,
  type PaidPlan,
} from './billing';
import type { BillingStore, Payments, StripeEvent } from './ports';

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
  const billing = await store.getBilling(userId);
  if (billing.planType === 'free' || !billing.customerId) throw new ConflictError(billingErrors.freePortal);
  const url = await payments.createPortal({
    userId,
    customerId: billing.customerId,
    subscriptionId: billing.subscriptionId,
    planType: billing.planType,
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

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const idOf = (value: unknown) => str(value) ?? str((value as { id?: unknown } | null)?.id);
const metadataOf = (object: Record<string, unknown>) => (object.metadata ?? {}) as Record<string, string>;

/**
 * POST /api/stripe/webhook, after the signature check: each event once (by id), and each change
 * applied only if it is newer than what the record has seen, so replays and out-of-order
 * deliveries end in the right state.
 */
export async function handleStripeEvent(store: BillingStore, payments: Payments, event: StripeEvent) {
  if (!(await store.claimEvent(event.id))) {
    logger.info('Stripe event already handled', { eventId: event.id, type: event.type });
    return 'replayed' as const;
  }
  try {
    await applyEvent(store, payments, event);
    return 'handled' as const;
  } catch (error) {
    await store.releaseEvent(event.id);
    throw error;
  }
}

async function applyEvent(store: BillingStore, payments: Payments, event: StripeEvent) {
  const object = event.data.object;
  const order = eventOrder(event.type, event.created);
  switch (event.type) {
    case 'checkout.session.completed': {
      const metadata = metadataOf(object);
      const userId = str(object.client_reference_id) ?? metadata.userId;
      const subscriptionId = idOf(object.subscription);
      const planType = metadata.planType === 'monthly' || metadata.planType === 'annual' ? metadata.planType : null;
      if (!userId || !subscriptionId || object.mode !== 'subscription') return;
      const changed = await update(store, userId, (record) =>
        applySubscriptionUpdate(record, {
          subscriptionId,
          customerId: idOf(object.customer),
          planType,
          status: object.payment_status === 'unpaid' ? 'incomplete' : 'active',
          order,
        }),
      );
      // Monthly → annual: the monthly subscription ends now, its unused time credited.
      if (changed && metadata.replacesSubscriptionId)
        await payments.cancelSubscription(metadata.replacesSubscriptionId);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const userId = metadataOf(object).userId;
      const subscriptionId = idOf(object);
      if (!userId || !subscriptionId) return;
      const items = (object.items as { data?: { price?: { id?: string } }[] } | undefined)?.data ?? [];
      const priceId = items[0]?.price?.id;
      await update(store, userId, (record) =>
        applySubscriptionUpdate(record, {
          subscriptionId,
          customerId: idOf(object.customer),
          planType: priceId ? payments.planForPrice(priceId) : null,
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : (str(object.status) ?? 'incomplete'),
          order,
        }),
      );
      return;
    }
    case 'invoice.payment_failed': {
      // The subscription's id moved under `parent` in newer API versions.
      const parent = object.parent as
        { subscription_details?: { subscription?: unknown; metadata?: Record<string, string> } } | undefined;
      const subscriptionId = idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
      const userId =
        parent?.subscription_details?.metadata?.userId ??
        (object.subscription_details as { metadata?: Record<string, string> } | undefined)?.metadata?.userId;
      if (!userId || !subscriptionId) return;
      await update(store, userId, (record) => applyPaymentFailed(record, subscriptionId, order));
      return;
    }
    default:
      logger.debug('Stripe event ignored', { type: event.type });
  }
}
