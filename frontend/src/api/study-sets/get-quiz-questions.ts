import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { studySetKeys } from './keys';

/** getQuizQuestions: read by the quiz, the set editor and the export. */
export const getQuizQuestions = (studySetId: string) => callRoute(api.getQuizQuestions, { params: { id: studySetId } });

export const getQuizQuestionsQueryOptions = (studySetId: string) =>
  queryOptions({ queryKey: studySetKeys.questions(studySetId), queryFn: () => getQuizQuestions(studySetId) });

export function useQuizQuestions(studySetId: string) {
  return useQuery(getQuizQuestionsQueryOptions(studySetId));
}
