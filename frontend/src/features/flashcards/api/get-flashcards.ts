import { queryOptions, useQuery } from '@tanstack/react-query';
import { flashcardListSchema } from '@shared/api/study-sets';
import { apiRequest } from '@/lib/api-client';

/** getFlashcards */
export function useFlashcards(studySetId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['study-sets', 'flashcards', studySetId],
      queryFn: () => apiRequest(`/study-sets/${studySetId}/flashcards`, flashcardListSchema),
    }),
  );
}
