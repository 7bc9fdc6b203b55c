import { queryOptions } from '@tanstack/react-query';
import type { Job } from '@shared/api/jobs';
import { api } from '@shared/api/routes';
import type { CreateUploadRequest } from '@shared/api/uploads';
import { callRoute } from '@/lib/api-client';

/** POST /api/uploads: the job and the presigned form for the file. */
export function createUpload(request: CreateUploadRequest) {
  return callRoute(api.createUpload, { body: request });
}

/** POST /api/jobs/{id}/start */
export function startJob(jobId: string) {
  return callRoute(api.startJob, { params: { id: jobId } });
}

/** GET /api/jobs/{id} */
export function getJob(jobId: string): Promise<Job> {
  return callRoute(api.getJob, { params: { id: jobId } });
}

export const jobKeys = { one: (jobId: string) => ['job', jobId] as const };

/** One look at a generation job: never from the cache; a network hiccup is retried. */
export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.one(jobId), queryFn: () => getJob(jobId), staleTime: 0, retry: 3 });

export const uploadErrors = {
  network: 'The upload was interrupted. Check your connection and try again.',
  rejected: 'The file could not be uploaded. Please try again.',
} as const;

/**
 * Sends the file straight to S3 with the presigned form. XMLHttpRequest, because fetch cannot
 * report upload progress; the dialog shows bytes sent.
 */
export function postFile(
  upload: { url: string; fields: Record<string, string> },
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error(uploadErrors.rejected)));
    request.onerror = () => reject(new Error(uploadErrors.network));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
