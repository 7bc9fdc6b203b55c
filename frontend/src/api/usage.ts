import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSchema, usageSchema } from '@shared/api/usage';
import { apiRequest } from '@/lib/api-client';

export const usageKeys = { usage: ['usage'] as const, subscription: ['subscription'] as const };

/** getUserUsage + checkUsageLimit */
export const usageQueryOptions = () =>
  queryOptions({ queryKey: usageKeys.usage, queryFn: () => apiRequest('/me/usage', usageSchema) });

export function useUsage() {
  return useQuery(usageQueryOptions());
}

/** getUserSubscription: read by the app shell, the settings page and the checkout return (which polls it). */
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: usageKeys.subscription, queryFn: () => apiRequest('/me/subscription', subscriptionSchema) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
