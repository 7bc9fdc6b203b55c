import { api } from '@shared/api/routes';
import { recordAttempt } from '../../../domain/reviews';
import { requestNow } from '../../../lib/clock';
import { httpHandler } from '../../../lib/http';
import { reviewDeps } from '../../deps/review';

/**
 * POST /api/study-sets/{id}/attempts: a finished quiz's score (201; 200 for a replayed attemptId)
 * and its missed questions queued for review.
 */
export const handler = httpHandler(api.postAttempt, async ({ caller, body, params, event }) => {
  const { created, attempt } = await recordAttempt(reviewDeps, caller.sub, params.id, body, requestNow(event));
  return { statusCode: created ? 201 : 200, body: attempt };
});
