import { createUploadRequestSchema, type CreateUploadResponse } from '@shared/api/uploads';
import { cleanFileName } from '@shared/uploads';
import { createUpload } from '../../domain/jobs';
import { audioRefusal } from '../../lib/audio-deps';
import { queue } from '../../lib/queue-deps';
import { repository } from '../../lib/repository-deps';
import { storage } from '../../lib/storage-deps';
import { httpHandler } from '../../lib/http';

/** POST /api/uploads. The file name is stored (and shown) without control or bidi characters. */
export const handler = httpHandler<CreateUploadResponse, typeof createUploadRequestSchema._output>(
  { body: createUploadRequestSchema },
  async ({ caller, body }) => ({
    statusCode: 201,
    body: await createUpload({ repository, storage, queue, audioRefusal }, caller.sub, {
      ...body,
      fileName: cleanFileName(body.fileName),
    }),
  }),
);
