import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { studySetListSchema, studySetSchema, type StudySet, type StudySetListQuery } from '@shared/api/study-sets';
import { apiRequest } from '@/lib/api-client';
import { announceChanged } from '@/lib/tab-sync';

/** Study-set queries several features read (the list, the study pages, the upload dialog). */
export const studySetKeys = {
  all: ['study-sets'] as const,
  list: (query: StudySetListQuery) => ['study-sets', 'list', query] as const,
  one: (id: string) => ['study-sets', 'one', id] as const,
};

export function studySetsQueryOptions(query: StudySetListQuery) {
  const params = new URLSearchParams({ contentType: query.contentType });
  if (query.searchTerm) params.set('searchTerm', query.searchTerm);
  return queryOptions({
    queryKey: studySetKeys.list(query),
    queryFn: () => apiRequest(`/study-sets?${params}`, studySetListSchema),
  });
}

/** getFilteredStudySets */
export function useStudySets(query: StudySetListQuery) {
  return useQuery({ ...studySetsQueryOptions(query), placeholderData: (previous) => previous });
}

/** getStudySet */
export function useStudySet(id: string) {
  return useQuery(
    queryOptions({ queryKey: studySetKeys.one(id), queryFn: () => apiRequest(`/study-sets/${id}`, studySetSchema) }),
  );
}

export const deleteStudySetKey = ['study-sets', 'delete'] as const;

/**
 * deleteStudySet: the list updates at once; a failure is logged (spec §8) and the list restored,
 * and the list tells the student and offers to try again (see deleteStudySetKey).
 */
export function useDeleteStudySet() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: deleteStudySetKey,
    mutationFn: (id: string) => apiRequest(`/study-sets/${id}`, z.unknown(), { method: 'DELETE' }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: studySetKeys.all });
      const snapshot = client.getQueriesData<StudySet[]>({ queryKey: ['study-sets', 'list'] });
      client.setQueriesData<StudySet[]>({ queryKey: ['study-sets', 'list'] }, (sets) =>
        sets?.filter((s) => s._id !== id),
      );
      return { snapshot };
    },
    onError: (error, _id, context) => {
      console.error('Failed to delete study set', error);
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
    },
    onSettled: () => {
      announceChanged(studySetKeys.all);
      return client.invalidateQueries({ queryKey: studySetKeys.all });
    },
  });
}
