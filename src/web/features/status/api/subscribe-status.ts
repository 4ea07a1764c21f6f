import { useMutation } from '@tanstack/react-query';
import type { TMessage } from '@shared/contracts/common';
import type { TStatusSubscribe } from '@shared/contracts/status';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';

/** POST /api/status/subscribe: a confirmation email goes to the address (double opt-in). */
export const subscribeStatus = (body: TStatusSubscribe) => api.post<TMessage>('/api/status/subscribe', body);

/** With the toasts of docs/product-rules.md R38. */
export function useSubscribeStatus() {
  return useMutation({
    mutationFn: subscribeStatus,
    onSuccess: (result) => toast({ title: 'Successfully Subscribed', description: result.message }),
    onError: () =>
      toast({
        title: 'Subscription Failed',
        description: 'Please try again or contact support if the issue persists.',
        variant: 'destructive',
      }),
  });
}
