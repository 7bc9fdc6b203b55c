import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import type { FlashcardDraft, QuizQuestionDraft } from '@shared/api/set-editing';
import type { StudySet } from '@shared/api/study-sets';
import { getFlashcards, getQuizQuestions, studySetKeys } from '@/api/study-sets';
import { callRoute } from '@/lib/api-client';
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

export function useRenameSet(studySetId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (title: string) => callRoute(api.renameStudySet, { params: { id: studySetId }, body: { title } }),
    onSuccess: refresh,
  });
}

export function useSaveItem(studySetId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ itemId, draft }: { itemId: string | null; draft: FlashcardDraft | QuizQuestionDraft }) =>
      itemId
        ? callRoute(api.editItem, { params: { id: studySetId, itemId }, body: draft })
        : callRoute(api.addItem, { params: { id: studySetId }, body: draft }),
    onSuccess: refresh,
  });
}

export function useDeleteItem(studySetId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (itemId: string) => callRoute(api.deleteItem, { params: { id: studySetId, itemId } }),
    onSuccess: refresh,
  });
}
