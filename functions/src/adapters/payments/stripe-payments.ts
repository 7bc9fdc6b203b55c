import Stripe from 'stripe';
import { checkoutSessionMinutes } from '../../domain/billing';
import type { CheckoutInput, Payments, PaymentEvent, PortalInput } from '../../domain/ports';
import { verifyStripeWebhook, type PriceIds } from './stripe-webhook';

/** Stripe Checkout (subscription mode), the customer portal, and signed webhooks. */
export class StripePayments implements Payments {
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: {
      secretKey: string;
      webhookSecret: string;
      prices: PriceIds;
    },
  ) {
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
  }

  async createCheckout(input: CheckoutInput) {
    // One Stripe customer per user, reused for every checkout and the portal.
    const customerId =
      input.customerId ??
      (
        await this.stripe.customers.create(
          { email: input.email, metadata: { userId: input.userId } },
          { idempotencyKey: `customer-${input.userId}` },
        )
      ).id;
    const metadata = {
      userId: input.userId,
      planType: input.planType,
      ...(input.replacesSubscriptionId ? { replacesSubscriptionId: input.replacesSubscriptionId } : {}),
    };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: input.userId,
      line_items: [{ price: this.settings.prices[input.planType], quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata,
      subscription_data: { metadata },
      // Short-lived, so the one checkout a user may have open (domain/billing.ts) ends soon.
      expires_at: Math.floor(Date.now() / 1000) + checkoutSessionMinutes * 60,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { url: session.url, customerId };
  }

  async createPortal(input: PortalInput) {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: input.customerId,
      return_url: input.returnUrl,
    });
    return session.url;
  }

  /**
   * Ends a replaced or extra subscription now, crediting the unused time to the customer. Asked
   * again (a retried webhook), it finds the subscription already ended and does nothing.
   */
  async cancelSubscription(subscriptionId: string) {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId, { prorate: true, invoice_now: true });
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return;
      const { status } = await this.stripe.subscriptions.retrieve(subscriptionId);
      if (status !== 'canceled' && status !== 'incomplete_expired') throw error;
    }
  }

  verifyWebhook(rawBody: string, signature: string): PaymentEvent {
    return verifyStripeWebhook(rawBody, signature, this.settings.webhookSecret, this.settings.prices);
  }
}
