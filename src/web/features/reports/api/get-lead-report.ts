import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeadReport } from '@shared/contracts/outreach';
import { api } from '@web/lib/api-client';

export const leadReportQueryKey = (leadId: string) => ['/api/leads', leadId, 'report'] as const;

/** GET /api/leads/{id}/report (admin): the lead's competitive report, generated on first read. */
export const getLeadReport = (leadId: string) =>
  api.get<TLeadReport>(`/api/leads/${encodeURIComponent(leadId)}/report`);

export const leadReportQueryOptions = (leadId: string) =>
  queryOptions({ queryKey: leadReportQueryKey(leadId), queryFn: () => getLeadReport(leadId) });

export function useLeadReport(leadId: string) {
  return useQuery(leadReportQueryOptions(leadId));
}
