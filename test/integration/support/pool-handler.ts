/**
 * A Lambda handler for the function pool tests: each record's body says what the invocation does.
 * `ok` answers with this process's id, `slow` waits two seconds first (and says when it began and
 * ended), `crash` ends the process,
 * `hang` spins forever, `oom` fills the heap until V8 gives up.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

export const handler = async (
  event: SQSEvent,
): Promise<SQSBatchResponse & { pid: number; began: number; ended: number }> => {
  const began = Date.now();
  for (const record of event.Records) {
    if (record.body === 'crash') process.exit(3);
    if (record.body === 'hang') for (;;);
    if (record.body === 'oom') {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
    }
    if (record.body === 'slow') await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return { batchItemFailures: [], pid: process.pid, began, ended: Date.now() };
};
