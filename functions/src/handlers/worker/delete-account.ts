import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { parseAccountDeletionMessage } from '@shared/messages';
import { CognitoUserDirectory } from '../../adapters/cognito-user-directory';
import { eraseAccountPass, type AccountDeletionDeps } from '../../domain/account-deletion';
import { accountDeletionConsumerSettings } from '../../lib/env';
import { logger } from '../../lib/logger';
import { accountDeletionQueue } from '../deps/account-deletion';
import { log } from '../deps/log';
import { loadPayments } from '../deps/payments';
import { billing, userRecords } from '../deps/stores';
import { storage } from '../deps/storage';

const deps: AccountDeletionDeps = {
  billing,
  payments: async () => (await loadPayments()).payments,
  users: new CognitoUserDirectory(accountDeletionConsumerSettings().userPoolId),
  records: userRecords,
  storage,
  queue: accountDeletionQueue,
  log,
};

const processor = new BatchProcessor(EventType.SQS);

/**
 * One erasing pass per message (domain/account-deletion.ts). A pass that throws is reported as a
 * batch item failure, so SQS hands it back later; after the queue's maxReceiveCount it goes to the
 * DLQ, whose alarm asks an operator to finish it. A malformed message is dropped, loudly.
 */
async function recordHandler(record: SQSRecord): Promise<void> {
  const parsed = parseAccountDeletionMessage(record.body);
  if (!parsed.success) {
    logger.error('Dropping a malformed account-deletion message', { messageId: record.messageId });
    return;
  }
  await eraseAccountPass(deps, parsed.data);
}

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, recordHandler, processor, { context });
