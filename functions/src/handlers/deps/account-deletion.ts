import { SqsAccountDeletionQueue } from '../../adapters/sqs-queue';
import { accountDeletionQueueSettings } from '../../lib/env';

/**
 * The account-deletion queue, built once per cold start: only the delete-account route and the
 * consumer that erases accounts import it (and only they get the variable and the permission).
 */
export const accountDeletionQueue = new SqsAccountDeletionQueue(accountDeletionQueueSettings().queueUrl);
