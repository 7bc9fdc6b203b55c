import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';

export const usageKeys = { usage: ['usage'] as const, subscription: ['subscription'] as const };

/** getUserUsage + checkUsageLimit */
export const usageQueryOptions = () =>
  queryOptions({ queryKey: usageKeys.usage, queryFn: () => callRoute(api.getUsage) });

export function useUsage() {
  return useQuery(usageQueryOptions());
}

/** getUserSubscription: read by the app shell, the settings page and the checkout return (which polls it). */
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: usageKeys.subscription, queryFn: () => callRoute(api.getSubscription) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
