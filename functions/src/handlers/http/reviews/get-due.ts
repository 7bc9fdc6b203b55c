import type { DueList } from '@shared/api/reviews';
import { listDue } from '../../../domain/reviews';
import { requestNow } from '../../../lib/clock';
import { httpHandler } from '../../../lib/http';
import { reviewDeps } from '../../deps/review';

/** GET /api/reviews/due: the caller's due cards from every set, oldest due first. */
export const handler = httpHandler<DueList>({}, async ({ caller, event }) => ({
  body: await listDue(reviewDeps, caller.sub, requestNow(event)),
}));
