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
function parseBody<T>(schema: z.ZodType<T>, body: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return schema.safeParse(json);
}

/** A generate-queue message's body, checked. */
export const parseQueueMessage = (body: string) => parseBody(queueMessageSchema, body);

/**
 * What the sweep function is invoked with: by the EventBridge schedule in AWS ('deadline') and
 * by the local stack once at start-up ('restart'); see functions/src/domain/sweep.ts.
 */
export const sweepEventSchema = z.object({
  mode: z.enum(['restart', 'deadline']),
  staleAfterSeconds: z.number().int().positive(),
});

export type SweepEvent = z.infer<typeof sweepEventSchema>;

/**
 * One pass of erasing a user's account, on the account-deletion queue (functions/src/domain/
 * account-deletion.ts). Identity comes from the verified token of the request that asked for it.
 */
export const accountDeletionMessageSchema = z.object({
  type: z.literal('delete-account'),
  /** A Cognito sub: letters, digits and dashes only, so its key prefixes can match no other user. */
  userId: z.string().regex(/^[A-Za-z0-9-]+$/),
  /** When the student asked (ISO time): passes repeat until `accountDeletion.coverSeconds` after it. */
  requestedAt: z.iso.datetime(),
  pass: z.number().int().min(1),
});

export type AccountDeletionMessage = z.infer<typeof accountDeletionMessageSchema>;

/**
 * An ID token stays valid until it expires (API Gateway's JWT authorizer does not ask Cognito),
 * and a job started before the request may still be writing. So the erasing pass is repeated, every
 * `passDelaySeconds` (SQS's longest delay), until `coverSeconds` after the request: past the
 * token lifetime (infra/definitions.ts, userPool.tokenValidity) and the worker's timeout, after
 * which nothing can write for that user again (infra/account-deletion.test.ts checks the sum).
 */
export const accountDeletion = { passDelaySeconds: 15 * 60, coverSeconds: 75 * 60 } as const;

/** An account-deletion message's body, checked. */
export const parseAccountDeletionMessage = (body: string) => parseBody(accountDeletionMessageSchema, body);
