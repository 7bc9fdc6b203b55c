import { useQuery } from '@tanstack/react-query';
import { quizQuestionsQueryOptions } from '@/api/study-sets';

/** getQuizQuestions */
export function useQuizQuestions(studySetId: string) {
  return useQuery(quizQuestionsQueryOptions(studySetId));
}
