import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { parseQueueMessage, transcriptCheck } from '@shared/messages';
import { maxReceiveCount } from '@shared/queue';
import { runGenerateJob } from '../../domain/generate-job';
import { metrics, recordGeneration } from '../deps/metrics';
import { queue } from '../deps/queue';
import { jobs, studySets, usage } from '../deps/stores';
import { storage } from '../deps/storage';
import { extract, model, transcriber } from '../deps/worker';
import { logger } from '../../lib/logger';
import { tracer } from '../../lib/tracer';

const processor = new BatchProcessor(EventType.SQS);

/**
 * One record: parse it against the shared message union and run it. A malformed message is
 * logged and dropped (retrying cannot fix it); a job that fails for a passing reason throws, so
 * Powertools reports it in batchItemFailures and SQS retries it. On the last receive before the
 * DLQ the job is failed and refunded first, so the student is never left waiting.
 */
async function recordHandler(record: SQSRecord): Promise<void> {
  const parsed = parseQueueMessage(record.body);
  if (!parsed.success) {
    logger.error('Dropping a malformed queue message', { messageId: record.messageId, issues: parsed.error.issues });
    return;
  }
  const receives = Number(record.attributes.ApproximateReceiveCount ?? '1');
  // 'generate' starts a job; 'check-transcript' looks again at a transcription it started.
  const check = parsed.data.type === 'check-transcript' ? parsed.data.check : 0;
  await runGenerateJob(
    {
      jobs,
      usage,
      sets: studySets,
      storage,
      model,
      extract,
      transcriber,
      queue,
      log: (message, details) => logger.info(message, details),
      record: recordGeneration,
    },
    { userId: parsed.data.userId, jobId: parsed.data.jobId, check },
    {
      lastAttempt: receives >= maxReceiveCount,
      checkDelaySeconds: transcriptCheck.delaySeconds,
      maxChecks: transcriptCheck.maxChecks,
    },
  );
}

/**
 * The batch, traced (X-Ray in AWS; off locally) and with the generation metrics it recorded
 * published once at the end, whether it succeeded or threw.
 */
export const handler = middy(async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, recordHandler, processor, { context }),
)
  .use(captureLambdaHandler(tracer, { captureResponse: false }))
  .use(logMetrics(metrics));
