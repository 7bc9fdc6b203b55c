import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptRequest } from '@shared/api/reviews';
import { api } from '@shared/api/routes';
import { callRoute, retryLostConnection } from '@/lib/api-client';
import { announceChanged } from '@/lib/tab-sync';
import { reviewKeys } from './keys';

/** Saves a finished quiz (score, and the missed questions for the review queue). */
export const recordAttempt = (setId: string, attempt: AttemptRequest) =>
  callRoute(api.postAttempt, { params: { id: setId }, body: attempt });

export function useRecordAttempt(setId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attempt: AttemptRequest) => recordAttempt(setId, attempt),
    // A lost connection is worth one more try with the same attemptId (the server saves it once).
    retry: retryLostConnection,
    onSettled: () => {
      announceChanged(reviewKeys.all);
      return client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
