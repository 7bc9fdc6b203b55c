import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** How many cards are due, and each set's new / learning / due counts and quiz scores. */
export const getReviewSummary = () => callRoute(api.getReviewSummary);

export const getReviewSummaryQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.summary, queryFn: getReviewSummary });

export function useReviewSummary() {
  return useQuery(getReviewSummaryQueryOptions());
}
