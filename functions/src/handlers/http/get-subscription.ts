import type { Subscription } from '@shared/api/usage';
import { repository } from '../../lib/deps';
import { httpHandler } from '../../lib/http';

/** GET /api/me/subscription (getUserSubscription): no record means free. */
export const handler = httpHandler<Subscription>({}, async ({ caller }) => {
  const billing = await repository.getBilling(caller.sub);
  return { body: { planType: billing.planType, paymentFailed: billing.paymentFailed } };
});
