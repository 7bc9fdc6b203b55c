import { describe, expect, it } from 'vitest';
import { billingErrors } from '@shared/api/billing';
import { ConflictError } from './errors';
import { emptyBilling, normalizeBilling, openCheckoutMs, type BillingRecord } from './billing';
import { handlePaymentEvent, openPortal, startCheckout } from './billing-flows';
import type { BillingStore, CheckoutInput, PaymentEvent, Payments, PortalInput } from './ports';

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
  verifyWebhook(): PaymentEvent {
    throw new Error('not used');
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
/** Events as the payments adapter hands them over (its parsing is tested in adapters/payments). */
const eventId = () => `evt_${(eventCount += 1)}`;
const checkoutCompleted = (subscriptionId: string, planType: 'monthly' | 'annual', created: number): PaymentEvent => ({
  id: eventId(),
  created,
  kind: 'checkout-completed',
  userId: user,
  subscriptionId,
  customerId: 'cus_1',
  planType,
  paid: true,
});
const subscriptionEvent = (
  change: 'created' | 'updated' | 'deleted',
  subscriptionId: string,
  status: string,
  planType: 'monthly' | 'annual',
  created: number,
  cancellation: { cancelAtPeriodEnd?: boolean; periodEnd?: number } = {},
): PaymentEvent => ({
  id: eventId(),
  created,
  kind: 'subscription-changed',
  change,
  userId: user,
  subscriptionId,
  customerId: 'cus_1',
  planType,
  status,
  ...cancellation,
});
const paymentFailed = (subscriptionId: string, created: number): PaymentEvent => ({
  id: eventId(),
  created,
  kind: 'payment-failed',
  userId: user,
  subscriptionId,
});
/** An event's name in a test's title. */
const label = (e: PaymentEvent) => (e.kind === 'subscription-changed' ? e.change : e.kind);

async function deliver(store: BillingStore, payments: Payments, events: PaymentEvent[]) {
  for (const e of events) await handlePaymentEvent(store, payments, e, noLog);
  return store.getBilling(user);
}

describe('every delivery order of checkout.session.completed, created and deleted (issue 12, item 4)', () => {
  const events = () => [
    checkoutCompleted('sub_1', 'monthly', t),
    subscriptionEvent('created', 'sub_1', 'incomplete', 'monthly', t),
    subscriptionEvent('deleted', 'sub_1', 'canceled', 'monthly', t + 30),
  ];
  for (const order of permutations([0, 1, 2])) {
    it(`${order.map((i) => label(events()[i]!)).join(' → ')} ends free`, async () => {
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
    checkoutCompleted('sub_a', 'annual', t + 100),
    subscriptionEvent('created', 'sub_a', 'active', 'annual', t + 100),
    subscriptionEvent('updated', 'sub_m', 'active', 'monthly', t + 101),
    subscriptionEvent('deleted', 'sub_m', 'canceled', 'monthly', t + 102),
  ];
  for (const order of permutations([0, 1, 2, 3])) {
    it(`${order.map((i) => label(lateEvents()[i]!)).join(' → ')} ends annual`, async () => {
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
    await expect(handlePaymentEvent(store, payments, second, noLog)).rejects.toThrow('Stripe is down');
    expect(await handlePaymentEvent(store, payments, second, noLog)).toBe('handled');
    expect(payments.cancelled).toEqual(['sub_2']);
    expect((await store.getBilling(user)).subscriptions.find((s) => s.id === 'sub_2')?.status).toBe('canceled');
  });
});

describe('events billing does not act on', () => {
  it('claims them and changes nothing', async () => {
    const store = new MemoryStore();
    const ignored: PaymentEvent = { id: 'evt_other', created: t, kind: 'ignored', type: 'invoice.paid' };
    expect(await handlePaymentEvent(store, new FakePayments(), ignored, noLog)).toBe('handled');
    expect(await handlePaymentEvent(store, new FakePayments(), ignored, noLog)).toBe('replayed');
    expect(await store.getBilling(user)).toEqual(emptyBilling);
  });
});

describe('a failed payment', () => {
  it('is flagged while Stripe retries, and cleared when the subscription is active again', async () => {
    const store = new MemoryStore();
    const payments = new FakePayments();
    const failed = await deliver(store, payments, [
      subscriptionEvent('created', 'sub_1', 'active', 'monthly', t),
      paymentFailed('sub_1', t + 1),
      subscriptionEvent('updated', 'sub_1', 'past_due', 'monthly', t + 1),
    ]);
    expect(failed).toMatchObject({ planType: 'monthly', paymentFailed: true });
    const recovered = await deliver(store, payments, [
      subscriptionEvent('updated', 'sub_1', 'active', 'monthly', t + 2),
    ]);
    expect(recovered).toMatchObject({ planType: 'monthly', paymentFailed: false });
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
    const cancel = subscriptionEvent('updated', 'sub_1', 'active', 'monthly', t + 10, {
      cancelAtPeriodEnd: true,
      periodEnd,
    });
    const record = await deliver(store, payments, [
      checkoutCompleted('sub_1', 'monthly', t),
      subscriptionEvent('created', 'sub_1', 'active', 'monthly', t),
      cancel,
    ]);
    expect(record.planType).toBe('monthly');
    await openPortal(store, payments, 'https://site', user);
    expect(portals[0]).toMatchObject({ planType: 'monthly', cancelsAt: periodEnd, periodEnd });
  });
});
