import { api } from '@shared/api/routes';
import { reviewSummary } from '../../../domain/reviews';
import { requestNow } from '../../../lib/clock';
import { httpHandler } from '../../../lib/http';
import { reviewDeps } from '../../deps/review';

/** GET /api/reviews/summary: how many cards are due, and each set's progress and scores. */
export const handler = httpHandler(api.getReviewSummary, async ({ caller, event }) => ({
  body: await reviewSummary(reviewDeps, caller.sub, requestNow(event)),
}));
