import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const checkoutResultSchema = z.object({ success: z.boolean(), checkoutUrl: z.string() });
export const portalResultSchema = z.object({ url: z.string() });

/** createCheckoutSession: the plan comes from the button, the user and email from the token. */
export function createCheckoutSession(planType: 'monthly' | 'annual') {
  return apiRequest('/billing/checkout', checkoutResultSchema, { method: 'POST', body: JSON.stringify({ planType }) });
}

/** The billing portal's address for a paid user. */
export function createPortalSession() {
  return apiRequest('/billing/portal', portalResultSchema, { method: 'POST' });
}

export const billingMessages = {
  noEmail: 'Please ensure you have a valid email address',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
  portalFailed: 'Unable to open billing portal. Please try again later.',
} as const;
