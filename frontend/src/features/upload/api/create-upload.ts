import { api } from '@shared/api/routes';
import type { CreateUploadRequest } from '@shared/api/uploads';
import { callRoute } from '@/lib/api-client';

/** POST /api/uploads: the job and the presigned form for the file. */
export function createUpload(request: CreateUploadRequest) {
  return callRoute(api.createUpload, { body: request });
}
