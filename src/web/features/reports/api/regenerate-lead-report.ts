import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLeadReport } from '@shared/contracts/outreach';
import { api } from '@web/lib/api-client';
import { leadReportQueryKey } from './get-lead-report';

/** POST /api/leads/{id}/report: computes the report again from today's figures; its link stays the same. */
export const regenerateLeadReport = (leadId: string) =>
  api.post<TLeadReport>(`/api/leads/${encodeURIComponent(leadId)}/report`);

export function useRegenerateLeadReport(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateLeadReport(leadId),
    onSuccess: (report) => client.setQueryData(leadReportQueryKey(leadId), report),
  });
}
