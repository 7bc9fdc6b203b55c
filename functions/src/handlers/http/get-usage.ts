import type { Usage } from '@shared/api/usage';
import { usageAt } from '../../domain/allowance';
import { billing, usage } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/me/usage (getUserUsage, checkUsageLimit) */
export const handler = httpHandler<Usage>({}, async ({ caller }) => ({
  body: await usageAt({ billing, usage }, caller.sub, new Date()),
}));
