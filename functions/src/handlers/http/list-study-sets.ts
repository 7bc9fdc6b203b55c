import { api } from '@shared/api/routes';
import { listStudySets } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/study-sets?contentType=all|flashcards|quiz&searchTerm= (getFilteredStudySets) */
export const handler = httpHandler(api.listStudySets, async ({ caller, query }) => ({
  body: await listStudySets(studySets, caller.sub, query),
}));
