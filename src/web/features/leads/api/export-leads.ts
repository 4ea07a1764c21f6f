import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { apiGetFile } from '@web/lib/api-client';
import { fileNameFromDisposition, saveFile } from '@web/features/export';
import { serverMessage } from '@web/features/admin/lib';

export const LEADS_EXPORT_URL = '/api/leads/export/csv';

/** Every lead as leads-YYYY-MM-DD.csv (the server streams it and names it). */
export async function exportLeads(): Promise<string> {
  const { blob, headers } = await apiGetFile(LEADS_EXPORT_URL);
  const name =
    fileNameFromDisposition(headers.get('content-disposition')) ??
    `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(blob, name);
  return name;
}

export function useExportLeads() {
  return useMutation({
    mutationFn: exportLeads,
    onSuccess: (name) =>
      toast({ title: 'Export Complete', description: `${name} has been downloaded.`, variant: 'success' }),
    onError: (err) =>
      toast({
        title: 'Export Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
  });
}
