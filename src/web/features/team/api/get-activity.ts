import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountActivity } from '@shared/contracts/account';
import { apiGetPage } from '@web/lib/api-client';

export const activityQueryKey = ['/api/account/activity'] as const;

/** The first page of the account's activity (newest first). */
export const getActivity = () => apiGetPage<TAccountActivity>('/api/account/activity?limit=20');

export const activityQueryOptions = () => queryOptions({ queryKey: activityQueryKey, queryFn: getActivity });

export function useActivity() {
  return useQuery(activityQueryOptions());
}
