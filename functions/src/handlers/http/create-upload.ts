import { api } from '@shared/api/routes';
import { cleanFileName } from '@shared/uploads';
import { createUpload } from '../../domain/jobs';
import { audioRefusal } from '../deps/audio';
import { queue } from '../deps/queue';
import { billing, jobs, usage } from '../deps/stores';
import { storage } from '../deps/storage';
import { httpHandler } from '../../lib/http';

/** POST /api/uploads. The file name is stored (and shown) without control or bidi characters. */
export const handler = httpHandler(api.createUpload, async ({ caller, body }) => ({
  statusCode: 201,
  body: await createUpload({ jobs, usage, billing, storage, queue, audioRefusal }, caller.sub, {
    ...body,
    fileName: cleanFileName(body.fileName),
  }),
}));
