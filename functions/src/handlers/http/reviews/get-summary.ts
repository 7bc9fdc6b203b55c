import type { ReviewSummary } from '@shared/api/reviews';
import { reviewSummary } from '../../../domain/reviews';
import { requestNow } from '../../../lib/clock';
import { httpHandler } from '../../../lib/http';
import { reviewDeps } from '../../deps/review';

/** GET /api/reviews/summary: how many cards are due, and each set's progress and scores. */
export const handler = httpHandler<ReviewSummary>({}, async ({ caller, event }) => ({
  body: await reviewSummary(reviewDeps, caller.sub, requestNow(event)),
}));
