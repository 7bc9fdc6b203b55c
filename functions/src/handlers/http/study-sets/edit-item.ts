import { api } from '@shared/api/routes';
import { editItem } from '../../../domain/set-editing';
import { studySets } from '../../deps/stores';
import { httpHandler } from '../../../lib/http';

/** PUT /api/study-sets/{id}/items/{itemId}: the item edited in place (same id, same source). */
export const handler = httpHandler(api.editItem, async ({ caller, params, body }) => ({
  body: await editItem(studySets, caller.sub, params.id, params.itemId, body),
}));
