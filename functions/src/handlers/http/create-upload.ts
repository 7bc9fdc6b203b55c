import { createUploadRequestSchema, type CreateUploadResponse } from '@shared/api/uploads';
import { createUpload } from '../../domain/jobs';
import { audioRefusal, queue, repository, storage } from '../../lib/deps';
import { httpHandler } from '../../lib/http';

/** POST /api/uploads */
export const handler = httpHandler<CreateUploadResponse, typeof createUploadRequestSchema._output>(
  { body: createUploadRequestSchema },
  async ({ caller, body }) => ({
    statusCode: 201,
    body: await createUpload({ repository, storage, queue, audioRefusal }, caller.sub, body),
  }),
);
