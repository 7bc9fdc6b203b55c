import { api } from '@shared/api/routes';
import { getStudySetSource } from '../../../domain/set-editing';
import { studySets } from '../../deps/stores';
import { storage } from '../../deps/storage';
import { httpHandler } from '../../../lib/http';

/** GET /api/study-sets/{id}/source: {url, kind, fileName}, a presigned GET valid for 5 minutes. */
export const handler = httpHandler(api.getSource, async ({ caller, params }) => ({
  body: await getStudySetSource(studySets, storage, caller.sub, params.id),
}));
