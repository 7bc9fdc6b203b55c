import { useQuery } from '@tanstack/react-query';
import { flashcardsQueryOptions } from '@/api/study-sets';

/** getFlashcards */
export function useFlashcards(studySetId: string) {
  return useQuery(flashcardsQueryOptions(studySetId));
}
