import * as z from 'zod';

/** POST /api/billing/checkout: the plan to buy; the user and email come from the token. */
export const checkoutRequestSchema = z.object({ planType: z.enum(['monthly', 'annual']) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The spec's checkout session result (§3). */
export const checkoutResponseSchema = z.object({ success: z.boolean(), checkoutUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/billing/portal: where a paid user manages billing. */
export const portalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/** POST /api/stripe/webhook: what was done with the event ('replayed' when already handled). */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true), result: z.string() });

/** What the API says when a billing request cannot be met (shown or logged by the SPA). */
export const billingErrors = {
  noEmail: 'Please ensure you have a valid email address',
  samePlan: 'You are already on this plan.',
  downgrade: 'Annual Pro cannot be changed to Monthly Pro. You can cancel it in Manage Billing.',
  checkoutOpen:
    'You already have a checkout open. Finish it in its tab, or choose a plan again once it expires, about 30 minutes after you opened it.',
  freePortal: 'The billing portal is for paid plans. Choose a plan to subscribe.',
} as const;
