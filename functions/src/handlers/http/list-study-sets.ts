import { studySetListQuerySchema, type StudySet, type StudySetListQuery } from '@shared/api/study-sets';
import { listStudySets } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/study-sets?contentType=all|flashcards|quiz&searchTerm= (getFilteredStudySets) */
export const handler = httpHandler<StudySet[], undefined, StudySetListQuery>(
  { query: studySetListQuerySchema },
  async ({ caller, query }) => ({ body: await listStudySets(studySets, caller.sub, query) }),
);
