import Stripe from 'stripe';
import type { PlanType } from '@shared/plans';
import type { StripeEvent } from '../../domain/ports';

export type PriceIds = Record<'monthly' | 'annual', string>;

/** Stripe's own signature check of a webhook body; throws when it does not match the secret. */
export function verifyStripeWebhook(rawBody: string, signature: string, webhookSecret: string): StripeEvent {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret) as unknown as StripeEvent;
}

/** The plan a Stripe price id stands for, or null for a price that is not ours. */
export function planForPrice(prices: PriceIds, priceId: string): PlanType | null {
  if (priceId === prices.monthly) return 'monthly';
  if (priceId === prices.annual) return 'annual';
  return null;
}
