import { api } from '@shared/api/routes';
import { getJob } from '../../domain/jobs';
import { jobs } from '../deps/stores';
import { httpHandler } from '../../lib/http';

/** GET /api/jobs/{id}: polled by the upload dialog. */
export const handler = httpHandler(api.getJob, async ({ caller, params }) => ({
  body: await getJob({ jobs }, caller.sub, params.id),
}));
