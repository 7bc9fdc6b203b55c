import { idParamsSchema } from '@shared/api/params';
import type { StudySet } from '@shared/api/study-sets';
import { getStudySet } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/study-sets/{id} (getStudySet) */
export const handler = httpHandler<StudySet, undefined, undefined, { id: string }>(
  { params: idParamsSchema },
  async ({ caller, params }) => ({
    body: await getStudySet(studySets, caller.sub, params.id),
  }),
);
