import { idParamsSchema } from '@shared/api/params';
import { renameStudySetSchema, type RenameStudySet } from '@shared/api/set-editing';
import type { StudySet } from '@shared/api/study-sets';
import { renameStudySet } from '../../../domain/set-editing';
import { studySets } from '../../deps/stores';
import { httpHandler } from '../../../lib/http';

/** PATCH /api/study-sets/{id} {title}: renames the set. */
export const handler = httpHandler<StudySet, RenameStudySet, undefined, { id: string }>(
  { body: renameStudySetSchema, params: idParamsSchema },
  async ({ caller, params, body }) => ({
    body: await renameStudySet(studySets, caller.sub, params.id, body.title),
  }),
);
