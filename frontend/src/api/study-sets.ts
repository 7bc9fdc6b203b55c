import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import type { StudySet, StudySetListQuery } from '@shared/api/study-sets';
import { callRoute } from '@/lib/api-client';
import { announceChanged } from '@/lib/tab-sync';

/** Study-set queries several features read (the list, the study pages, the upload dialog). */
export const studySetKeys = {
  all: ['study-sets'] as const,
  lists: ['study-sets', 'list'] as const,
  list: (query: StudySetListQuery) => ['study-sets', 'list', query] as const,
  one: (id: string) => ['study-sets', 'one', id] as const,
  flashcards: (id: string) => ['study-sets', 'flashcards', id] as const,
  questions: (id: string) => ['study-sets', 'questions', id] as const,
  source: (id: string) => ['study-sets', 'source', id] as const,
};

export function studySetsQueryOptions(query: StudySetListQuery) {
  return queryOptions({
    queryKey: studySetKeys.list(query),
    queryFn: () =>
      callRoute(api.listStudySets, {
        query: { contentType: query.contentType, searchTerm: query.searchTerm || undefined },
      }),
  });
}

/** getFilteredStudySets */
export function useStudySets(query: StudySetListQuery) {
  return useQuery({ ...studySetsQueryOptions(query), placeholderData: (previous) => previous });
}

export const studySetQueryOptions = (id: string) =>
  queryOptions({ queryKey: studySetKeys.one(id), queryFn: () => callRoute(api.getStudySet, { params: { id } }) });

/** getStudySet */
export function useStudySet(id: string) {
  return useQuery(studySetQueryOptions(id));
}

export const getFlashcards = (studySetId: string) => callRoute(api.getFlashcards, { params: { id: studySetId } });
export const getQuizQuestions = (studySetId: string) => callRoute(api.getQuizQuestions, { params: { id: studySetId } });

/** getFlashcards: read by the flashcard screen, the set editor and the export. */
export const flashcardsQueryOptions = (studySetId: string) =>
  queryOptions({ queryKey: studySetKeys.flashcards(studySetId), queryFn: () => getFlashcards(studySetId) });

/** getQuizQuestions: read by the quiz, the set editor and the export. */
export const quizQuestionsQueryOptions = (studySetId: string) =>
  queryOptions({ queryKey: studySetKeys.questions(studySetId), queryFn: () => getQuizQuestions(studySetId) });

export const deleteStudySetKey = ['study-sets', 'delete'] as const;

/**
 * deleteStudySet: the list updates at once; a failure is logged (spec §8) and the list restored,
 * and the list tells the student and offers to try again (see deleteStudySetKey).
 */
export function useDeleteStudySet() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: deleteStudySetKey,
    mutationFn: (id: string) => callRoute(api.deleteStudySet, { params: { id } }),
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
    onSettled: () => {
      announceChanged(studySetKeys.all);
      return client.invalidateQueries({ queryKey: studySetKeys.all });
    },
  });
}
