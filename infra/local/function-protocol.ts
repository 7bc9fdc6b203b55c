/** The messages between the local function pool (parent) and a function runner (child). */
export interface RunnerRequest {
  id: number;
  event: unknown;
  /** The invocation's time left, for the handler's context.getRemainingTimeInMillis(). */
  timeoutMs: number;
}

export type RunnerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string } };

export function serializeError(error: unknown) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}
