import * as z from 'zod';
import { itemParamsSchema } from '@shared/api/set-editing';
import { editItem } from '../../../domain/set-editing';
import type { StudyItem } from '../../../domain/ports';
import { studySets } from '../../deps/stores';
import { httpHandler } from '../../../lib/http';

/** PUT /api/study-sets/{id}/items/{itemId}: the item edited in place (same id, same source). */
export const handler = httpHandler<StudyItem, Record<string, unknown>, undefined, z.infer<typeof itemParamsSchema>>(
  { body: z.record(z.string(), z.unknown()), params: itemParamsSchema },
  async ({ caller, params, body }) => ({
    body: await editItem(studySets, caller.sub, params.id, params.itemId, body),
  }),
);
