import { api } from '@shared/api/routes';
import { getStudySet } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/study-sets/{id} (getStudySet) */
export const handler = httpHandler(api.getStudySet, async ({ caller, params }) => ({
  body: await getStudySet(studySets, caller.sub, params.id),
}));
