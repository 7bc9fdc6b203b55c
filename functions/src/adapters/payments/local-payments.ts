import { randomUUID } from 'node:crypto';
import type { CheckoutInput, Payments, PaymentEvent, PortalInput } from '../../domain/ports';
import { encodeLocalSession } from './local-checkout';
import { verifyStripeWebhook, type PriceIds } from './stripe-webhook';

/**
 * Payments for `npm start` (no Stripe keys): checkout and portal are pages the local stack
 * serves; paying there sends Stripe-shaped events, signed with the webhook secret, to the real
 * webhook endpoint. They are verified and read as Stripe's are, so the webhook code path is the
 * one used live.
 */
export class LocalPayments implements Payments {
  constructor(private readonly settings: { siteUrl: string; webhookSecret: string; prices: PriceIds }) {}

  async createCheckout(input: CheckoutInput) {
    const customerId = input.customerId ?? `cus_local_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    const token = encodeLocalSession(
      {
        kind: 'checkout',
        id: `cs_local_${randomUUID().replaceAll('-', '')}`,
        userId: input.userId,
        email: input.email,
        customerId,
        planType: input.planType,
        priceId: this.settings.prices[input.planType],
        replacesSubscriptionId: input.replacesSubscriptionId,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      },
      this.settings.webhookSecret,
    );
    return { url: `${this.settings.siteUrl}/local-stripe/checkout?session=${token}`, customerId };
  }

  async createPortal(input: PortalInput) {
    const token = encodeLocalSession(
      {
        kind: 'portal',
        userId: input.userId,
        customerId: input.customerId,
        subscriptionId: input.subscriptionId,
        planType: input.planType,
        periodEnd: input.periodEnd,
        cancelsAt: input.cancelsAt,
        returnUrl: input.returnUrl,
      },
      this.settings.webhookSecret,
    );
    return `${this.settings.siteUrl}/local-stripe/portal?session=${token}`;
  }

  /** The local portal page sends the subscription's events itself; nothing to call here. */
  async cancelSubscription() {}

  verifyWebhook(rawBody: string, signature: string): PaymentEvent {
    return verifyStripeWebhook(rawBody, signature, this.settings.webhookSecret, this.settings.prices);
  }
}
