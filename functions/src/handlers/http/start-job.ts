import type { Job } from '@shared/api/jobs';
import { idParamsSchema } from '@shared/api/params';
import { startJob } from '../../domain/jobs';
import { queue } from '../deps/queue';
import { billing, jobs, usage } from '../deps/stores';
import { storage } from '../deps/storage';
import { httpHandler } from '../../lib/http';

/** POST /api/jobs/{id}/start */
export const handler = httpHandler<Job, undefined, undefined, { id: string }>(
  { params: idParamsSchema },
  async ({ caller, params }) => ({
    statusCode: 202,
    body: await startJob({ jobs, usage, billing, storage, queue }, caller.sub, params.id),
  }),
);
