import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttemptRequest, ReviewRequest } from '@shared/api/reviews';
import { api } from '@shared/api/routes';
import { ApiRequestError, callRoute } from '@/lib/api-client';
import { announceChanged } from '@/lib/tab-sync';

/** The study loop's queries (shared/api/reviews.ts). */
export const reviewKeys = {
  all: ['reviews'] as const,
  due: ['reviews', 'due'] as const,
  summary: ['reviews', 'summary'] as const,
  set: (setId: string) => ['reviews', 'set', setId] as const,
};

export const reviewSummaryQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.summary, queryFn: () => callRoute(api.getReviewSummary) });

export const dueCardsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.due, queryFn: () => callRoute(api.getDue) });

export const setCardStatesQueryOptions = (setId: string) =>
  queryOptions({
    queryKey: reviewKeys.set(setId),
    queryFn: () => callRoute(api.getSetCardStates, { params: { id: setId } }),
  });

/** How many cards are due, and each set's new / learning / due counts and quiz scores. */
export function useReviewSummary() {
  return useQuery(reviewSummaryQueryOptions());
}

/** The due cards of every set, oldest due first. */
export function useDueCards() {
  return useQuery(dueCardsQueryOptions());
}

/** A set's saved card states: each card's version, sent back with its next rating. */
export function useSetCardStates(setId: string) {
  return useQuery(setCardStatesQueryOptions(setId));
}

/**
 * Saves one rating as an FSRS review. The caller makes the reviewId once per press, so a retry
 * sends the same one. A 409 (another tab rated the card) refetches the card states.
 */
export function useRateCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ReviewRequest) => callRoute(api.postReview, { body: request }),
    // A lost connection is retried with the same reviewId: the server counts it once.
    retry: (count, error) => count < 2 && error instanceof ApiRequestError && error.code === 'network',
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

/** Saves a finished quiz (score, and the missed questions for the review queue). */
export function useRecordAttempt(setId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attempt: AttemptRequest) => callRoute(api.postAttempt, { params: { id: setId }, body: attempt }),
    // A lost connection is worth one more try with the same attemptId (the server saves it once).
    retry: (count, error) => count < 2 && error instanceof ApiRequestError && error.code === 'network',
    onSettled: () => {
      announceChanged(reviewKeys.all);
      return client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
