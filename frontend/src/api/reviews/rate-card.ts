import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRequest } from '@shared/api/reviews';
import { api } from '@shared/api/routes';
import { ApiRequestError, callRoute, retryLostConnection } from '@/lib/api-client';
import { announceChanged } from '@/lib/tab-sync';
import { reviewKeys } from './keys';

/** Saves one rating as an FSRS review. */
export const rateCard = (request: ReviewRequest) => callRoute(api.postReview, { body: request });

/**
 * The caller makes the reviewId once per press, so a retry sends the same one. A 409 (another
 * tab rated the card) refetches the card states.
 */
export function useRateCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rateCard,
    // A lost connection is retried with the same reviewId: the server counts it once.
    retry: retryLostConnection,
    onSuccess: (result) => {
      client.setQueryData(reviewKeys.set(result.card.setId), (cards: unknown) =>
        Array.isArray(cards)
          ? [...cards.filter((c: { itemId: string }) => c.itemId !== result.card.itemId), result.card]
          : cards,
      );
    },
    onError: (error, request) => {
      if (error instanceof ApiRequestError && (error.code === 'conflict' || error.status === 404))
        void client.invalidateQueries({ queryKey: reviewKeys.set(request.setId) });
    },
    onSettled: () => {
      announceChanged(reviewKeys.all);
      void client.invalidateQueries({ queryKey: reviewKeys.summary });
    },
  });
}
