import { api } from '@shared/api/routes';
import { rateCard } from '../../../domain/reviews';
import { requestNow } from '../../../lib/clock';
import { httpHandler } from '../../../lib/http';
import { reviewDeps } from '../../deps/review';

/**
 * POST /api/reviews: one FSRS rating of one card. 200 with the card's new state; the same
 * reviewId again answers the same result; a stale expectedVersion answers 409.
 */
export const handler = httpHandler(api.postReview, async ({ caller, body, event }) => ({
  body: await rateCard(reviewDeps, caller.sub, body, requestNow(event)),
}));
