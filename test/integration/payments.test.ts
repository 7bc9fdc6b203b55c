import { describe, expect, inject, it } from 'vitest';
import { billingErrors } from '@shared/api/billing';
import { generate, usage } from './support/uploads';
import { prices, sendWebhook, stripeEvent, subscription } from './support/stripe';
import { api, createUser, type TestUser } from './support/users';

const stack = inject('stack');

const plan = async (user: TestUser) =>
  (await api(stack, '/api/me/subscription', user.idToken)).body as { planType: string; paymentFailed: boolean };

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
    expect(await plan(student)).toEqual({ planType: 'monthly', paymentFailed: false });
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
    const first = new URL(((await checkout(student, 'monthly')).body as { checkoutUrl: string }).checkoutUrl);
    const second = new URL(((await checkout(student, 'annual')).body as { checkoutUrl: string }).checkoutUrl);
    const customer = (u: URL) =>
      JSON.parse(Buffer.from(u.searchParams.get('session')!.split('.')[0]!, 'base64url').toString()).customerId;
    expect(customer(first)).toMatch(/^cus_/);
    expect(customer(second)).toBe(customer(first));
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
    const portal = await api(stack, '/api/billing/portal', student.idToken, { method: 'POST' });
    expect(portal.status).toBe(200);
    const portalUrl = new URL((portal.body as { url: string }).url);
    expect(await (await fetch(portalUrl)).text()).toContain('Monthly Pro');
    const cancel = await fetch(`${stack.url}/local-stripe/portal/cancel${portalUrl.search}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.headers.get('location')).toBe(`${stack.url}/settings`);
    expect((await plan(student)).planType).toBe('free');
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
    expect(await plan(student)).toEqual({ planType: 'monthly', paymentFailed: true });
    await sendWebhook(
      stack,
      stripeEvent('customer.subscription.updated', subscription(student, 'sub_f', 'active', 'monthly'), t + 2),
    );
    expect(await plan(student)).toEqual({ planType: 'monthly', paymentFailed: false });
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
