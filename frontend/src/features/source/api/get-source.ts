import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { studySetKeys } from '@/api/study-sets/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/study-sets/{id}/source: a link to the set's kept file, valid for 5 minutes. */
export const getSource = (studySetId: string) => callRoute(api.getSource, { params: { id: studySetId } });

/** The link is asked for again after 4 minutes, before it expires. */
export const getSourceQueryOptions = (studySetId: string) =>
  queryOptions({
    queryKey: studySetKeys.source(studySetId),
    queryFn: () => getSource(studySetId),
    staleTime: 4 * 60_000,
    retry: false,
  });

export function useSource(studySetId: string) {
  return useQuery(getSourceQueryOptions(studySetId));
}
