import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/errors';
import { LocalPayments } from './local-payments';
import { StripePayments } from './stripe-payments';
import { parseStripeEvent } from './stripe-webhook';

const prices = { monthly: 'price_monthly', annual: 'price_annual' };
const t = 1_700_000_000;
const event = (type: string, object: unknown, extra: Record<string, unknown> = {}) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: t,
  data: { object },
  ...extra,
});
const subscription = (fields: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  status: 'active',
  customer: 'cus_1',
  metadata: { userId: 'user-1', planType: 'monthly' },
  items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_monthly' } }] },
  ...fields,
});
const parse = (body: unknown) => parseStripeEvent(body, prices);

describe('parseStripeEvent', () => {
  it('reads a completed subscription checkout', () => {
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: 'user-1',
      customer: { id: 'cus_1', object: 'customer' },
      subscription: 'sub_1',
      metadata: { userId: 'user-1', planType: 'annual', replacesSubscriptionId: 'sub_0' },
    };
    expect(parse(event('checkout.session.completed', session))).toEqual({
      id: 'evt_1',
      created: t,
      kind: 'checkout-completed',
      userId: 'user-1',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      planType: 'annual',
      paid: true,
    });
    expect(
      parse(event('checkout.session.completed', { ...session, payment_status: 'unpaid', metadata: {} })),
    ).toMatchObject({ paid: false, planType: undefined });
  });

  it('reads subscription changes, the plan from the price', () => {
    expect(parse(event('customer.subscription.created', subscription()))).toEqual({
      id: 'evt_1',
      created: t,
      kind: 'subscription-changed',
      change: 'created',
      userId: 'user-1',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      planType: 'monthly',
      status: 'active',
    });
    const foreign = subscription({ items: { data: [{ price: { id: 'price_other' } }] } });
    expect(parse(event('customer.subscription.updated', foreign))).toMatchObject({ change: 'updated', planType: null });
    // A deletion (or the local portal's update) that lists no items does not say the plan.
    const bare = subscription({ status: 'canceled', items: { object: 'list', data: [] } });
    expect(parse(event('customer.subscription.deleted', bare))).toMatchObject({
      change: 'deleted',
      planType: undefined,
    });
  });

  it('reads a cancellation at period end, from the subscription or (newer API versions) its item', () => {
    const atPeriodEnd = subscription({ cancel_at_period_end: true, current_period_end: t + 100 });
    expect(parse(event('customer.subscription.updated', atPeriodEnd))).toMatchObject({
      cancelAtPeriodEnd: true,
      periodEnd: t + 100,
    });
    const cancelAt = subscription({
      cancel_at: t + 500,
      items: { data: [{ price: { id: 'price_monthly' }, current_period_end: t + 500 }] },
    });
    expect(parse(event('customer.subscription.updated', cancelAt))).toMatchObject({
      cancelAtPeriodEnd: true,
      periodEnd: t + 500,
    });
    const renewed = subscription({
      cancel_at_period_end: false,
      cancel_at: null,
      items: { data: [{ price: 'price_monthly', current_period_end: t + 900 }] },
    });
    expect(parse(event('customer.subscription.updated', renewed))).toMatchObject({
      cancelAtPeriodEnd: false,
      periodEnd: t + 900,
    });
    expect(parse(event('customer.subscription.updated', subscription()))).not.toHaveProperty('cancelAtPeriodEnd');
  });

  it('reads a failed payment, the subscription under `parent` or (older API versions) on the invoice', () => {
    const newer = {
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_1', metadata: { userId: 'user-1' } } },
    };
    const older = {
      object: 'invoice',
      subscription: 'sub_1',
      subscription_details: { metadata: { userId: 'user-1' } },
    };
    for (const invoice of [newer, older]) {
      expect(parse(event('invoice.payment_failed', invoice))).toEqual({
        id: 'evt_1',
        created: t,
        kind: 'payment-failed',
        userId: 'user-1',
        subscriptionId: 'sub_1',
      });
    }
  });

  it('ignores other types, and events about no user or subscription of ours, saying why', () => {
    expect(parse(event('invoice.paid', { anything: 1 }))).toEqual({
      id: 'evt_1',
      created: t,
      kind: 'ignored',
      type: 'invoice.paid',
    });
    const reason = 'no user or subscription';
    const payment = { mode: 'payment', payment_status: 'paid', client_reference_id: 'user-1', subscription: null };
    expect(parse(event('checkout.session.completed', payment))).toMatchObject({ kind: 'ignored', reason });
    expect(parse(event('customer.subscription.created', subscription({ metadata: {} })))).toMatchObject({
      kind: 'ignored',
      reason,
    });
    expect(parse(event('invoice.payment_failed', { parent: null }))).toMatchObject({ kind: 'ignored', reason });
  });

  const malformed: [string, unknown][] = [
    ['no data', { id: 'evt_bad', type: 'customer.subscription.created', created: t }],
    ['a null object', event('customer.subscription.created', null)],
    ['an array object', event('customer.subscription.created', [])],
    ['a created that is not a number', event('customer.subscription.created', subscription(), { created: 'soon' })],
    ['a fractional created', event('invoice.paid', {}, { created: 1.5 })],
    ['no id', event('customer.subscription.created', subscription(), { id: undefined })],
    ['no type', event('customer.subscription.created', subscription(), { type: undefined })],
    ['null', null],
    // Fields billing reads, of the wrong kind.
    ['metadata that is not an object', event('customer.subscription.updated', subscription({ metadata: 'x' }))],
    ['items that are not a list', event('customer.subscription.updated', subscription({ items: { data: 'y' } }))],
    ['a numeric subscription id', event('customer.subscription.created', subscription({ id: 7 }))],
    ['a numeric user id', event('customer.subscription.created', subscription({ metadata: { userId: 7 } }))],
    ['a numeric status', event('customer.subscription.created', subscription({ status: 42 }))],
    ['no status', event('customer.subscription.created', subscription({ status: undefined }))],
    ['a null item', event('customer.subscription.created', subscription({ items: { data: [null] } }))],
    [
      'an expanded subscription without an id',
      event('checkout.session.completed', { mode: 'subscription', payment_status: 'paid', subscription: { id: null } }),
    ],
    ['subscription details of the wrong kind', event('invoice.payment_failed', { subscription_details: 5 })],
  ];
  for (const [what, body] of malformed) {
    it(`refuses an event with ${what} as a validation error`, () => {
      expect(() => parse(body)).toThrow(ValidationError);
    });
  }

  it('names the event and the fields that are wrong', () => {
    try {
      parse(event('customer.subscription.created', subscription({ status: 42 })));
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).message).toBe(
        'The Stripe event (evt_1 customer.subscription.created) is malformed.',
      );
      expect((error as ValidationError).details).toEqual([{ path: 'data.object.status', message: expect.any(String) }]);
    }
  });
});

describe('verifyWebhook', () => {
  const secret = 'whsec_test';
  const payload = JSON.stringify(event('customer.subscription.created', subscription()));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const providers = [
    new StripePayments({ secretKey: 'sk_test_x', webhookSecret: secret, prices }),
    new LocalPayments({ siteUrl: 'http://localhost:3000', webhookSecret: secret, prices }),
  ];
  for (const payments of providers) {
    it(`${payments.constructor.name} reads a signed Stripe-shaped event and refuses a bad signature`, () => {
      expect(payments.verifyWebhook(payload, signature)).toMatchObject({
        kind: 'subscription-changed',
        planType: 'monthly',
      });
      expect(() => payments.verifyWebhook(payload.replace('active', 'past_due'), signature)).toThrow();
      expect(() => payments.verifyWebhook(payload.replace('active', 'past_due'), signature)).not.toThrow(
        ValidationError,
      );
    });
  }
});
