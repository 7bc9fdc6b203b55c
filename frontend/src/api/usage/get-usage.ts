import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { usageKeys } from './keys';

/** getUserUsage + checkUsageLimit */
export const getUsage = () => callRoute(api.getUsage);

export const getUsageQueryOptions = () => queryOptions({ queryKey: usageKeys.usage, queryFn: getUsage });

export function useUsage() {
  return useQuery(getUsageQueryOptions());
}
