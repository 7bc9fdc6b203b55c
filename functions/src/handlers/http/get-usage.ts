import { api } from '@shared/api/routes';
import { usageAt } from '../../domain/allowance';
import { billing, usage } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/me/usage (getUserUsage, checkUsageLimit) */
export const handler = httpHandler(api.getUsage, async ({ caller }) => ({
  body: await usageAt({ billing, usage }, caller.sub, new Date()),
}));
