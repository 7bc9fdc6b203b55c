import { api } from '@shared/api/routes';
import { listDue } from '../../../domain/reviews';
import { requestNow } from '../../../lib/clock';
import { httpHandler } from '../../../lib/http';
import { reviewDeps } from '../../deps/review';

/** GET /api/reviews/due: the caller's due cards from every set, oldest due first. */
export const handler = httpHandler(api.getDue, async ({ caller, event }) => ({
  body: await listDue(reviewDeps, caller.sub, requestNow(event)),
}));
