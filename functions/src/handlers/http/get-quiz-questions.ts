import { idParamsSchema } from '@shared/api/params';
import type { QuizQuestion } from '@shared/api/study-sets';
import { getQuizQuestions } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/study-sets/{id}/questions (getQuizQuestions) */
export const handler = httpHandler<QuizQuestion[], undefined, undefined, { id: string }>(
  { params: idParamsSchema },
  async ({ caller, params }) => ({
    body: await getQuizQuestions(studySets, caller.sub, params.id),
  }),
);
