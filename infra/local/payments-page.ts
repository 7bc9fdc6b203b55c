import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { plans } from '@shared/plans';
import {
  decodeLocalSession,
  type LocalCheckoutSession,
  type LocalPortalSession,
} from '../../functions/src/adapters/payments/local-checkout';

/**
 * The local stand-in for Stripe's hosted pages (used when no Stripe key is set). Checkout shows
 * the plan and price with 'Pay' and 'Cancel'; 'Pay' sends Stripe-shaped events, signed as
 * Stripe signs them, to the real webhook endpoint, so the same code runs as with Stripe. The
 * portal cancels as Stripe's does by default: at the end of the period paid for
 * (customer.subscription.updated with cancel_at_period_end); until then it can be renewed, and
 * 'End the billing period now' stands in for the period passing (customer.subscription.deleted).
 * No card is involved.
 */
export function createLocalPaymentsPages(options: { siteUrl: string; webhookSecret: string }) {
  async function sendEvent(type: string, object: Record<string, unknown>) {
    const payload = JSON.stringify({
      id: `evt_local_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await fetch(`${options.siteUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok) throw new Error(`The webhook answered ${response.status}: ${await response.text()}`);
  }

  /** One billing interval from now (epoch seconds), as Stripe's current_period_end. */
  function periodEndFromNow(interval: 'month' | 'year' | null) {
    const end = new Date();
    if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
    return Math.floor(end.getTime() / 1000);
  }

  async function pay(session: LocalCheckoutSession) {
    const subscriptionId = `sub_local_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const metadata = {
      userId: session.userId,
      planType: session.planType,
      ...(session.replacesSubscriptionId ? { replacesSubscriptionId: session.replacesSubscriptionId } : {}),
    };
    await sendEvent('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: session.userId,
      customer: session.customerId,
      customer_email: session.email,
      subscription: subscriptionId,
      metadata,
    });
    await sendEvent('customer.subscription.created', {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: session.customerId,
      cancel_at_period_end: false,
      current_period_end: periodEndFromNow(plans[session.planType].interval),
      metadata,
      items: { object: 'list', data: [{ id: `si_${subscriptionId}`, price: { id: session.priceId } }] },
    });
  }

  /** Cancel (at period end) or renew: customer.subscription.updated, as Stripe's portal sends. */
  async function setCancelAtPeriodEnd(session: LocalPortalSession, cancelAtPeriodEnd: boolean) {
    if (!session.subscriptionId) return;
    await sendEvent('customer.subscription.updated', {
      id: session.subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: session.customerId,
      cancel_at_period_end: cancelAtPeriodEnd,
      current_period_end: session.periodEnd ?? periodEndFromNow(plans[session.planType].interval),
      metadata: { userId: session.userId, planType: session.planType },
      items: { object: 'list', data: [] },
    });
  }

  /** The paid period is over: Stripe deletes the subscription. */
  async function endPeriod(session: LocalPortalSession) {
    if (!session.subscriptionId) return;
    await sendEvent('customer.subscription.deleted', {
      id: session.subscriptionId,
      object: 'subscription',
      status: 'canceled',
      customer: session.customerId,
      metadata: { userId: session.userId, planType: session.planType },
      items: { object: 'list', data: [] },
    });
  }

  /** Answers /local-stripe/*; false for any other path. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/local-stripe/')) return false;
    const session = decodeLocalSession(url.searchParams.get('session') ?? '', options.webhookSecret);
    const route = `${req.method} ${url.pathname}`;
    if (!session) {
      page(res, 400, 'This payment link is not valid', '<p>Start again from LearnBetter.</p>');
      return true;
    }
    const token = encodeURIComponent(url.searchParams.get('session')!);
    try {
      if (session.kind === 'checkout' && route === 'GET /local-stripe/checkout') {
        const plan = plans[session.planType];
        page(
          res,
          200,
          `Subscribe to ${plan.name}`,
          `<p class="price">$${plan.priceUsd}.00 <span>per ${plan.interval}</span></p>
           <p>${plan.generationsPerMonth} generations per month</p>
           <p class="muted">Billed to ${escape(session.email)}</p>
           <form method="post" action="/local-stripe/checkout/pay?session=${token}"><button class="primary">Pay</button></form>
           <form method="post" action="/local-stripe/checkout/cancel?session=${token}"><button>Cancel</button></form>`,
        );
      } else if (session.kind === 'checkout' && route === 'POST /local-stripe/checkout/pay') {
        await pay(session);
        redirect(res, session.successUrl);
      } else if (session.kind === 'checkout' && route === 'POST /local-stripe/checkout/cancel') {
        redirect(res, session.cancelUrl);
      } else if (session.kind === 'portal' && route === 'GET /local-stripe/portal') {
        page(
          res,
          200,
          'Manage billing',
          `<p>Current plan: <strong>${plans[session.planType].name}</strong></p>
           ${
             session.cancelsAt
               ? `<p>Cancels on <strong>${day(session.cancelsAt)}</strong>. The plan stays until then.</p>
           <form method="post" action="/local-stripe/portal/renew?session=${token}"><button class="primary">Don't cancel</button></form>
           <form method="post" action="/local-stripe/portal/end-period?session=${token}"><button>End the billing period now</button></form>
           <p class="muted">Test mode: ends the period paid for at once, as if ${day(session.cancelsAt)} had come.</p>`
               : `${session.periodEnd ? `<p class="muted">Renews on ${day(session.periodEnd)}.</p>` : ''}
           <form method="post" action="/local-stripe/portal/cancel?session=${token}"><button class="danger">Cancel subscription</button></form>
           <p class="muted">You keep the plan until the end of the period you paid for.</p>`
           }
           <p><a href="${escape(session.returnUrl)}">Return to LearnBetter</a></p>`,
        );
      } else if (session.kind === 'portal' && route === 'POST /local-stripe/portal/cancel') {
        await setCancelAtPeriodEnd(session, true);
        redirect(res, session.returnUrl);
      } else if (session.kind === 'portal' && route === 'POST /local-stripe/portal/renew') {
        await setCancelAtPeriodEnd(session, false);
        redirect(res, session.returnUrl);
      } else if (session.kind === 'portal' && route === 'POST /local-stripe/portal/end-period') {
        await endPeriod(session);
        redirect(res, session.returnUrl);
      } else {
        page(res, 404, 'Not found', '<p>Start again from LearnBetter.</p>');
      }
    } catch (error) {
      console.error('[local payments]', error);
      page(res, 502, 'The payment could not be completed', `<p>${escape((error as Error).message)}</p>`);
    }
    return true;
  };
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

function day(epochSeconds: number) {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function escape(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · LearnBetter test checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 4px 24px #0f172a1a; padding: 32px; width: min(420px, calc(100% - 32px)); box-sizing: border-box; }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 2px 10px; font-size: 12px; font-weight: 600; }
  .price { font-size: 32px; font-weight: 800; margin: 16px 0 4px; } .price span { font-size: 16px; font-weight: 400; color: #475569; }
  .muted { color: #475569; font-size: 14px; }
  button { width: 100%; padding: 12px; margin-top: 12px; border-radius: 8px; border: 1px solid #cbd5e1; background: #fff; font-size: 16px; font-weight: 600; cursor: pointer; }
  button.primary { background: #4f46e5; color: #fff; border-color: #4f46e5; } button.danger { background: #b91c1c; color: #fff; border-color: #b91c1c; }
</style></head><body><main><span class="badge">Test mode · no card is charged</span><h1>${escape(title)}</h1>${body}</main></body></html>`);
}
