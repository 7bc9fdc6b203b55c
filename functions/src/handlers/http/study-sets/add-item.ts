import { api } from '@shared/api/routes';
import { addItem } from '../../../domain/set-editing';
import { studySets } from '../../deps/stores';
import { httpHandler } from '../../../lib/http';

/**
 * POST /api/study-sets/{id}/items: a flashcard {question, answer} or a quiz question {question,
 * correctAnswer, incorrectAnswers[3], explanation?}, checked against the set's kind.
 */
export const handler = httpHandler(api.addItem, async ({ caller, params, body }) => ({
  statusCode: 201,
  body: await addItem(studySets, caller.sub, params.id, body),
}));
