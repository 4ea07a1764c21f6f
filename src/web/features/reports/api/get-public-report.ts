import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicReport } from '@shared/contracts/outreach';
import { api } from '@web/lib/api-client';

export const publicReportQueryKey = (token: string) => ['/api/reports', token] as const;

/** GET /api/reports/{token}: the report a lead opens from email 2, no sign-in. */
export const getPublicReport = (token: string) =>
  api.get<TPublicReport>(`/api/reports/${encodeURIComponent(token)}`);

export const publicReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicReportQueryKey(token),
    queryFn: () => getPublicReport(token),
    retry: false,
  });

export function usePublicReport(token: string) {
  return useQuery(publicReportQueryOptions(token));
}
