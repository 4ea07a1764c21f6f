import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmailHistoryItem } from '@shared/contracts/email';
import { api } from '@web/lib/api-client';

/** A manual send invalidates this key, so the new email shows in the history. */
export const emailHistoryQueryKey = ['/api/email-tracking'] as const;

/** The signed-in user's emails, newest first, including those still queued or failed. */
export const getEmailHistory = () => api.get<TEmailHistoryItem[]>('/api/email-tracking');

export const emailHistoryQueryOptions = () =>
  queryOptions({ queryKey: emailHistoryQueryKey, queryFn: getEmailHistory });

export function useEmailHistory() {
  return useQuery(emailHistoryQueryOptions());
}
