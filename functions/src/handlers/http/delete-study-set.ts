import { idParamsSchema } from '@shared/api/params';
import { deleteStudySet } from '../../domain/study-sets';
import { repository } from '../../lib/deps';
import { httpHandler } from '../../lib/http';

/** DELETE /api/study-sets/{id} (deleteStudySet): the set and all its items. */
export const handler = httpHandler<undefined, undefined, undefined, { id: string }>(
  { params: idParamsSchema },
  async ({ caller, params }) => {
    await deleteStudySet(repository, caller.sub, params.id);
    return { statusCode: 204 };
  },
);
