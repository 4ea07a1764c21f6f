import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TN8nConfig } from '@shared/contracts/delivery';
import { api } from '@web/lib/api-client';

export const n8nConfigQueryKey = ['/api/n8n/config'] as const;

/** Whether N8N_WEBHOOK_URL (and N8N_API_KEY) are set on the server; secrets themselves never leave it. */
export const getN8nConfig = () => api.get<TN8nConfig>('/api/n8n/config');

export const n8nConfigQueryOptions = () =>
  queryOptions({ queryKey: n8nConfigQueryKey, queryFn: getN8nConfig });

export function useN8nConfig() {
  return useQuery(n8nConfigQueryOptions());
}
