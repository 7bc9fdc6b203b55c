import * as z from 'zod/mini';

/** Codes every API error carries, so the SPA can branch on them instead of on wording. */
export const errorCodes = [
  'unauthorized',
  'forbidden',
  'not_found',
  'validation_failed',
  'conflict',
  'limit_reached',
  'payload_too_large',
  'rate_limited',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * The body of every non-2xx API response. `message` is written for the student. zod/mini: the
 * SPA's API client reads this on the first load.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
