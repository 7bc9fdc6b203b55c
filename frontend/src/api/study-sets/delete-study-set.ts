import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import type { StudySet } from '@shared/api/study-sets';
import { callRoute } from '@/lib/api-client';
import { studySetKeys } from './keys';
import { refreshStudySets } from './refresh-study-sets';

/** deleteStudySet: the set, all its items and its kept original file. */
export const deleteStudySet = (id: string) => callRoute(api.deleteStudySet, { params: { id } });

/**
 * The list updates at once; a failure is logged (spec §8) and the list restored, and the list
 * tells the student and offers to try again (it finds the failure by studySetKeys.delete).
 */
export function useDeleteStudySet() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: studySetKeys.delete,
    mutationFn: deleteStudySet,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: studySetKeys.all });
      const snapshot = client.getQueriesData<StudySet[]>({ queryKey: studySetKeys.lists });
      client.setQueriesData<StudySet[]>({ queryKey: studySetKeys.lists }, (sets) => sets?.filter((s) => s._id !== id));
      return { snapshot };
    },
    onError: (error, _id, context) => {
      console.error('Failed to delete study set', error);
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
    },
    onSettled: () => refreshStudySets(client),
  });
}
