import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { FlashcardDraft, QuizQuestionDraft } from '@shared/api/set-editing';
import { flashcardSchema, quizQuestionSchema, studySetSchema, type StudySet } from '@shared/api/study-sets';
import { getFlashcards, getQuizQuestions, studySetKeys } from '@/api/study-sets';
import { apiRequest } from '@/lib/api-client';
import { announceChanged } from '@/lib/tab-sync';

/** The set's items, under the keys the study screens read, so an edit shows there at once. */
export const setItemsQueryOptions = (studySetId: string, contentType: StudySet['contentType'] | undefined) =>
  queryOptions({
    queryKey: contentType === 'quiz' ? studySetKeys.questions(studySetId) : studySetKeys.flashcards(studySetId),
    queryFn: async () => (contentType === 'quiz' ? getQuizQuestions(studySetId) : getFlashcards(studySetId)),
    enabled: contentType !== undefined,
  });

export function useSetItems(studySetId: string, contentType: StudySet['contentType'] | undefined) {
  return useQuery(setItemsQueryOptions(studySetId, contentType));
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    announceChanged(studySetKeys.all);
    return client.invalidateQueries({ queryKey: studySetKeys.all });
  };
}

const itemSchema = z.union([quizQuestionSchema, flashcardSchema]);
const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export function useRenameSet(studySetId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (title: string) => apiRequest(`/study-sets/${studySetId}`, studySetSchema, json('PATCH', { title })),
    onSuccess: refresh,
  });
}

export function useSaveItem(studySetId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ itemId, draft }: { itemId: string | null; draft: FlashcardDraft | QuizQuestionDraft }) =>
      itemId
        ? apiRequest(`/study-sets/${studySetId}/items/${itemId}`, itemSchema, json('PUT', draft))
        : apiRequest(`/study-sets/${studySetId}/items`, itemSchema, json('POST', draft)),
    onSuccess: refresh,
  });
}

export function useDeleteItem(studySetId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (itemId: string) =>
      apiRequest(`/study-sets/${studySetId}/items/${itemId}`, z.unknown(), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
