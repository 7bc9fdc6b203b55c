import { describe, expect, inject, it } from 'vitest';
import { billingErrors } from '@shared/api/billing';
import { generate, usage } from './support/uploads';
import { checkoutSession, localSession, prices, sendWebhook, stripeEvent, subscription } from './support/stripe';
import { api, createUser, type TestUser } from './support/users';

const stack = inject('stack');

const plan = async (user: TestUser) =>
  (await api(stack, '/api/me/subscription', user.idToken)).body as {
    planType: string;
    paymentFailed: boolean;
    cancelsAt: string | null;
  };

const checkout = (user: TestUser, planType: string) =>
  api(stack, '/api/billing/checkout', user.idToken, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ planType }),
  });

/** Pays on the local checkout page, as a student would: the page signs and sends the events. */
async function payLocally(checkoutUrl: string) {
  const url = new URL(checkoutUrl);
  expect(url.origin).toBe(stack.url);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const pay = await fetch(`${stack.url}/local-stripe/checkout/pay${url.search}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(pay.status, await pay.text()).toBe(303);
  return { html, location: pay.headers.get('location') };
}

async function portalUrl(user: TestUser) {
  const portal = await api(stack, '/api/billing/portal', user.idToken, { method: 'POST' });
  expect(portal.status).toBe(200);
  return (portal.body as { url: string }).url;
}

/** Presses a button of the local portal page ('cancel', 'renew', 'end-period'); answers where it sends the student. */
async function portalAction(link: string, action: 'cancel' | 'renew' | 'end-period') {
  const response = await fetch(`${stack.url}/local-stripe/portal/${action}${new URL(link).search}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status, await response.text()).toBe(303);
  return response.headers.get('location');
}

/** Cancels on the local portal page (at period end), then lets the period end. */
async function cancelInPortal(link: string) {
  const location = await portalAction(link, 'cancel');
  await portalAction(link, 'end-period');
  return location;
}

describe('checkout', () => {
  it('goes free → monthly → annual through the local checkout, with limits 1 → 50 → 75', async () => {
    const student = await createUser(stack);
    expect((await usage(stack, student)).generationsLimit).toBe(1);

    const monthly = await checkout(student, 'monthly');
    expect(monthly.status).toBe(200);
    const { checkoutUrl, success } = monthly.body as { checkoutUrl: string; success: boolean };
    expect(success).toBe(true);
    const { html, location } = await payLocally(checkoutUrl);
    expect(html).toContain('Subscribe to Monthly Pro');
    expect(html).toContain('$14.00');
    expect(location).toBe(`${stack.url}/dashboard?checkout=success`);
    expect(await plan(student)).toEqual({ planType: 'monthly', paymentFailed: false, cancelsAt: null });
    expect((await usage(stack, student)).generationsLimit).toBe(50);

    // The same plan again is refused; annual is an upgrade.
    expect((await checkout(student, 'monthly')).body).toMatchObject({ error: { message: billingErrors.samePlan } });
    const annual = (await checkout(student, 'annual')).body as { checkoutUrl: string };
    await payLocally(annual.checkoutUrl);
    expect((await plan(student)).planType).toBe('annual');
    expect((await usage(stack, student)).generationsLimit).toBe(75);

    // No way back down to monthly.
    const down = await checkout(student, 'monthly');
    expect(down.status).toBe(409);
    expect(down.body).toMatchObject({ error: { message: billingErrors.downgrade } });
  });

  it('reuses one customer per student', async () => {
    const student = await createUser(stack);
    const first = ((await checkout(student, 'monthly')).body as { checkoutUrl: string }).checkoutUrl;
    await payLocally(first);
    const second = ((await checkout(student, 'annual')).body as { checkoutUrl: string }).checkoutUrl;
    expect(localSession(first).customerId).toMatch(/^cus_/);
    expect(localSession(second).customerId).toBe(localSession(first).customerId);
  });

  it('refuses a second checkout while one is open, and hands back the open one for the same plan', async () => {
    const student = await createUser(stack);
    const first = await checkout(student, 'monthly');
    expect(first.status).toBe(200);
    const { checkoutUrl } = first.body as { checkoutUrl: string };

    const other = await checkout(student, 'annual');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: { code: 'conflict', message: billingErrors.checkoutOpen } });
    // The tab was closed: asking again for the same plan reopens the same checkout.
    const again = await checkout(student, 'monthly');
    expect(again.status).toBe(200);
    expect((again.body as { checkoutUrl: string }).checkoutUrl).toBe(checkoutUrl);

    // Once paid, the checkout is over and the upgrade is a new one.
    await payLocally(checkoutUrl);
    expect((await plan(student)).planType).toBe('monthly');
    const upgrade = await checkout(student, 'annual');
    expect(upgrade.status).toBe(200);
    expect((upgrade.body as { checkoutUrl: string }).checkoutUrl).not.toBe(checkoutUrl);
  });

  it('cancels a second paid subscription, so one subscription bills and cancelling it returns to free', async () => {
    const student = await createUser(stack);
    await payLocally(((await checkout(student, 'monthly')).body as { checkoutUrl: string }).checkoutUrl);
    const kept = localSession(await portalUrl(student)).subscriptionId;
    expect(kept).toMatch(/^sub_local_/);

    // A second checkout paid anyway, a little later (opened before the first was paid, elsewhere).
    const t = Math.floor(Date.now() / 1000) + 1;
    await sendWebhook(
      stack,
      stripeEvent('checkout.session.completed', checkoutSession(student, 'sub_extra', 'monthly'), t),
    );
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.created', subscription(student, 'sub_extra', 'active', 'monthly'), t),
    );
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.updated', subscription(student, 'sub_extra', 'active', 'monthly'), t + 1),
    );
    expect((await plan(student)).planType).toBe('monthly');
    expect(localSession(await portalUrl(student)).subscriptionId).toBe(kept);

    // The extra one was cancelled: ending the kept one leaves nothing that pays.
    await cancelInPortal(await portalUrl(student));
    expect((await plan(student)).planType).toBe('free');
  });

  it('stays annual after monthly → annual whatever the monthly subscription still says', async () => {
    const student = await createUser(stack);
    await payLocally(((await checkout(student, 'monthly')).body as { checkoutUrl: string }).checkoutUrl);
    const monthly = localSession(await portalUrl(student)).subscriptionId!;
    await payLocally(((await checkout(student, 'annual')).body as { checkoutUrl: string }).checkoutUrl);
    expect((await plan(student)).planType).toBe('annual');

    // Late news of the monthly subscription, after the annual one started: an update, then its end.
    const t = Math.floor(Date.now() / 1000) + 2;
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.updated', subscription(student, monthly, 'active', 'monthly'), t),
    );
    expect((await plan(student)).planType).toBe('annual');
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.deleted', subscription(student, monthly, 'canceled', 'monthly'), t + 1),
    );
    expect((await plan(student)).planType).toBe('annual');
    expect((await usage(stack, student)).generationsLimit).toBe(75);

    // Cancelling annual ends paying altogether: the monthly plan does not come back.
    await cancelInPortal(await portalUrl(student));
    expect((await plan(student)).planType).toBe('free');
  });

  it('counts generations already used this month after an upgrade', async () => {
    const student = await createUser(stack);
    expect((await generate(stack, student, 'biology.txt')).status).toBe('done');
    expect(await usage(stack, student)).toMatchObject({ generationsUsed: 1, generationsLimit: 1, canGenerate: false });
    await payLocally(((await checkout(student, 'monthly')).body as { checkoutUrl: string }).checkoutUrl);
    expect(await usage(stack, student)).toMatchObject({ generationsUsed: 1, generationsLimit: 50, canGenerate: true });
  });

  it('refuses a tampered local checkout link', async () => {
    const student = await createUser(stack);
    const url = new URL(((await checkout(student, 'monthly')).body as { checkoutUrl: string }).checkoutUrl);
    const [data, signature] = url.searchParams.get('session')!.split('.');
    const session = JSON.parse(Buffer.from(data!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...session, planType: 'annual' })).toString('base64url');
    const pay = await fetch(`${stack.url}/local-stripe/checkout/pay?session=${forged}.${signature}`, {
      method: 'POST',
    });
    expect(pay.status).toBe(400);
    expect((await plan(student)).planType).toBe('free');
  });

  it('opens the portal for paid students only, and cancelling there returns to free', async () => {
    const student = await createUser(stack);
    const refused = await api(stack, '/api/billing/portal', student.idToken, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { message: billingErrors.freePortal } });

    await payLocally(((await checkout(student, 'monthly')).body as { checkoutUrl: string }).checkoutUrl);
    const portal = await portalUrl(student);
    expect(await (await fetch(portal)).text()).toContain('Monthly Pro');
    expect(await portalAction(portal, 'cancel')).toBe(`${stack.url}/settings`);

    // As Stripe's portal does by default: the plan stays until the end of the period paid for.
    const cancelled = await plan(student);
    expect(cancelled.planType).toBe('monthly');
    const endsAt = new Date(cancelled.cancelsAt!).getTime();
    expect(endsAt).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(endsAt).toBeLessThan(Date.now() + 32 * 86_400_000);
    expect((await usage(stack, student)).generationsLimit).toBe(50);
    const again = await portalUrl(student);
    expect(await (await fetch(again)).text()).toContain('Cancels on');

    // Renewing takes the cancellation back; cancelling again and the period ending make it free.
    await portalAction(again, 'renew');
    expect(await plan(student)).toMatchObject({ planType: 'monthly', cancelsAt: null });
    await portalAction(again, 'cancel');
    await portalAction(again, 'end-period');
    expect(await plan(student)).toMatchObject({ planType: 'free', cancelsAt: null });
    expect((await usage(stack, student)).generationsLimit).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await api(stack, '/api/billing/checkout', undefined, { method: 'POST' })).status).toBe(401);
    expect((await api(stack, '/api/billing/portal', undefined, { method: 'POST' })).status).toBe(401);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const student = await createUser(stack);
    const event = stripeEvent('customer.subscription.created', subscription(student, 'sub_bad', 'active', 'annual'));
    const refused = await sendWebhook(stack, event, 'whsec_not_the_secret');
    expect(refused.status).toBe(400);
    const unsigned = await fetch(`${stack.url}/api/stripe/webhook`, { method: 'POST', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect((await plan(student)).planType).toBe('free');
  });

  it('handles an event once: a replay changes nothing', async () => {
    const student = await createUser(stack);
    const created = stripeEvent('customer.subscription.created', subscription(student, 'sub_r', 'active', 'monthly'));
    expect((await sendWebhook(stack, created)).body).toMatchObject({ result: 'handled' });
    const cancelled = stripeEvent(
      'customer.subscription.deleted',
      subscription(student, 'sub_r', 'canceled', 'monthly'),
    );
    await sendWebhook(stack, cancelled);
    expect((await plan(student)).planType).toBe('free');
    // The old 'created' delivered again must not bring the plan back.
    expect((await sendWebhook(stack, created)).body).toMatchObject({ result: 'replayed' });
    expect((await plan(student)).planType).toBe('free');
  });

  it('ends in the right state when updated arrives before created', async () => {
    const student = await createUser(stack);
    const t = Math.floor(Date.now() / 1000);
    const updated = stripeEvent(
      'customer.subscription.updated',
      subscription(student, 'sub_o', 'active', 'annual'),
      t + 5,
    );
    const created = stripeEvent(
      'customer.subscription.created',
      subscription(student, 'sub_o', 'incomplete', 'annual'),
      t,
    );
    await sendWebhook(stack, updated);
    await sendWebhook(stack, created);
    expect((await plan(student)).planType).toBe('annual');
  });

  it('orders events of the same second: a deletion is not undone by an update of that second', async () => {
    const student = await createUser(stack);
    const t = Math.floor(Date.now() / 1000);
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.created', subscription(student, 'sub_s', 'active', 'monthly'), t),
    );
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.deleted', subscription(student, 'sub_s', 'canceled', 'monthly'), t + 1),
    );
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.updated', subscription(student, 'sub_s', 'active', 'monthly'), t + 1),
    );
    expect((await plan(student)).planType).toBe('free');
  });

  it('flags a failed payment and keeps the plan while Stripe retries; recovery clears it', async () => {
    const student = await createUser(stack);
    const t = Math.floor(Date.now() / 1000);
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.created', subscription(student, 'sub_f', 'active', 'monthly'), t),
    );
    const invoice = {
      id: 'in_f',
      object: 'invoice',
      customer: `cus_${student.sub.slice(0, 8)}`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_f', metadata: { userId: student.sub } },
      },
    };
    await sendWebhook(stack, stripeEvent('invoice.payment_failed', invoice, t + 1));
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.updated', subscription(student, 'sub_f', 'past_due', 'monthly'), t + 1),
    );
    expect(await plan(student)).toEqual({ planType: 'monthly', paymentFailed: true, cancelsAt: null });
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.updated', subscription(student, 'sub_f', 'active', 'monthly'), t + 2),
    );
    expect(await plan(student)).toEqual({ planType: 'monthly', paymentFailed: false, cancelsAt: null });
    // Stripe gives up: the subscription ends unpaid and the plan is free.
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.updated', subscription(student, 'sub_f', 'unpaid', 'monthly'), t + 3),
    );
    expect((await plan(student)).planType).toBe('free');
  });

  it('ignores the end of a replaced subscription (monthly → annual)', async () => {
    const student = await createUser(stack);
    const t = Math.floor(Date.now() / 1000);
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.created', subscription(student, 'sub_m', 'active', 'monthly'), t),
    );
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.created', subscription(student, 'sub_a', 'active', 'annual'), t + 1),
    );
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.deleted', subscription(student, 'sub_m', 'canceled', 'monthly'), t + 2),
    );
    expect((await plan(student)).planType).toBe('annual');
  });

  // Issue 12, item 4: a deletion delivered first used to be dropped, leaving the plan monthly.
  const threeEvents = ['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.deleted'];
  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  for (const order of orders) {
    it(`ends free for ${order.map((i) => threeEvents[i]).join(' → ')}`, async () => {
      const student = await createUser(stack);
      const t = Math.floor(Date.now() / 1000);
      const id = `sub_p${order.join('')}`;
      const events = [
        stripeEvent('checkout.session.completed', checkoutSession(student, id, 'monthly'), t),
        stripeEvent('customer.subscription.created', subscription(student, id, 'active', 'monthly'), t),
        stripeEvent('customer.subscription.deleted', subscription(student, id, 'canceled', 'monthly'), t + 1),
      ];
      for (const i of order) expect((await sendWebhook(stack, events[i]!)).status).toBe(200);
      expect((await plan(student)).planType).toBe('free');
      expect((await usage(stack, student)).generationsLimit).toBe(1);
    });
  }

  it('refuses signed but malformed events with 400, changes nothing, and handles the event once it is whole', async () => {
    const student = await createUser(stack);
    const good = stripeEvent('customer.subscription.created', subscription(student, 'sub_mal', 'active', 'monthly'));
    const { data: _data, ...noData } = good;
    const bad = [
      noData,
      { ...good, data: {} },
      { ...good, data: { object: null } },
      { ...good, created: 'yesterday' },
      { ...good, created: null },
    ];
    for (const event of bad) {
      const response = await sendWebhook(stack, event);
      expect(response.status, JSON.stringify(event)).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect((await plan(student)).planType).toBe('free');
    // None of them claimed the event id.
    expect((await sendWebhook(stack, good)).body).toMatchObject({ result: 'handled' });
    expect((await plan(student)).planType).toBe('monthly');
  });

  it('ignores a price that is not one of ours', async () => {
    const student = await createUser(stack);
    const foreign = {
      ...subscription(student, 'sub_x', 'active', 'monthly'),
      items: { data: [{ price: { id: 'price_other' } }] },
    };
    await sendWebhook(stack, stripeEvent('customer.subscription.created', foreign));
    expect((await plan(student)).planType).toBe('free');
    expect(prices.monthly).not.toBe('price_other');
  });
});
