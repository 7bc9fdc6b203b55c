import { api } from '@shared/api/routes';
import { startCheckout } from '../../domain/billing-flows';
import { billing } from '../deps/stores';
import { httpHandler } from '../../lib/http';
import { loadPayments } from '../deps/payments';

/** POST /api/billing/checkout (createCheckoutSession): the email comes from the token. */
export const handler = httpHandler(api.createCheckout, async ({ caller, body }) => {
  const { payments, siteUrl } = await loadPayments();
  return { body: await startCheckout(billing, payments, siteUrl, caller, body.planType) };
});
