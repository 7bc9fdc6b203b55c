import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { studySetKeys } from '@/api/study-sets';
import { callRoute } from '@/lib/api-client';

/** GET /api/study-sets/{id}/source: a link valid for 5 minutes, so it is asked for again after 4. */
export const studySetSourceQueryOptions = (studySetId: string) =>
  queryOptions({
    queryKey: studySetKeys.source(studySetId),
    queryFn: () => callRoute(api.getSource, { params: { id: studySetId } }),
    staleTime: 4 * 60_000,
    retry: false,
  });

export function useStudySetSource(studySetId: string) {
  return useQuery(studySetSourceQueryOptions(studySetId));
}
