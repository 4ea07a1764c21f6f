import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaidPlan, TPaymentIntent } from '@shared/contracts/billing';
import { api } from '@web/lib/api-client';

export const paymentIntentQueryKey = (plan: TPaidPlan, reactivateCompetitorIds: readonly string[]) =>
  ['/api/create-payment-intent', { plan, reactivateCompetitorIds }] as const;

/** Stripe in force: the subscription's first payment to confirm with the Payment Element on /checkout. */
export const createPaymentIntent = (plan: TPaidPlan, reactivateCompetitorIds: readonly string[]) =>
  api.post<TPaymentIntent>('/api/create-payment-intent', {
    plan,
    ...(reactivateCompetitorIds.length ? { reactivateCompetitorIds } : {}),
  });

/**
 * Made once per visit of /checkout: a query, not a mutation, so a re-render or React's double effect in
 * development asks once; never refetched, and dropped as soon as the page leaves.
 */
export const paymentIntentQueryOptions = (plan: TPaidPlan, reactivateCompetitorIds: readonly string[]) =>
  queryOptions({
    queryKey: paymentIntentQueryKey(plan, reactivateCompetitorIds),
    queryFn: () => createPaymentIntent(plan, reactivateCompetitorIds),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePaymentIntent(
  plan: TPaidPlan,
  reactivateCompetitorIds: readonly string[],
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...paymentIntentQueryOptions(plan, reactivateCompetitorIds), enabled });
}
