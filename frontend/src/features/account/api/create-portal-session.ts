import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';

/** The billing portal's address for a paid user. */
export function createPortalSession() {
  return callRoute(api.createPortal);
}
