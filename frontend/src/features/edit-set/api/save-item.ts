import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import type { FlashcardDraft, QuizQuestionDraft } from '@shared/api/set-editing';
import { refreshStudySets } from '@/api/study-sets/refresh-study-sets';
import { callRoute } from '@/lib/api-client';

export type SaveItemRequest = { itemId: string | null; draft: FlashcardDraft | QuizQuestionDraft };

/** Edits an item in place (PUT, same id and source), or adds one when there is no itemId (POST). */
export const saveItem = (studySetId: string, { itemId, draft }: SaveItemRequest) =>
  itemId
    ? callRoute(api.editItem, { params: { id: studySetId, itemId }, body: draft })
    : callRoute(api.addItem, { params: { id: studySetId }, body: draft });

export function useSaveItem(studySetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveItemRequest) => saveItem(studySetId, request),
    onSuccess: () => refreshStudySets(client),
  });
}
