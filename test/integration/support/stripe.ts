import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import type { StackInfo } from './local-stack-process';
import type { TestUser } from './users';

/** The local stack's webhook secret (made once per data folder), to sign events as Stripe does. */
export const webhookSecret = (stack: StackInfo) =>
  readFileSync(path.join(stack.dataDir, 'payments-secret.txt'), 'utf8').trim();

export const prices = { monthly: 'price_local_monthly', annual: 'price_local_annual' } as const;

export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return { id: `evt_test_${randomUUID().replaceAll('-', '')}`, object: 'event', type, created, data: { object } };
}

export function subscription(user: TestUser, id: string, status: string, plan: 'monthly' | 'annual') {
  return {
    id,
    object: 'subscription',
    status,
    customer: `cus_${user.sub.slice(0, 8)}`,
    metadata: { userId: user.sub, planType: plan },
    items: { object: 'list', data: [{ id: `si_${id}`, price: { id: prices[plan] } }] },
  };
}

/** A completed Checkout Session for a subscription, as Stripe sends it. */
export function checkoutSession(user: TestUser, subscriptionId: string, plan: 'monthly' | 'annual') {
  return {
    id: `cs_test_${subscriptionId}`,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    status: 'complete',
    client_reference_id: user.sub,
    customer: `cus_${user.sub.slice(0, 8)}`,
    subscription: subscriptionId,
    metadata: { userId: user.sub, planType: plan },
  };
}

/** What a local checkout or portal link carries (its `session` token, signature not checked). */
export function localSession(link: string) {
  const token = new URL(link).searchParams.get('session')!;
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
    customerId: string;
    subscriptionId?: string | null;
    planType: string;
  };
}

/** Posts an event to the webhook, signed with `secret` (the right one unless a test says not). */
export async function sendWebhook(stack: StackInfo, event: object, secret = webhookSecret(stack)) {
  const payload = JSON.stringify(event);
  const response = await fetch(`${stack.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}
