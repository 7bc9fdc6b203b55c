import { reviewRequestSchema, type ReviewRequest, type ReviewResult } from '@shared/api/reviews';
import { rateCard } from '../../../domain/reviews';
import { requestNow } from '../../../lib/clock';
import { httpHandler } from '../../../lib/http';
import { reviewDeps } from '../../deps/review';

/**
 * POST /api/reviews: one FSRS rating of one card. 200 with the card's new state; the same
 * reviewId again answers the same result; a stale expectedVersion answers 409.
 */
export const handler = httpHandler<ReviewResult, ReviewRequest>(
  { body: reviewRequestSchema },
  async ({ caller, body, event }) => ({ body: await rateCard(reviewDeps, caller.sub, body, requestNow(event)) }),
);
