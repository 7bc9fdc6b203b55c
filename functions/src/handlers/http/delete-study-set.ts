import { api } from '@shared/api/routes';
import { deleteStudySet } from '../../domain/study-sets';
import { studySets } from '../deps/stores';
import { storage } from '../deps/storage';
import { httpHandler } from '../../lib/http';
import { reviewDeps } from '../deps/review';

/** DELETE /api/study-sets/{id} (deleteStudySet): the set, all its items and its kept source file. */
export const handler = httpHandler(api.deleteStudySet, async ({ caller, params }) => {
  await deleteStudySet(studySets, caller.sub, params.id, storage);
  // Its cards' review state and its quiz scores go with it.
  await reviewDeps.reviews.deleteSet(caller.sub, params.id);
  return { statusCode: 204 };
});
