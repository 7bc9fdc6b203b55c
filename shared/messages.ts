import * as z from 'zod';

/** Messages on the generate queue: a union keyed on `type`, parsed by the worker. */
export const generateMessageSchema = z.object({
  type: z.literal('generate'),
  jobId: z.string().min(1),
  /** The job's owner; set by the API from the verified token, so the worker reads by key. */
  userId: z.string().min(1),
});

/** A delayed look at a speech-to-text job the worker started (AWS Transcribe), instead of waiting. */
export const checkTranscriptMessageSchema = z.object({
  type: z.literal('check-transcript'),
  jobId: z.string().min(1),
  userId: z.string().min(1),
  /** How many checks so far; the job gives up after transcriptCheck.maxChecks. */
  check: z.number().int().min(1),
});

export const transcriptCheck = { delaySeconds: 15, maxChecks: 160 } as const;

export const queueMessageSchema = z.discriminatedUnion('type', [generateMessageSchema, checkTranscriptMessageSchema]);

export type QueueMessage = z.infer<typeof queueMessageSchema>;

/** A queue message's body, checked: text that is not JSON fails like JSON of the wrong shape. */
export function parseQueueMessage(body: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return queueMessageSchema.safeParse(json);
}

/**
 * What the sweep function is invoked with: by the EventBridge schedule in AWS ('deadline') and
 * by the local stack once at start-up ('restart'); see functions/src/domain/sweep.ts.
 */
export const sweepEventSchema = z.object({
  mode: z.enum(['restart', 'deadline']),
  staleAfterSeconds: z.number().int().positive(),
});

export type SweepEvent = z.infer<typeof sweepEventSchema>;
