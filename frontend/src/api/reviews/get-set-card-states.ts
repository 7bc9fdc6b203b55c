import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** A set's saved card states: each card's version, sent back with its next rating. */
export const getSetCardStates = (setId: string) => callRoute(api.getSetCardStates, { params: { id: setId } });

export const getSetCardStatesQueryOptions = (setId: string) =>
  queryOptions({ queryKey: reviewKeys.set(setId), queryFn: () => getSetCardStates(setId) });

export function useSetCardStates(setId: string) {
  return useQuery(getSetCardStatesQueryOptions(setId));
}
