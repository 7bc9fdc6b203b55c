import type { Subscription } from '@shared/api/usage';
import { repository } from '../../lib/deps';
import { httpHandler } from '../../lib/http';

/** GET /api/me/subscription (getUserSubscription): no record means free. */
export const handler = httpHandler<Subscription>({}, async ({ caller }) => ({
  body: { planType: await repository.getPlan(caller.sub) },
}));
