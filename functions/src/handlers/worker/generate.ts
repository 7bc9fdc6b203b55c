import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { queueMessageSchema } from '@shared/messages';
import { logger } from '../../lib/logger';

const processor = new BatchProcessor(EventType.SQS);

/**
 * One record: parse it against the shared message union and run it. A malformed message is
 * logged and dropped (retrying cannot fix it); a failing job throws, so Powertools reports it in
 * batchItemFailures and SQS retries it, then dead-letters it after maxReceiveCount.
 */
async function recordHandler(record: SQSRecord): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = queueMessageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('Dropping a malformed queue message', { messageId: record.messageId, issues: parsed.error.issues });
    return;
  }
  switch (parsed.data.type) {
    case 'generate':
      // The document pipeline (issue 3) runs the job here; until it lands nothing enqueues one.
      throw new Error(`No generation pipeline is deployed yet to run job ${parsed.data.jobId}`);
  }
}

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, recordHandler, processor, { context });
