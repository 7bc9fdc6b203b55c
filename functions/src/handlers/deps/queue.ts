import { SqsJobQueue } from '../../adapters/sqs-queue';
import { loadConfig } from '../../lib/config';

/** The generate queue (SQS), built once per cold start; only the handlers that queue jobs import it. */
export const queue = new SqsJobQueue(loadConfig().generateQueueUrl);
