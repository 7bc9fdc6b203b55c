import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema } from '@shared/api/me';
import { apiRequest } from '@/lib/api-client';

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: () => apiRequest('/me', meSchema), staleTime: 5 * 60_000 });

/** GET /api/me: the caller as the API sees them. */
export function useMe() {
  return useQuery(meQueryOptions());
}
