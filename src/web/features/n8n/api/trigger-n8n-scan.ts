import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';

/** Asks the server to send a scan_requested event to the N8N workflow for one competitor. */
export const triggerN8nScan = (competitorId: string) =>
  api.post<{ success?: boolean; message?: string }>('/api/n8n/trigger-scan', { competitorId });

/** A 2xx that still says success: false (the workflow refused) fails like an error status. */
async function requireTriggered(competitorId: string) {
  const result = await triggerN8nScan(competitorId);
  if (result && result.success === false) throw new Error(result.message ?? '');
  return result;
}

/** The toasts are the "Manual workflow scan" texts of docs/product-rules.md R30. */
export function useTriggerN8nScan() {
  return useMutation({
    mutationFn: requireTriggered,
    onSuccess: () =>
      toast({
        title: 'Scan Triggered',
        description: 'N8N workflow has been triggered successfully',
        variant: 'success',
      }),
    onError: (err) =>
      toast({ title: 'Trigger Failed', description: err.message || undefined, variant: 'destructive' }),
  });
}
