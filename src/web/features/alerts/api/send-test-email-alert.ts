import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { requireSuccess, type TTestResult } from '../lib/test-result';

export const sendTestEmailAlert = () => api.post<TTestResult>('/api/test-email-alert');

/** Sends a test alert email to the user's own address; the toasts are docs/product-rules.md R30's. */
export function useSendTestEmailAlert() {
  return useMutation({
    mutationFn: () => requireSuccess(sendTestEmailAlert),
    onSuccess: (result) =>
      toast({ title: 'Email Alert Sent!', description: result.message || undefined, variant: 'success' }),
    onError: (err) =>
      toast({
        title: 'Email Test Failed',
        description: err.message || 'Something went wrong',
        variant: 'destructive',
      }),
  });
}
