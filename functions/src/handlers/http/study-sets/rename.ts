import { api } from '@shared/api/routes';
import { renameStudySet } from '../../../domain/set-editing';
import { studySets } from '../../deps/stores';
import { httpHandler } from '../../../lib/http';

/** PATCH /api/study-sets/{id} {title}: renames the set. */
export const handler = httpHandler(api.renameStudySet, async ({ caller, params, body }) => ({
  body: await renameStudySet(studySets, caller.sub, params.id, body.title),
}));
