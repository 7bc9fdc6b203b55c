import { api } from '@shared/api/routes';
import { openPortal } from '../../domain/billing-flows';
import { billing } from '../deps/stores';
import { httpHandler } from '../../lib/http';
import { loadPayments } from '../deps/payments';

/** POST /api/billing/portal: the billing portal for a paid user. */
export const handler = httpHandler(api.createPortal, async ({ caller }) => {
  const { payments, siteUrl } = await loadPayments();
  return { body: await openPortal(billing, payments, siteUrl, caller.sub) };
});
