import { describe, expect, it } from 'vitest';
import {
  applyCheckoutCompleted,
  applyPaymentFailed,
  applySubscriptionUpdate,
  billingAt,
  cancelsAt,
  checkoutAllowed,
  checkoutFailed,
  checkoutMade,
  claimCheckout,
  emptyBilling,
  eventOrder,
  extraSubscriptions,
  maxSubscriptions,
  normalizeBilling,
  openCheckoutMs,
  type BillingRecord,
  type SubscriptionUpdate,
} from './billing';

const update = (
  subscriptionId: string,
  status: string,
  order: number,
  planType: 'monthly' | 'annual' | null = 'monthly',
): SubscriptionUpdate => ({
  subscriptionId,
  customerId: 'cus_1',
  planType,
  status,
  order,
});

/** Every order of `items`. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A Stripe event as the webhook turns it into a change of the record. */
interface Step {
  name: string;
  apply: (record: BillingRecord) => BillingRecord | null;
}
const checkoutCompleted = (id: string, planType: 'monthly' | 'annual', seconds: number): Step => ({
  name: `checkout.session.completed ${id}`,
  apply: (r) => applyCheckoutCompleted(r, update(id, 'active', eventOrder('checkout-completed', seconds), planType)),
});
const subscriptionEvent = (
  type: 'created' | 'updated' | 'deleted',
  id: string,
  status: string,
  planType: 'monthly' | 'annual' | null,
  seconds: number,
): Step => ({
  name: `customer.subscription.${type} ${id} ${status}`,
  apply: (r) =>
    applySubscriptionUpdate(
      r,
      update(id, type === 'deleted' ? 'canceled' : status, eventOrder(type, seconds), planType),
    ),
});
const run = (start: BillingRecord, steps: Step[]) =>
  steps.reduce((record, step) => step.apply(record) ?? record, start);

describe('applySubscriptionUpdate', () => {
  it('takes a live subscription for a free user, and keeps the customer', () => {
    expect(applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))).toMatchObject({
      planType: 'monthly',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      eventOrder: 10,
    });
  });

  it('remembers a subscription that is not live yet or not one of our prices, without a plan', () => {
    expect(applySubscriptionUpdate(emptyBilling, update('sub_1', 'incomplete', 10))!.planType).toBe('free');
    expect(applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10, null))!.planType).toBe('free');
  });

  it('ignores older news about a subscription, and replays', () => {
    const current = applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 20))!;
    expect(applySubscriptionUpdate(current, update('sub_1', 'past_due', 19))).toBeNull();
    expect(applySubscriptionUpdate(current, update('sub_1', 'active', 20))).toBeNull();
  });

  it('never takes a subscription back to incomplete, whatever the time says', () => {
    const current = applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))!;
    expect(applySubscriptionUpdate(current, update('sub_1', 'incomplete', 11))).toBeNull();
  });

  it('never revives an ended subscription', () => {
    const ended = applySubscriptionUpdate(
      applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))!,
      update('sub_1', 'canceled', 30),
    )!;
    expect(ended.planType).toBe('free');
    expect(applySubscriptionUpdate(ended, update('sub_1', 'active', 40))).toBeNull();
  });

  it('keeps a deletion that arrives first, so the creation cannot start the plan (issue 12, item 4)', () => {
    const tombstone = applySubscriptionUpdate(emptyBilling, update('sub_1', 'canceled', 31, null))!;
    expect(tombstone).toMatchObject({ planType: 'free', subscriptions: [{ id: 'sub_1', status: 'canceled' }] });
    expect(applySubscriptionUpdate(tombstone, update('sub_1', 'active', 10))).toBeNull();
    expect(applyCheckoutCompleted(tombstone, update('sub_1', 'active', 10))).toBeNull();
  });

  it('keeps the plan when a later event does not say which price it is', () => {
    const current = applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))!;
    const unsaid = { ...update('sub_1', 'active', 20), planType: undefined };
    expect(applyCheckoutCompleted(current, unsaid)).toMatchObject({ planType: 'monthly', eventOrder: 20 });
    // A price that is not ours does take the plan away.
    expect(applySubscriptionUpdate(current, update('sub_1', 'active', 20, null))!.planType).toBe('free');
  });

  it('keeps the plan while past due, and drops it when unpaid', () => {
    const current = applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))!;
    expect(applySubscriptionUpdate(current, update('sub_1', 'past_due', 11))!.planType).toBe('monthly');
    expect(applySubscriptionUpdate(current, update('sub_1', 'unpaid', 11))!.planType).toBe('free');
  });

  it('lets a live annual subscription replace the monthly one, which then changes nothing (item 5)', () => {
    const monthly = applySubscriptionUpdate(emptyBilling, update('sub_m', 'active', 10))!;
    const annual = applySubscriptionUpdate(monthly, update('sub_a', 'active', 20, 'annual'))!;
    expect(annual).toMatchObject({ planType: 'annual', subscriptionId: 'sub_a' });
    // A late update for the monthly subscription: annual stays.
    const late = applySubscriptionUpdate(annual, update('sub_m', 'active', 25))!;
    expect(late).toMatchObject({ planType: 'annual', subscriptionId: 'sub_a' });
    // Its deletion: annual stays.
    expect(applySubscriptionUpdate(late, update('sub_m', 'canceled', 30))).toMatchObject({
      planType: 'annual',
      subscriptionId: 'sub_a',
    });
  });

  it('clears a failed payment once the subscription is active again', () => {
    const current = applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))!;
    const failed = applyPaymentFailed(current, 'sub_1', 12)!;
    expect(failed.paymentFailed).toBe(true);
    expect(applyPaymentFailed(failed, 'sub_1', 13)).toBeNull();
    expect(applyPaymentFailed(current, 'sub_other', 13)).toBeNull();
    expect(applySubscriptionUpdate(failed, update('sub_1', 'active', 14))!.paymentFailed).toBe(false);
  });

  it('forgets the oldest ended subscriptions beyond the limit, never the live one', () => {
    let record = applySubscriptionUpdate(emptyBilling, update('sub_live', 'active', 1))!;
    for (let i = 0; i < maxSubscriptions + 5; i += 1)
      record = applySubscriptionUpdate(record, update(`sub_${i}`, 'canceled', 10 + i))!;
    expect(record.subscriptions).toHaveLength(maxSubscriptions);
    expect(record).toMatchObject({ planType: 'monthly', subscriptionId: 'sub_live' });
    expect(record.subscriptions.some((s) => s.id === 'sub_0')).toBe(false);
  });
});

describe('every delivery order of one subscription’s checkout, creation and deletion (item 4)', () => {
  const t = 1_700_000_000;
  const scenarios = {
    'created as incomplete, deleted later': [
      checkoutCompleted('sub_1', 'monthly', t),
      subscriptionEvent('created', 'sub_1', 'incomplete', 'monthly', t),
      subscriptionEvent('deleted', 'sub_1', 'canceled', null, t + 60),
    ],
    'created as active, deleted in the same second': [
      checkoutCompleted('sub_1', 'monthly', t),
      subscriptionEvent('created', 'sub_1', 'active', 'monthly', t),
      subscriptionEvent('deleted', 'sub_1', 'canceled', 'monthly', t),
    ],
  };
  for (const [scenario, steps] of Object.entries(scenarios)) {
    for (const order of permutations(steps)) {
      it(`${scenario}: ${order.map((s) => s.name.split(' ')[0]).join(' → ')} ends free`, () => {
        const start: BillingRecord = {
          ...emptyBilling,
          openCheckout: { id: 'c1', planType: 'monthly', url: 'https://pay/1', expiresAt: Date.now() + 60_000 },
        };
        const end = run(start, order);
        expect(end).toMatchObject({ planType: 'free', subscriptionId: 'sub_1', status: 'canceled' });
        expect(end.openCheckout).toBeNull();
        expect(extraSubscriptions(end)).toEqual([]);
        // Any of them delivered again changes nothing.
        for (const step of steps) expect(step.apply(end)?.planType ?? 'free').toBe('free');
      });
    }
  }

  for (const order of permutations(scenarios['created as incomplete, deleted later'].slice(0, 2))) {
    it(`without a deletion, ${order.map((s) => s.name.split(' ')[0]).join(' → ')} ends monthly`, () => {
      expect(run(emptyBilling, order)).toMatchObject({ planType: 'monthly', subscriptionId: 'sub_1' });
    });
  }
});

describe('the upgrade sequence: monthly → annual, then late events for the monthly subscription (item 5)', () => {
  const t = 1_700_000_000;
  const monthly = run(emptyBilling, [
    checkoutCompleted('sub_m', 'monthly', t),
    subscriptionEvent('created', 'sub_m', 'active', 'monthly', t),
  ]);
  const steps = [
    checkoutCompleted('sub_a', 'annual', t + 100),
    subscriptionEvent('created', 'sub_a', 'incomplete', 'annual', t + 100),
    subscriptionEvent('updated', 'sub_a', 'active', 'annual', t + 101),
    subscriptionEvent('updated', 'sub_m', 'active', 'monthly', t + 102),
    subscriptionEvent('deleted', 'sub_m', 'canceled', 'monthly', t + 103),
  ];
  const orders = permutations(steps);

  it('covers all 120 orders', () => expect(orders).toHaveLength(120));

  it('ends annual in every order, and wants the monthly one cancelled until its deletion arrives', () => {
    for (const order of orders) {
      const names = order.map((s) => s.name).join(' → ');
      let record = monthly;
      let annualSeen = false;
      for (const step of order) {
        record = step.apply(record) ?? record;
        // Never back to monthly (or free) once annual is live.
        annualSeen ||= record.planType === 'annual';
        if (annualSeen) expect(record.planType, names).toBe('annual');
        const monthlyEnded = record.subscriptions.find((s) => s.id === 'sub_m')?.status === 'canceled';
        expect(extraSubscriptions(record), names).toEqual(annualSeen && !monthlyEnded ? ['sub_m'] : []);
      }
      expect(record, names).toMatchObject({ planType: 'annual', subscriptionId: 'sub_a', status: 'active' });
      expect(extraSubscriptions(record), names).toEqual([]);
    }
  });

  it('ends annual when the webhook marks the monthly one cancelled before Stripe’s own events arrive', () => {
    for (const order of orders) {
      let record = monthly;
      for (const step of order) {
        record = step.apply(record) ?? record;
        for (const extra of extraSubscriptions(record))
          record =
            applySubscriptionUpdate(record, update(extra, 'canceled', eventOrder('updated', t + 100), null)) ?? record;
      }
      expect(record).toMatchObject({ planType: 'annual', subscriptionId: 'sub_a' });
      expect(record.subscriptions.find((s) => s.id === 'sub_m')?.status).toBe('canceled');
    }
  });
});

describe('extraSubscriptions (item 6)', () => {
  it('keeps the best plan and, of two of one plan, the older', () => {
    const two = run(emptyBilling, [
      subscriptionEvent('created', 'sub_2', 'active', 'monthly', 200),
      subscriptionEvent('created', 'sub_1', 'active', 'monthly', 100),
    ]);
    expect(two.subscriptionId).toBe('sub_1');
    expect(extraSubscriptions(two)).toEqual(['sub_2']);
    const mixed = run(emptyBilling, [
      subscriptionEvent('created', 'sub_m', 'active', 'monthly', 100),
      subscriptionEvent('created', 'sub_a', 'active', 'annual', 200),
    ]);
    expect(mixed).toMatchObject({ planType: 'annual', subscriptionId: 'sub_a' });
    expect(extraSubscriptions(mixed)).toEqual(['sub_m']);
  });

  it('leaves an upgrade whose payment is pending, a foreign price, and a free user alone', () => {
    const pending = run(emptyBilling, [
      subscriptionEvent('created', 'sub_m', 'active', 'monthly', 100),
      subscriptionEvent('created', 'sub_a', 'incomplete', 'annual', 200),
      subscriptionEvent('created', 'sub_x', 'active', null, 300),
    ]);
    expect(pending).toMatchObject({ planType: 'monthly', subscriptionId: 'sub_m' });
    expect(extraSubscriptions(pending)).toEqual([]);
    const unpaid = run(emptyBilling, [subscriptionEvent('created', 'sub_u', 'unpaid', 'monthly', 100)]);
    expect(extraSubscriptions(unpaid)).toEqual([]);
  });

  it('cancels an unpaid monthly subscription once annual is live', () => {
    const record = run(emptyBilling, [
      subscriptionEvent('created', 'sub_m', 'unpaid', 'monthly', 100),
      subscriptionEvent('created', 'sub_a', 'active', 'annual', 200),
    ]);
    expect(extraSubscriptions(record)).toEqual(['sub_m']);
  });
});

describe('claimCheckout (item 6)', () => {
  const now = 1_700_000_000_000;

  it('claims one checkout, hands it back for the same plan, and refuses another while it is open', () => {
    const claim = claimCheckout(emptyBilling, 'monthly', 'c1', now);
    expect(claim.kind).toBe('claimed');
    const claimed = (claim as { record: BillingRecord }).record;
    expect(claimed.openCheckout).toEqual({ id: 'c1', planType: 'monthly', url: null, expiresAt: now + openCheckoutMs });
    // Being made: refused, even for the same plan.
    expect(claimCheckout(claimed, 'monthly', 'c2', now + 1)).toEqual({ kind: 'open' });
    const made = checkoutMade(claimed, 'c1', 'https://pay/1', 'cus_1')!;
    expect(made).toMatchObject({ customerId: 'cus_1', openCheckout: { url: 'https://pay/1' } });
    expect(claimCheckout(made, 'monthly', 'c2', now + 1)).toEqual({ kind: 'reuse', url: 'https://pay/1' });
    expect(claimCheckout(made, 'annual', 'c2', now + 1)).toEqual({ kind: 'open' });
    // Expired: a new one may be made.
    expect(claimCheckout(made, 'annual', 'c2', now + openCheckoutMs + 1).kind).toBe('claimed');
  });

  it('refuses the plan the user has and a downgrade before looking at checkouts', () => {
    const monthly = applySubscriptionUpdate(emptyBilling, update('sub_m', 'active', 10))!;
    expect(claimCheckout(monthly, 'monthly', 'c1', now)).toEqual({ kind: 'same' });
    expect(claimCheckout(monthly, 'annual', 'c1', now).kind).toBe('claimed');
    const annual = applySubscriptionUpdate(monthly, update('sub_a', 'active', 20, 'annual'))!;
    expect(claimCheckout(annual, 'monthly', 'c1', now)).toEqual({ kind: 'downgrade' });
  });

  it('lets go of a claim whose session could not be made, and only its own', () => {
    const claimed = (claimCheckout(emptyBilling, 'monthly', 'c1', now) as { record: BillingRecord }).record;
    expect(checkoutFailed(claimed, 'c2')).toBeNull();
    expect(checkoutFailed(claimed, 'c1')!.openCheckout).toBeNull();
    expect(checkoutMade(claimed, 'c2', 'https://pay/2', 'cus_1')!.openCheckout!.url).toBeNull();
  });

  it('is closed by the completion of a checkout for its plan, not of another plan', () => {
    const open = { id: 'c1', planType: 'annual' as const, url: 'https://pay/1', expiresAt: now + 60_000 };
    const monthly = applySubscriptionUpdate(emptyBilling, update('sub_m', 'active', 10))!;
    const record = { ...monthly, openCheckout: open };
    expect(applyCheckoutCompleted(record, update('sub_m', 'active', 10))).toBeNull();
    expect(applyCheckoutCompleted(record, update('sub_a', 'active', 20, 'annual'))!.openCheckout).toBeNull();
  });
});

describe('normalizeBilling', () => {
  it('turns a record from before per-subscription state into one with its subscription', () => {
    const legacy = {
      planType: 'monthly' as const,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      status: 'active',
      eventOrder: 10,
      paymentFailed: false,
      revision: 3,
    };
    const record = normalizeBilling(legacy);
    expect(record).toMatchObject({ planType: 'monthly', subscriptionId: 'sub_1', revision: 3, openCheckout: null });
    expect(record.subscriptions).toEqual([
      { id: 'sub_1', planType: 'monthly', status: 'active', order: 10, since: 10, paymentFailed: false },
    ]);
    expect(applySubscriptionUpdate(record, update('sub_1', 'canceled', 30))!.planType).toBe('free');
    expect(normalizeBilling({ customerId: 'cus_1' })).toMatchObject({ planType: 'free', subscriptions: [] });
  });

  it('keeps a plan recorded without a subscription, and never asks the provider to cancel it', () => {
    const record = normalizeBilling({ planType: 'annual' });
    expect(record.planType).toBe('annual');
    const upgraded = applySubscriptionUpdate(record, update('sub_2', 'active', 50, 'monthly'));
    expect(upgraded && extraSubscriptions(upgraded)).not.toContain('recorded-plan');
  });
});

describe('eventOrder', () => {
  it('orders by second, then checkout < created < updated < deleted', () => {
    const orders = (['checkout-completed', 'created', 'updated', 'deleted'] as const).map((step) =>
      eventOrder(step, 100),
    );
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(eventOrder('deleted', 100)).toBeLessThan(eventOrder('created', 101));
  });
});

describe('checkoutAllowed', () => {
  it('allows upgrades only', () => {
    expect(checkoutAllowed('free', 'monthly')).toBe('ok');
    expect(checkoutAllowed('free', 'annual')).toBe('ok');
    expect(checkoutAllowed('monthly', 'annual')).toBe('ok');
    expect(checkoutAllowed('monthly', 'monthly')).toBe('same');
    expect(checkoutAllowed('annual', 'monthly')).toBe('downgrade');
  });
});

describe('cancelling at period end', () => {
  const period = 1_800_000_000;
  const paidMonthly = applySubscriptionUpdate(emptyBilling, {
    ...update('sub_1', 'active', eventOrder('created', 100)),
    cancelAtPeriodEnd: false,
    periodEnd: period,
  })!;
  const cancelled = applySubscriptionUpdate(paidMonthly, {
    ...update('sub_1', 'active', eventOrder('updated', 200)),
    planType: undefined,
    cancelAtPeriodEnd: true,
    periodEnd: period,
  })!;

  it('keeps the paid plan until the period ends, and says when it ends', () => {
    expect(cancelled.planType).toBe('monthly');
    expect(cancelsAt(cancelled)).toBe(period);
    expect(cancelsAt(paidMonthly)).toBeNull();
    expect(billingAt(cancelled, period * 1000 - 1).planType).toBe('monthly');
  });

  it('is free once the period is over, even before the deletion arrives', () => {
    const after = billingAt(cancelled, period * 1000);
    expect(after.planType).toBe('free');
    expect(cancelsAt(after)).toBeNull();
    // A plan not cancelled does not lapse at its period end (Stripe renews it).
    expect(billingAt(paidMonthly, period * 1000 + 1).planType).toBe('monthly');
  });

  it('can be taken back before the period ends', () => {
    const renewed = applySubscriptionUpdate(cancelled, {
      ...update('sub_1', 'active', eventOrder('updated', 300)),
      planType: undefined,
      cancelAtPeriodEnd: false,
    })!;
    expect(cancelsAt(renewed)).toBeNull();
    expect(billingAt(renewed, period * 1000 + 1).planType).toBe('monthly');
  });

  it('ends with the deletion at period end', () => {
    const deleted = applySubscriptionUpdate(cancelled, {
      ...update('sub_1', 'canceled', eventOrder('deleted', 300)),
      planType: undefined,
    })!;
    expect(deleted.planType).toBe('free');
    expect(cancelsAt(deleted)).toBeNull();
  });
});
