import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudySet } from '@shared/api/study-sets';
import { getFlashcards } from '@/api/study-sets/get-flashcards';
import { studySetKeys } from '@/api/study-sets/keys';
import { getQuizQuestions } from '@/api/study-sets/get-quiz-questions';

type ContentType = StudySet['contentType'] | undefined;

/** A set's items: its quiz questions or its flashcards. */
export const getSetItems = (studySetId: string, contentType: ContentType) =>
  contentType === 'quiz' ? getQuizQuestions(studySetId) : getFlashcards(studySetId);

/** Under the keys the study screens read, so an edit shows there at once. */
export const getSetItemsQueryOptions = (studySetId: string, contentType: ContentType) =>
  queryOptions({
    queryKey: contentType === 'quiz' ? studySetKeys.questions(studySetId) : studySetKeys.flashcards(studySetId),
    queryFn: async () => getSetItems(studySetId, contentType),
    enabled: contentType !== undefined,
  });

export function useSetItems(studySetId: string, contentType: ContentType) {
  return useQuery(getSetItemsQueryOptions(studySetId, contentType));
}
