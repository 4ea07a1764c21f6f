import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAutomationStatus } from '@shared/contracts/billing';
import { api } from '@web/lib/api-client';

export const automationStatusQueryKey = ['/api/automation/status'] as const;

/** Refreshed every 30 s while the page is open. */
export const AUTOMATION_STATUS_POLL_MS = 30_000;

/** The n8n connection and the figures computed from recorded payments (docs/product-rules.md R27). */
export const getAutomationStatus = () => api.get<TAutomationStatus>('/api/automation/status');

export const automationStatusQueryOptions = () =>
  queryOptions({ queryKey: automationStatusQueryKey, queryFn: getAutomationStatus });

export function useAutomationStatus() {
  return useQuery({ ...automationStatusQueryOptions(), refetchInterval: AUTOMATION_STATUS_POLL_MS });
}
