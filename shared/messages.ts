import { z } from 'zod';

/** Messages on the generate queue: a union keyed on `type`, parsed by the worker. */
export const generateMessageSchema = z.object({
  type: z.literal('generate'),
  jobId: z.string().min(1),
  /** The job's owner; set by the API from the verified token, so the worker reads by key. */
  userId: z.string().min(1),
});

export const queueMessageSchema = z.discriminatedUnion('type', [generateMessageSchema]);

export type QueueMessage = z.infer<typeof queueMessageSchema>;
