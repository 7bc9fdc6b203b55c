import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { studySetKeys } from './keys';

/** getFlashcards: read by the flashcard screen, the set editor and the export. */
export const getFlashcards = (studySetId: string) => callRoute(api.getFlashcards, { params: { id: studySetId } });

export const getFlashcardsQueryOptions = (studySetId: string) =>
  queryOptions({ queryKey: studySetKeys.flashcards(studySetId), queryFn: () => getFlashcards(studySetId) });

export function useFlashcards(studySetId: string) {
  return useQuery(getFlashcardsQueryOptions(studySetId));
}
