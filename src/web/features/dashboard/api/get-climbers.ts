import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClimbers } from '@shared/contracts/best-sellers';
import { api } from '@web/lib/api-client';
import { CHANGED_BY_SCRAPE } from '@web/lib/scraped-data';

export const climbersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/best-sellers/climbers'] as const,
    queryFn: () => api.get<TClimbers>('/api/best-sellers/climbers'),
    meta: CHANGED_BY_SCRAPE,
  });

/** The products that climbed most in their store's best-selling order this week, across the user's competitors. */
export function useClimbers() {
  return useQuery(climbersQueryOptions());
}
