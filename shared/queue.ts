/** A generate message that fails this many times goes to the DLQ; the worker fails the job on the last. */
export const maxReceiveCount = 3;
