import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { usageKeys } from './keys';

/** getUserSubscription: read by the app shell, the settings page and the checkout return (which polls it). */
export const getSubscription = () => callRoute(api.getSubscription);

export const getSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: usageKeys.subscription, queryFn: getSubscription });

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
