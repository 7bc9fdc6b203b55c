import { z } from 'zod';
import type { DeleteAccountRequest } from '@shared/api/me';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/me: queues the erasing of the signed-in student's account (202, no body). */
export function deleteAccount(request: DeleteAccountRequest) {
  return apiRequest('/me', z.unknown(), { method: 'DELETE', body: JSON.stringify(request) });
}
