import { api } from '@shared/api/routes';
import { billingAt, cancelsAt } from '../../domain/billing';
import { billing } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/**
 * GET /api/me/subscription (getUserSubscription): no record means free. A plan cancelled at
 * period end is still the plan until then (`cancelsAt` says when), and free after.
 */
export const handler = httpHandler(api.getSubscription, async ({ caller }) => {
  const record = billingAt(await billing.getBilling(caller.sub), Date.now());
  const endsAt = cancelsAt(record);
  return {
    body: {
      planType: record.planType,
      paymentFailed: record.paymentFailed,
      cancelsAt: endsAt === null ? null : new Date(endsAt * 1000).toISOString(),
    },
  };
});
