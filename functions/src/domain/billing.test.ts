import { describe, expect, it } from 'vitest';
import { applyPaymentFailed, applySubscriptionUpdate, checkoutAllowed, emptyBilling, eventOrder } from './billing';

const update = (
  subscriptionId: string,
  status: string,
  order: number,
  planType: 'monthly' | 'annual' | null = 'monthly',
) => ({
  subscriptionId,
  customerId: 'cus_1',
  planType,
  status,
  order,
});

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

  it('ignores a subscription that is not live yet or not one of our prices', () => {
    expect(applySubscriptionUpdate(emptyBilling, update('sub_1', 'incomplete', 10))).toBeNull();
    expect(applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10, null))).toBeNull();
  });

  it('ignores older news about the current subscription', () => {
    const current = applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 20))!;
    expect(applySubscriptionUpdate(current, update('sub_1', 'incomplete', 19))).toBeNull();
  });

  it('never revives an ended subscription', () => {
    const ended = applySubscriptionUpdate(
      applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))!,
      update('sub_1', 'canceled', 30),
    )!;
    expect(ended.planType).toBe('free');
    expect(applySubscriptionUpdate(ended, update('sub_1', 'active', 40))).toBeNull();
  });

  it('keeps the plan while past due, and drops it when unpaid', () => {
    const current = applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))!;
    expect(applySubscriptionUpdate(current, update('sub_1', 'past_due', 11))!.planType).toBe('monthly');
    expect(applySubscriptionUpdate(current, update('sub_1', 'unpaid', 11))!.planType).toBe('free');
  });

  it('lets a newer live subscription replace the current one, and ignores the old one ending', () => {
    const monthly = applySubscriptionUpdate(emptyBilling, update('sub_m', 'active', 10))!;
    const annual = applySubscriptionUpdate(monthly, update('sub_a', 'active', 20, 'annual'))!;
    expect(annual).toMatchObject({ planType: 'annual', subscriptionId: 'sub_a' });
    expect(applySubscriptionUpdate(annual, update('sub_m', 'canceled', 30))).toBeNull();
    expect(applySubscriptionUpdate(annual, update('sub_m', 'active', 15))).toBeNull();
  });

  it('clears a failed payment once the subscription is active again', () => {
    const current = applySubscriptionUpdate(emptyBilling, update('sub_1', 'active', 10))!;
    const failed = applyPaymentFailed(current, 'sub_1', 12)!;
    expect(failed.paymentFailed).toBe(true);
    expect(applyPaymentFailed(failed, 'sub_1', 13)).toBeNull();
    expect(applyPaymentFailed(current, 'sub_other', 13)).toBeNull();
    expect(applySubscriptionUpdate(failed, update('sub_1', 'active', 14))!.paymentFailed).toBe(false);
  });
});

describe('eventOrder', () => {
  it('orders by second, then checkout < created < updated < deleted', () => {
    const orders = [
      'checkout.session.completed',
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ].map((type) => eventOrder(type, 100));
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(eventOrder('customer.subscription.deleted', 100)).toBeLessThan(
      eventOrder('customer.subscription.created', 101),
    );
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
