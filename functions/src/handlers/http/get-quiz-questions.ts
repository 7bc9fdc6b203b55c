import { api } from '@shared/api/routes';
import { getQuizQuestions } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/study-sets/{id}/questions (getQuizQuestions) */
export const handler = httpHandler(api.getQuizQuestions, async ({ caller, params }) => ({
  body: await getQuizQuestions(studySets, caller.sub, params.id),
}));
