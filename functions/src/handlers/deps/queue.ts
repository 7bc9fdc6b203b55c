import { SqsJobQueue } from '../../adapters/sqs-queue';
import { functionSettings } from '../../lib/env';

/** The generate queue (SQS), built once per cold start; only the handlers that queue jobs import it. */
export const queue = new SqsJobQueue(functionSettings().generateQueueUrl);
