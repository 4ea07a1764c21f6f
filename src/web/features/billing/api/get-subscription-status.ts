import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubscriptionStatus } from '@shared/contracts/billing';
import { SUBSCRIPTION_STALE_TIME_MS } from '@shared/constants/ui';
import { api } from '@web/lib/api-client';

export const subscriptionStatusQueryKey = ['/api/subscription-status'] as const;

export const getSubscriptionStatus = () => api.get<TSubscriptionStatus>('/api/subscription-status');

/** Fresh for 30 s; refreshed every 30 s while the settings screen shows it (docs/product-rules.md R47). */
export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionStatusQueryKey,
    queryFn: getSubscriptionStatus,
    staleTime: SUBSCRIPTION_STALE_TIME_MS,
  });

/** Runs only when a user exists: the call answers 401 otherwise. */
export function useSubscriptionStatus({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...subscriptionStatusQueryOptions(),
    enabled,
    refetchInterval: SUBSCRIPTION_STALE_TIME_MS,
  });
}
