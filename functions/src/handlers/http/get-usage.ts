import type { Usage } from '@shared/api/usage';
import { getUsage } from '../../domain/study-sets';
import { repository } from '../deps/repository';
import { httpHandler } from '../../lib/http';

/** GET /api/me/usage (getUserUsage, checkUsageLimit) */
export const handler = httpHandler<Usage>({}, async ({ caller }) => ({ body: await getUsage(repository, caller.sub) }));
