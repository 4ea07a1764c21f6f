import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaidPlan, TReactivationOpportunities } from '@shared/contracts/billing';
import { api } from '@web/lib/api-client';

export const reactivationOpportunitiesQueryKey = (targetPlan: TPaidPlan) =>
  ['/api/reactivation-opportunities', { targetPlan }] as const;

/** The user's paused competitors and the slots the target plan would free for them. */
export const getReactivationOpportunities = (targetPlan: TPaidPlan) =>
  api.get<TReactivationOpportunities>(`/api/reactivation-opportunities?targetPlan=${targetPlan}`);

export const reactivationOpportunitiesQueryOptions = (targetPlan: TPaidPlan) =>
  queryOptions({
    queryKey: reactivationOpportunitiesQueryKey(targetPlan),
    queryFn: () => getReactivationOpportunities(targetPlan),
  });

/** A failure here only skips the dialog: paying must not depend on it. */
export function useReactivationOpportunities(targetPlan: TPaidPlan, { enabled }: { enabled: boolean }) {
  return useQuery({ ...reactivationOpportunitiesQueryOptions(targetPlan), enabled });
}
