import * as z from 'zod';
import { envNames } from '@shared/env-names';
import { SqsAccountDeletionQueue } from '../../adapters/sqs-queue';

const schema = z.object({ [envNames.accountDeletionQueueUrl]: z.url() });

/**
 * The account-deletion queue, built once per cold start: only the delete-account route and the
 * consumer that erases accounts import it (and only they get the variable and the permission).
 */
export const accountDeletionQueue = new SqsAccountDeletionQueue(
  schema.parse(process.env)[envNames.accountDeletionQueueUrl],
);
