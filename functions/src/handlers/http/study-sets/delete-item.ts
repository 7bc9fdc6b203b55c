import { api } from '@shared/api/routes';
import { removeItem } from '../../../domain/set-editing';
import { studySets } from '../../deps/stores';
import { reviewDeps } from '../../deps/review';
import { httpHandler } from '../../../lib/http';

/** DELETE /api/study-sets/{id}/items/{itemId}: the item goes, the set's count goes down. */
export const handler = httpHandler(api.deleteItem, async ({ caller, params }) => {
  await removeItem(studySets, reviewDeps.reviews, caller.sub, params.id, params.itemId);
  return { statusCode: 204 };
});
