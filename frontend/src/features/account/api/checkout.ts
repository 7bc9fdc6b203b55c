import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';

/** createCheckoutSession: the plan comes from the button, the user and email from the token. */
export function createCheckoutSession(planType: 'monthly' | 'annual') {
  return callRoute(api.createCheckout, { body: { planType } });
}

/** The billing portal's address for a paid user. */
export function createPortalSession() {
  return callRoute(api.createPortal);
}

export const billingMessages = {
  noEmail: 'Please ensure you have a valid email address',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
  portalFailed: 'Unable to open billing portal. Please try again later.',
} as const;
