/** Looks at the job every 100 ms for this many looks (0.8 s), where most documents finish. */
const quickLooks = 8;

/**
 * How long to wait before the next look at the job: 100 ms at first (a 30-page PDF is done in a
 * few hundred milliseconds, and a student sees its result within one look of it), then growing by
 * half each time up to 2 s (a recording takes a minute; no need to ask ten times a second). A look
 * is one GetItem behind the API.
 */
export function pollDelayMs(attempt: number): number {
  if (attempt < quickLooks) return 100;
  return Math.min(2000, Math.round(100 * 1.5 ** (attempt - quickLooks + 1)));
}
