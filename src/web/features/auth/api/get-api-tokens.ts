import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApiToken } from '@shared/contracts/api-tokens';
import { api } from '@web/lib/api-client';

export const apiTokensQueryKey = ['/api/user/api-tokens'] as const;

export const getApiTokens = () => api.get<TApiToken[]>('/api/user/api-tokens');

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: apiTokensQueryKey, queryFn: getApiTokens });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
