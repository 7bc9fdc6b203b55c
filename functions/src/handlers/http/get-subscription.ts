import type { Subscription } from '@shared/api/usage';
import { billingAt, cancelsAt } from '../../domain/billing';
import { repository } from '../deps/repository';
import { httpHandler } from '../../lib/http';

/**
 * GET /api/me/subscription (getUserSubscription): no record means free. A plan cancelled at
 * period end is still the plan until then (`cancelsAt` says when), and free after.
 */
export const handler = httpHandler<Subscription>({}, async ({ caller }) => {
  const billing = billingAt(await repository.getBilling(caller.sub), Date.now());
  const endsAt = cancelsAt(billing);
  return {
    body: {
      planType: billing.planType,
      paymentFailed: billing.paymentFailed,
      cancelsAt: endsAt === null ? null : new Date(endsAt * 1000).toISOString(),
    },
  };
});
