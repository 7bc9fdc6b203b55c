import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizQuestionListSchema } from '@shared/api/study-sets';
import { apiRequest } from '@/lib/api-client';

/** getQuizQuestions */
export function useQuizQuestions(studySetId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['study-sets', 'questions', studySetId],
      queryFn: () => apiRequest(`/study-sets/${studySetId}/questions`, quizQuestionListSchema),
    }),
  );
}
