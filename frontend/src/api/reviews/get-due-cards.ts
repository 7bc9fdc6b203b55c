import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** The due cards of every set, oldest due first. */
export const getDueCards = () => callRoute(api.getDue);

export const getDueCardsQueryOptions = () => queryOptions({ queryKey: reviewKeys.due, queryFn: getDueCards });

export function useDueCards() {
  return useQuery(getDueCardsQueryOptions());
}
