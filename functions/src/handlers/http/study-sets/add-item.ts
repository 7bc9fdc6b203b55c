import * as z from 'zod';
import { idParamsSchema } from '@shared/api/params';
import { addItem } from '../../../domain/set-editing';
import type { StudyItem } from '../../../domain/ports';
import { studySets } from '../../deps/stores';
import { httpHandler } from '../../../lib/http';

/**
 * POST /api/study-sets/{id}/items: a flashcard {question, answer} or a quiz question {question,
 * correctAnswer, incorrectAnswers[3], explanation?}, checked against the set's kind.
 */
export const handler = httpHandler<StudyItem, Record<string, unknown>, undefined, { id: string }>(
  { body: z.record(z.string(), z.unknown()), params: idParamsSchema },
  async ({ caller, params, body }) => ({
    statusCode: 201,
    body: await addItem(studySets, caller.sub, params.id, body),
  }),
);
