import { api } from '@shared/api/routes';
import { startJob } from '../../domain/jobs';
import { queue } from '../deps/queue';
import { billing, jobs, usage } from '../deps/stores';
import { storage } from '../deps/storage';
import { httpHandler } from '../../lib/http';

/** POST /api/jobs/{id}/start */
export const handler = httpHandler(api.startJob, async ({ caller, params }) => ({
  statusCode: 202,
  body: await startJob({ jobs, usage, billing, storage, queue }, caller.sub, params.id),
}));
