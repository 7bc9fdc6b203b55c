import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';

/** POST /api/jobs/{id}/start */
export function startJob(jobId: string) {
  return callRoute(api.startJob, { params: { id: jobId } });
}
