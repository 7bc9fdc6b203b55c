import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { refreshStudySets } from '@/api/study-sets/refresh-study-sets';
import { callRoute } from '@/lib/api-client';

/** PATCH /api/study-sets/{id}: renames the set. */
export const renameSet = (studySetId: string, title: string) =>
  callRoute(api.renameStudySet, { params: { id: studySetId }, body: { title } });

export function useRenameSet(studySetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => renameSet(studySetId, title),
    onSuccess: () => refreshStudySets(client),
  });
}
