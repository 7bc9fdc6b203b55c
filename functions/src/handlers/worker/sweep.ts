import { sweepEventSchema } from '@shared/messages';
import { sweepUnfinishedJobs } from '../../domain/sweep';
import { queue } from '../deps/queue';
import { jobs, studySets, usage } from '../deps/stores';
import { storage } from '../deps/storage';
import { logger } from '../../lib/logger';

/**
 * Ends jobs that would never finish. In AWS an EventBridge schedule calls it with
 * `{mode: 'deadline'}` (fail and refund what is past its deadline); the local stack calls it once
 * at start-up with `{mode: 'restart'}` (queue again what the in-memory queue lost).
 */
export const handler = async (event: unknown) => {
  const policy = sweepEventSchema.parse(event);
  return sweepUnfinishedJobs(
    { jobs, usage, sets: studySets, queue, storage, log: (message, details) => logger.info(message, details) },
    policy,
  );
};
