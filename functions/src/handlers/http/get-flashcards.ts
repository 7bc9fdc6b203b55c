import { idParamsSchema } from '@shared/api/params';
import type { Flashcard } from '@shared/api/study-sets';
import { getFlashcards } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/study-sets/{id}/flashcards (getFlashcards) */
export const handler = httpHandler<Flashcard[], undefined, undefined, { id: string }>(
  { params: idParamsSchema },
  async ({ caller, params }) => ({
    body: await getFlashcards(studySets, caller.sub, params.id),
  }),
);
