import { api } from '@shared/api/routes';
import { requestAccountDeletion } from '../../domain/account-deletion';
import { httpHandler } from '../../lib/http';
import { accountDeletionQueue } from '../deps/account-deletion';

/**
 * DELETE /api/me: deletes the caller's account once they typed their e-mail to confirm. Only the
 * first erasing pass is queued here (202); the consumer does the erasing, with its own retries.
 */
export const handler = httpHandler(api.deleteAccount, async ({ caller, body }) => {
  await requestAccountDeletion(accountDeletionQueue, caller, body.confirmEmail);
  return { statusCode: 202 };
});
