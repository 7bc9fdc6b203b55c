import { queryOptions, useQuery } from '@tanstack/react-query';
import { studySetSourceSchema } from '@shared/api/set-editing';
import { apiRequest } from '@/lib/api-client';

/** GET /api/study-sets/{id}/source: a link valid for 5 minutes, so it is asked for again after 4. */
export function useStudySetSource(studySetId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['study-sets', 'source', studySetId],
      queryFn: () => apiRequest(`/study-sets/${studySetId}/source`, studySetSourceSchema),
      staleTime: 4 * 60_000,
      retry: false,
    }),
  );
}
