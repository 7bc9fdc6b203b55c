import type { StudySetListQuery } from '@shared/api/study-sets';

/** Study-set keys several features read (the list, the study pages, the editor, the upload dialog). */
export const studySetKeys = {
  all: ['study-sets'] as const,
  lists: ['study-sets', 'list'] as const,
  list: (query: StudySetListQuery) => ['study-sets', 'list', query] as const,
  one: (id: string) => ['study-sets', 'one', id] as const,
  flashcards: (id: string) => ['study-sets', 'flashcards', id] as const,
  questions: (id: string) => ['study-sets', 'questions', id] as const,
  source: (id: string) => ['study-sets', 'source', id] as const,
  /** The delete mutation's key: the list finds a failed delete by it and offers to try again. */
  delete: ['study-sets', 'delete'] as const,
};
