import type { Job } from '@shared/api/jobs';
import { idParamsSchema } from '@shared/api/params';
import { getJob } from '../../domain/jobs';
import { jobs } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/jobs/{id}: polled by the upload dialog. */
export const handler = httpHandler<Job, undefined, undefined, { id: string }>(
  { params: idParamsSchema },
  async ({ caller, params }) => ({
    body: await getJob({ jobs }, caller.sub, params.id),
  }),
);
