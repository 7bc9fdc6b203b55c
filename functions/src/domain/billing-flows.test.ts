import { describe, expect, it } from 'vitest';
import { billingErrors } from '@shared/api/billing';
import type { PlanType } from '@shared/plans';
import { ConflictError, ValidationError } from './errors';
import { emptyBilling, normalizeBilling, openCheckoutMs, type BillingRecord } from './billing';
import { handleStripeEvent, openPortal, startCheckout } from './billing-flows';
import type { BillingStore, CheckoutInput, Payments, PortalInput, StripeEvent } from './ports';

/** The SUBSCRIPTION items and claimed events, stored as JSON as DynamoDB would. */
class MemoryStore implements BillingStore {
  readonly records = new Map<string, string>();
  readonly events = new Set<string>();

  async getBilling(userId: string) {
    const stored = this.records.get(userId);
    return stored ? normalizeBilling(JSON.parse(stored) as Partial<BillingRecord>) : emptyBilling;
  }
  /** Checks and writes in one step, as DynamoDB's conditional put does. */
  async putBilling(userId: string, record: BillingRecord, expectedRevision: number) {
    const stored = this.records.get(userId);
    if ((stored ? (JSON.parse(stored) as BillingRecord).revision : 0) !== expectedRevision) return false;
    this.records.set(userId, JSON.stringify({ ...record, revision: expectedRevision + 1 }));
    return true;
  }
  async claimEvent(eventId: string) {
    if (this.events.has(eventId)) return false;
    this.events.add(eventId);
    return true;
  }
  async releaseEvent(eventId: string) {
    this.events.delete(eventId);
  }
}

class FakePayments implements Payments {
  readonly cancelled: string[] = [];
  readonly checkouts: CheckoutInput[] = [];
  failNextCheckout = false;
  failNextCancel = false;

  async createCheckout(input: CheckoutInput) {
    if (this.failNextCheckout) {
      this.failNextCheckout = false;
      throw new Error('Stripe is down');
    }
    this.checkouts.push(input);
    return { url: `https://pay.example/${this.checkouts.length}`, customerId: input.customerId ?? 'cus_1' };
  }
  async createPortal() {
    return 'https://portal.example';
  }
  async cancelSubscription(subscriptionId: string) {
    if (this.failNextCancel) {
      this.failNextCancel = false;
      throw new Error('Stripe is down');
    }
    this.cancelled.push(subscriptionId);
  }
  verifyWebhook(): StripeEvent {
    throw new Error('not used');
  }
  planForPrice(priceId: string): PlanType | null {
    return ({ price_monthly: 'monthly', price_annual: 'annual' } as const)[priceId] ?? null;
  }
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The flows' log, unread here. */
const noLog = () => undefined;

const user = 'user-1';
const caller = { sub: user, email: 'student@example.com' };
const t = 1_700_000_000;
let eventCount = 0;
const event = (type: string, object: Record<string, unknown>, created: number): StripeEvent => ({
  id: `evt_${(eventCount += 1)}`,
  type,
  created,
  data: { object },
});
const checkoutCompleted = (subscription: string, planType: 'monthly' | 'annual', created: number, replaces?: string) =>
  event(
    'checkout.session.completed',
    {
      id: `cs_${subscription}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: user,
      customer: 'cus_1',
      subscription,
      metadata: { userId: user, planType, ...(replaces ? { replacesSubscriptionId: replaces } : {}) },
    },
    created,
  );
const subscriptionEvent = (
  type: 'created' | 'updated' | 'deleted',
  id: string,
  status: string,
  planType: 'monthly' | 'annual',
  created: number,
) =>
  event(
    `customer.subscription.${type}`,
    {
      id,
      object: 'subscription',
      status,
      customer: 'cus_1',
      metadata: { userId: user, planType },
      items: { data: [{ price: { id: `price_${planType}` } }] },
    },
    created,
  );

async function deliver(store: BillingStore, payments: Payments, events: StripeEvent[]) {
  for (const e of events) await handleStripeEvent(store, payments, e, noLog);
  return store.getBilling(user);
}

describe('every delivery order of checkout.session.completed, created and deleted (issue 12, item 4)', () => {
  const events = () => [
    checkoutCompleted('sub_1', 'monthly', t),
    subscriptionEvent('created', 'sub_1', 'incomplete', 'monthly', t),
    subscriptionEvent('deleted', 'sub_1', 'canceled', 'monthly', t + 30),
  ];
  for (const order of permutations([0, 1, 2])) {
    it(`${order.map((i) => events()[i]!.type).join(' → ')} ends free`, async () => {
      const store = new MemoryStore();
      const payments = new FakePayments();
      await startCheckout(store, payments, 'https://site', caller, 'monthly', Date.now());
      const all = events();
      const end = await deliver(
        store,
        payments,
        order.map((i) => all[i]!),
      );
      expect(end).toMatchObject({ planType: 'free', subscriptionId: 'sub_1', status: 'canceled', openCheckout: null });
      expect(payments.cancelled).toEqual([]);
      // The student can buy again.
      expect((await startCheckout(store, payments, 'https://site', caller, 'monthly')).checkoutUrl).toBe(
        'https://pay.example/2',
      );
    });
  }
});

describe('the upgrade sequence, then late events for the monthly subscription (item 5)', () => {
  const lateEvents = () => [
    checkoutCompleted('sub_a', 'annual', t + 100, 'sub_m'),
    subscriptionEvent('created', 'sub_a', 'active', 'annual', t + 100),
    subscriptionEvent('updated', 'sub_m', 'active', 'monthly', t + 101),
    subscriptionEvent('deleted', 'sub_m', 'canceled', 'monthly', t + 102),
  ];
  for (const order of permutations([0, 1, 2, 3])) {
    it(`${order.map((i) => lateEvents()[i]!.type.replace('customer.subscription.', '')).join(' → ')} ends annual`, async () => {
      const store = new MemoryStore();
      const payments = new FakePayments();
      await startCheckout(store, payments, 'https://site', caller, 'monthly');
      await deliver(store, payments, [
        checkoutCompleted('sub_m', 'monthly', t),
        subscriptionEvent('created', 'sub_m', 'active', 'monthly', t),
      ]);
      await startCheckout(store, payments, 'https://site', caller, 'annual');
      expect(payments.checkouts[1]).toMatchObject({ planType: 'annual', replacesSubscriptionId: 'sub_m' });
      const all = lateEvents();
      const end = await deliver(
        store,
        payments,
        order.map((i) => all[i]!),
      );
      expect(end).toMatchObject({ planType: 'annual', subscriptionId: 'sub_a', status: 'active', openCheckout: null });
      expect(end.subscriptions.find((s) => s.id === 'sub_m')?.status).toBe('canceled');
      // Cancelled once when annual took over, unless Stripe's deletion came first.
      const deletedFirst = order.indexOf(3) < Math.min(order.indexOf(0), order.indexOf(1));
      expect(payments.cancelled).toEqual(deletedFirst ? [] : ['sub_m']);
    });
  }
});

describe('one paid subscription per student (item 6)', () => {
  it('refuses a second checkout while one is open, and hands back the open one for the same plan', async () => {
    const store = new MemoryStore();
    const payments = new FakePayments();
    const now = Date.now();
    const first = await startCheckout(store, payments, 'https://site', caller, 'monthly', now);
    expect(first).toEqual({ success: true, checkoutUrl: 'https://pay.example/1' });
    const again = await startCheckout(store, payments, 'https://site', caller, 'monthly', now + 1000);
    expect(again.checkoutUrl).toBe('https://pay.example/1');
    const other = startCheckout(store, payments, 'https://site', caller, 'annual', now + 1000);
    await expect(other).rejects.toThrow(ConflictError);
    await expect(other).rejects.toThrow(billingErrors.checkoutOpen);
    expect(payments.checkouts).toHaveLength(1);
    // Once it has expired, another may be opened.
    const later = await startCheckout(store, payments, 'https://site', caller, 'annual', now + openCheckoutMs + 1);
    expect(later.checkoutUrl).toBe('https://pay.example/2');
  });

  it('lets one of two requests at once make a session', async () => {
    const store = new MemoryStore();
    const payments = new FakePayments();
    const results = await Promise.allSettled([
      startCheckout(store, payments, 'https://site', caller, 'monthly'),
      startCheckout(store, payments, 'https://site', caller, 'annual'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(payments.checkouts).toHaveLength(1);
  });

  it('lets the student try again when the session could not be made', async () => {
    const store = new MemoryStore();
    const payments = new FakePayments();
    payments.failNextCheckout = true;
    await expect(startCheckout(store, payments, 'https://site', caller, 'monthly')).rejects.toThrow('Stripe is down');
    expect((await store.getBilling(user)).openCheckout).toBeNull();
    expect((await startCheckout(store, payments, 'https://site', caller, 'annual')).checkoutUrl).toBe(
      'https://pay.example/1',
    );
  });

  it('refuses the plan the student has, after the checkout completed', async () => {
    const store = new MemoryStore();
    const payments = new FakePayments();
    await startCheckout(store, payments, 'https://site', caller, 'monthly');
    await deliver(store, payments, [checkoutCompleted('sub_1', 'monthly', t)]);
    await expect(startCheckout(store, payments, 'https://site', caller, 'monthly')).rejects.toThrow(
      billingErrors.samePlan,
    );
  });

  for (const [first, second, kept, extra] of [
    ['monthly', 'monthly', 'sub_1', 'sub_2'],
    ['monthly', 'annual', 'sub_2', 'sub_1'],
    ['annual', 'monthly', 'sub_1', 'sub_2'],
  ] as const) {
    it(`cancels the extra subscription when a ${first} and a ${second} checkout are both paid`, async () => {
      const store = new MemoryStore();
      const payments = new FakePayments();
      const end = await deliver(store, payments, [
        checkoutCompleted('sub_1', first, t),
        subscriptionEvent('created', 'sub_1', 'active', first, t),
        checkoutCompleted('sub_2', second, t + 5),
        subscriptionEvent('created', 'sub_2', 'active', second, t + 5),
      ]);
      expect(payments.cancelled).toEqual([extra]);
      expect(end).toMatchObject({ subscriptionId: kept, planType: kept === 'sub_1' ? first : second });
      // Its late news changes nothing; the portal manages the one kept.
      const late = await deliver(store, payments, [
        subscriptionEvent('updated', extra, 'active', extra === 'sub_1' ? first : second, t + 10),
      ]);
      expect(late.subscriptionId).toBe(kept);
      expect(payments.cancelled).toEqual([extra]);
      const portal = await openPortal(store, payments, 'https://site', user);
      expect(portal.url).toBe('https://portal.example');
    });
  }

  it('tries the cancellation again when Stripe retries the event', async () => {
    const store = new MemoryStore();
    const payments = new FakePayments();
    await deliver(store, payments, [subscriptionEvent('created', 'sub_1', 'active', 'monthly', t)]);
    const second = subscriptionEvent('created', 'sub_2', 'active', 'monthly', t + 5);
    payments.failNextCancel = true;
    await expect(handleStripeEvent(store, payments, second, noLog)).rejects.toThrow('Stripe is down');
    expect(await handleStripeEvent(store, payments, second, noLog)).toBe('handled');
    expect(payments.cancelled).toEqual(['sub_2']);
    expect((await store.getBilling(user)).subscriptions.find((s) => s.id === 'sub_2')?.status).toBe('canceled');
  });
});

describe('malformed signed events (item 7)', () => {
  const malformed: [string, unknown][] = [
    ['no data', { id: 'evt_bad', type: 'customer.subscription.created', created: t }],
    ['a null object', { id: 'evt_bad', type: 'customer.subscription.created', created: t, data: { object: null } }],
    ['an array object', { id: 'evt_bad', type: 'customer.subscription.created', created: t, data: { object: [] } }],
    [
      'a created that is not a number',
      { id: 'evt_bad', type: 'customer.subscription.created', created: 'soon', data: { object: {} } },
    ],
    ['a fractional created', { id: 'evt_bad', type: 'invoice.paid', created: 1.5, data: { object: {} } }],
    ['no id', { type: 'customer.subscription.created', created: t, data: { object: {} } }],
    ['no type', { id: 'evt_bad', created: t, data: { object: {} } }],
    ['null', null],
  ];
  for (const [what, body] of malformed) {
    it(`refuses an event with ${what} as a validation error, before claiming it`, async () => {
      const store = new MemoryStore();
      await expect(handleStripeEvent(store, new FakePayments(), body as StripeEvent, noLog)).rejects.toThrow(
        ValidationError,
      );
      expect(store.events.size).toBe(0);
    });
  }

  it('ignores fields of the wrong kind inside a well-formed event', async () => {
    const store = new MemoryStore();
    const payments = new FakePayments();
    const odd = [
      event('customer.subscription.updated', { id: 'sub_1', metadata: 'x', items: { data: 'y' } }, t),
      event('customer.subscription.created', { id: 7, metadata: { userId: 7 } }, t),
      event('checkout.session.completed', { mode: 'subscription', subscription: { id: null }, metadata: null }, t),
      event('invoice.payment_failed', { parent: { subscription_details: null }, subscription_details: 5 }, t),
      event(
        'customer.subscription.created',
        { id: 'sub_1', status: 42, metadata: { userId: user }, items: { data: [null] } },
        t,
      ),
    ];
    for (const e of odd) expect(await handleStripeEvent(store, payments, e, noLog)).toBe('handled');
    expect((await store.getBilling(user)).planType).toBe('free');
  });
});

describe('a cancellation in the portal (cancel_at_period_end)', () => {
  it('keeps the plan until the period paid for ends, and tells the portal when', async () => {
    const store = new MemoryStore();
    const portals: PortalInput[] = [];
    const payments = Object.assign(new FakePayments(), {
      createPortal: async (input: PortalInput) => {
        portals.push(input);
        return 'https://portal.example';
      },
    });
    const periodEnd = Math.floor(Date.now() / 1000) + 86_400 * 20;
    const cancel = subscriptionEvent('updated', 'sub_1', 'active', 'monthly', t + 10);
    Object.assign(cancel.data.object, { cancel_at_period_end: true, current_period_end: periodEnd });
    const record = await deliver(store, payments, [
      checkoutCompleted('sub_1', 'monthly', t),
      subscriptionEvent('created', 'sub_1', 'active', 'monthly', t),
      cancel,
    ]);
    expect(record.planType).toBe('monthly');
    await openPortal(store, payments, 'https://site', user);
    expect(portals[0]).toMatchObject({ planType: 'monthly', cancelsAt: periodEnd, periodEnd });
  });

  it('reads the period end from the subscription item (newer API versions) and cancel_at', async () => {
    const store = new MemoryStore();
    const payments = new FakePayments();
    const cancel = subscriptionEvent('updated', 'sub_1', 'active', 'monthly', t + 10);
    Object.assign(cancel.data.object, {
      cancel_at: t + 500,
      items: { data: [{ price: { id: 'price_monthly' }, current_period_end: t + 500 }] },
    });
    const record = await deliver(store, payments, [
      subscriptionEvent('created', 'sub_1', 'active', 'monthly', t),
      cancel,
    ]);
    expect(record.subscriptions[0]).toMatchObject({ cancelAtPeriodEnd: true, periodEnd: t + 500 });
  });
});
