import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { parseQueueMessage } from '@shared/messages';
import { failUnfinishedJob, sweepMessages } from '../../domain/sweep';
import { jobs, studySets, usage } from '../deps/stores';
import { storage } from '../deps/storage';
import { logger } from '../../lib/logger';

const processor = new BatchProcessor(EventType.SQS);

/**
 * A message reaches the DLQ when the worker failed it maxReceiveCount times, possibly without
 * its last-attempt clean-up (killed for memory or time). Its job is failed and refunded here;
 * a job that already finished is left as it is (conditional write), so this is idempotent.
 */
async function recordHandler(record: SQSRecord): Promise<void> {
  const parsed = parseQueueMessage(record.body);
  if (!parsed.success) {
    logger.error('Dropping a malformed dead letter', { messageId: record.messageId });
    return;
  }
  const { userId, jobId } = parsed.data;
  const failed = await failUnfinishedJob(
    { jobs, usage, sets: studySets, storage },
    { userId, jobId },
    sweepMessages.failedForGood,
  );
  logger.info('Dead letter handled', { jobId, failed });
}

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, recordHandler, processor, { context });
