import { api } from '@shared/api/routes';
import { listSetCardStates } from '../../../domain/reviews';
import { httpHandler } from '../../../lib/http';
import { reviewDeps } from '../../deps/review';

/** GET /api/study-sets/{id}/reviews: the set's saved card states (their versions, for ratings). */
export const handler = httpHandler(api.getSetCardStates, async ({ caller, params }) => ({
  body: await listSetCardStates(reviewDeps, caller.sub, params.id),
}));
