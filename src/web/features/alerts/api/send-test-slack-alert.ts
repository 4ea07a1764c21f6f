import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { isNetworkError, requireSuccess, type TTestResult } from '../lib/test-result';

export const sendTestSlackAlert = () => api.post<TTestResult>('/api/test-slack');

/**
 * Sends a test message to the user's Slack channel; a network failure adds the invite hint
 * (docs/product-rules.md R30).
 */
export function useSendTestSlackAlert() {
  return useMutation({
    mutationFn: () => requireSuccess(sendTestSlackAlert),
    onSuccess: (result) =>
      toast({ title: 'Slack Alert Sent!', description: result.message || undefined, variant: 'success' }),
    onError: (err) => {
      const message = err.message || 'Bot may not be invited to channel';
      toast({
        title: 'Slack Test Failed',
        description: isNetworkError(err) ? `${message}. Make sure bot is invited to your channel` : message,
        variant: 'destructive',
      });
    },
  });
}
