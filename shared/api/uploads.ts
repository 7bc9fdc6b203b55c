import * as z from 'zod';
import { contentTypes } from '../uploads';

/** POST /api/uploads: ask to upload one file; the answer is a presigned POST for it. */
export const createUploadRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  size: z.number().int().min(0),
  mimeType: z.string().max(255).default(''),
  contentType: z.enum(contentTypes),
});
export type CreateUploadRequest = z.infer<typeof createUploadRequestSchema>;

export const createUploadResponseSchema = z.object({
  jobId: z.string(),
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
});
export type CreateUploadResponse = z.infer<typeof createUploadResponseSchema>;
