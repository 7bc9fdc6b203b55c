import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import type { StudySetListQuery } from '@shared/api/study-sets';
import { callRoute } from '@/lib/api-client';
import { studySetKeys } from './keys';

/** getFilteredStudySets: the caller's sets, newest first; an empty search term is left out. */
export function getStudySets(query: StudySetListQuery) {
  return callRoute(api.listStudySets, {
    query: { contentType: query.contentType, searchTerm: query.searchTerm || undefined },
  });
}

export const getStudySetsQueryOptions = (query: StudySetListQuery) =>
  queryOptions({ queryKey: studySetKeys.list(query), queryFn: () => getStudySets(query) });

/** The list keeps showing the previous filter's sets while the next one loads. */
export function useStudySets(query: StudySetListQuery) {
  return useQuery({ ...getStudySetsQueryOptions(query), placeholderData: (previous) => previous });
}
