import { clockSettings } from './env';
import type { HttpEvent } from './http';

/** The header a test may send to set "now" for the review routes, honoured only under the test clock. */
export const testClockHeader = 'x-lb-now';

/**
 * "Now" for the study-loop routes. In AWS, and in `npm start`, it is the system clock, always.
 * Only a local stack started with LB_TEST_CLOCK=1 (the end-to-end and integration tests) lets a
 * request set it with the `x-lb-now` header (an ISO date), so a test can come back "tomorrow"
 * without waiting a day. The Lambda runtime sets AWS_EXECUTION_ENV, and there the header is
 * ignored even if the variable were set by mistake.
 */
export function requestNow(event: Pick<HttpEvent, 'headers'>, env?: NodeJS.ProcessEnv): Date {
  if (clockSettings(env).testClock) {
    const header = event.headers?.[testClockHeader];
    const time = header ? Date.parse(header) : NaN;
    if (Number.isFinite(time)) return new Date(time);
  }
  return new Date();
}
