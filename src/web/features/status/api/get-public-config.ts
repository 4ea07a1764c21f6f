import { claimStatus, type TClaimId, type TClaimStatus } from '@shared/claims/feature-claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@shared/contracts/public-config';
import { api } from '@web/lib/api-client';

export const publicConfigQueryKey = ['/api/config/public'] as const;

/** GET /api/config/public: settings a signed-out visitor may see, such as the support address. */
export const getPublicConfig = () => api.get<TPublicConfig>('/api/config/public');

/** The values change only with a server restart, so one answer serves the whole visit. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: publicConfigQueryKey, queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

/**
 * The status of each feature claim (src/shared/claims/feature-claims.ts): the server's answer once it has come,
 * the table's until then (and when the call fails), so the copy never waits for a claim.
 */
export function useClaimStatus(): (id: TClaimId) => TClaimStatus {
  const features = usePublicConfig().data?.features;
  return (id) => claimStatus(id, features);
}
