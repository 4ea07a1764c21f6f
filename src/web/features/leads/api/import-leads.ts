import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLeadImportResult } from '@shared/contracts/leads';
import { errorFromResponse } from '@web/lib/api-client';
import { leadsQueryKey } from './get-leads';

/** Sends the file itself as text/csv; with `dryRun` the server only previews what it would do. */
export async function importLeads({
  csv,
  dryRun,
}: {
  csv: string;
  dryRun: boolean;
}): Promise<TLeadImportResult> {
  const res = await fetch(`/api/leads/import${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'text/csv' },
    body: csv,
  });
  if (!res.ok) throw await errorFromResponse(res);
  return (await res.json()) as TLeadImportResult;
}

export function useImportLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLeads,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: leadsQueryKey });
    },
  });
}
