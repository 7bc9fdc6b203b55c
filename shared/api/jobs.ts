import * as z from 'zod';

export const jobStatuses = ['awaiting_upload', 'queued', 'processing', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** GET /api/jobs/{id} and POST /api/jobs/{id}/start: where a generation job stands. */
export const jobSchema = z.object({
  jobId: z.string(),
  status: z.enum(jobStatuses),
  step: z.string().nullable(),
  contentType: z.enum(['flashcards', 'quiz']),
  fileName: z.string(),
  generatedCount: z.number().int().nullable(),
  studySetId: z.string().nullable(),
  error: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;
