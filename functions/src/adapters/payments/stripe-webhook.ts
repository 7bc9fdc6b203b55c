import Stripe from 'stripe';
import * as z from 'zod';
import { ValidationError } from '../../domain/errors';
import type { PaymentEvent } from '../../domain/ports';

export type PriceIds = Record<'monthly' | 'annual', string>;

/**
 * Stripe's own signature check of a webhook body, then the event read into what billing uses
 * (see `parseStripeEvent`). Throws when the body does not match the secret.
 */
export function verifyStripeWebhook(
  rawBody: string,
  signature: string,
  webhookSecret: string,
  prices: PriceIds,
): PaymentEvent {
  const event: unknown = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  return parseStripeEvent(event, prices);
}

/** The plan a Stripe price id stands for, or null for a price that is not ours. */
export function planForPrice(prices: PriceIds, priceId: string): 'monthly' | 'annual' | null {
  if (priceId === prices.monthly) return 'monthly';
  if (priceId === prices.annual) return 'annual';
  return null;
}

const id = z.string().min(1);
/** An expandable field: the id, or the object that has it. */
const expandable = z.union([id, z.object({ id }).transform((object) => object.id)]);
/** Stripe's metadata is strings only; null on some objects. */
const metadata = z.record(z.string(), z.string()).nullish();
const seconds = z.number().int().nonnegative();

/**
 * What every event has. A signed event without it (no data, a null object, a `created` that is
 * not a whole number of seconds) is refused with a 400, not a 500: retrying it cannot help.
 */
const envelope = z.object({
  id,
  type: z.string().min(1),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const eventWith = <T extends z.ZodType>(object: T) => envelope.extend({ data: z.object({ object }) });

/**
 * The fields billing reads, by event type. Only those: a field of the wrong kind is refused, and
 * one Stripe may leave out or null is optional.
 */
const checkoutCompleted = eventWith(
  z.object({
    mode: z.string(),
    payment_status: z.string(),
    client_reference_id: z.string().nullish(),
    customer: expandable.nullish(),
    subscription: expandable.nullish(),
    metadata,
  }),
);
const subscriptionChanged = eventWith(
  z.object({
    id,
    status: z.string().min(1),
    customer: expandable.nullish(),
    metadata,
    cancel_at_period_end: z.boolean().nullish(),
    cancel_at: seconds.nullish(),
    current_period_end: seconds.nullish(),
    items: z
      .object({ data: z.array(z.object({ price: expandable.nullish(), current_period_end: seconds.nullish() })) })
      .nullish(),
  }),
);
const paymentFailed = eventWith(
  z.object({
    // The subscription moved under `parent` in newer API versions.
    parent: z
      .object({ subscription_details: z.object({ subscription: expandable.nullish(), metadata }).nullish() })
      .nullish(),
    subscription: expandable.nullish(),
    subscription_details: z.object({ metadata }).nullish(),
  }),
);

const subscriptionChanges = {
  'customer.subscription.created': 'created',
  'customer.subscription.updated': 'updated',
  'customer.subscription.deleted': 'deleted',
} as const;

/**
 * A Stripe event (or the local provider's Stripe-shaped one) as billing reads it. An event of a
 * type billing handles whose body is not as Stripe sends it is a `ValidationError` naming the
 * fields; one about no user or subscription of ours is ignored, with the reason.
 */
export function parseStripeEvent(received: unknown, prices: PriceIds): PaymentEvent {
  const head = parse(envelope, received, received);
  const base = { id: head.id, created: head.created };
  const ignored = (reason?: string): PaymentEvent => ({
    ...base,
    kind: 'ignored',
    type: head.type,
    ...(reason && { reason }),
  });
  const notOurs = 'no user or subscription';
  switch (head.type) {
    case 'checkout.session.completed': {
      const session = parse(checkoutCompleted, received, head).data.object;
      const userId = session.client_reference_id || session.metadata?.userId;
      if (!userId || !session.subscription || session.mode !== 'subscription') return ignored(notOurs);
      const planType = session.metadata?.planType;
      return {
        ...base,
        kind: 'checkout-completed',
        userId,
        subscriptionId: session.subscription,
        customerId: session.customer ?? null,
        planType: planType === 'monthly' || planType === 'annual' ? planType : undefined,
        paid: session.payment_status !== 'unpaid',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = parse(subscriptionChanged, received, head).data.object;
      const userId = subscription.metadata?.userId;
      if (!userId) return ignored(notOurs);
      const item = subscription.items?.data[0];
      return {
        ...base,
        kind: 'subscription-changed',
        change: subscriptionChanges[head.type],
        userId,
        subscriptionId: subscription.id,
        customerId: subscription.customer ?? null,
        planType: item?.price ? planForPrice(prices, item.price) : undefined,
        status: subscription.status,
        ...cancellation(subscription, item?.current_period_end),
      };
    }
    case 'invoice.payment_failed': {
      const invoice = parse(paymentFailed, received, head).data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = details?.subscription ?? invoice.subscription;
      const userId = details?.metadata?.userId || invoice.subscription_details?.metadata?.userId;
      if (!userId || !subscriptionId) return ignored(notOurs);
      return { ...base, kind: 'payment-failed', userId, subscriptionId };
    }
    default:
      return ignored();
  }
}

/**
 * A subscription's cancellation as Stripe describes it: `cancel_at_period_end` (the portal's
 * default) or a `cancel_at` time, and the end of the period paid for (`current_period_end`, on
 * the subscription in older API versions and on its items in newer ones).
 */
function cancellation(
  subscription: {
    cancel_at_period_end?: boolean | null;
    cancel_at?: number | null;
    current_period_end?: number | null;
  },
  itemPeriodEnd: number | null | undefined,
) {
  const cancelAt = subscription.cancel_at ?? null;
  const periodEnd = cancelAt ?? subscription.current_period_end ?? itemPeriodEnd ?? null;
  const says = typeof subscription.cancel_at_period_end === 'boolean' || subscription.cancel_at !== undefined;
  return {
    ...(says && { cancelAtPeriodEnd: subscription.cancel_at_period_end === true || cancelAt !== null }),
    ...(periodEnd !== null && { periodEnd }),
  };
}

/** `value` as `schema` reads it, or a `ValidationError` naming the event and what is wrong. */
function parse<T extends z.ZodType>(schema: T, value: unknown, head: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const known = head !== null && typeof head === 'object' ? (head as Record<string, unknown>) : {};
  const named = [known.id, known.type].filter((part) => typeof part === 'string').join(' ');
  throw new ValidationError(
    `The Stripe event${named ? ` (${named})` : ''} is malformed.`,
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || '(event)', message: issue.message })),
  );
}
