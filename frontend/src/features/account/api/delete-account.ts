import type { DeleteAccountRequest } from '@shared/api/me';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';

/** DELETE /api/me: queues the erasing of the signed-in student's account (202, no body). */
export function deleteAccount(request: DeleteAccountRequest) {
  return callRoute(api.deleteAccount, { body: request });
}
