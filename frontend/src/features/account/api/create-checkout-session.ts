import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';

/** createCheckoutSession: the plan comes from the button, the user and email from the token. */
export function createCheckoutSession(planType: 'monthly' | 'annual') {
  return callRoute(api.createCheckout, { body: { planType } });
}
