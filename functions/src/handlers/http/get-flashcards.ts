import { api } from '@shared/api/routes';
import { getFlashcards } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/study-sets/{id}/flashcards (getFlashcards) */
export const handler = httpHandler(api.getFlashcards, async ({ caller, params }) => ({
  body: await getFlashcards(studySets, caller.sub, params.id),
}));
