import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TContactBody, ZContactResult } from '@shared/contracts/contact';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { publicConfigQueryOptions } from '@web/features/status';

export type TContactResult = z.infer<typeof ZContactResult>;

/** POST /api/contact: stores a support ticket; the server emails a confirmation. */
export const sendContactMessage = (body: TContactBody) => api.post<TContactResult>('/api/contact', body);

function failureToast(supportEmail: string | null) {
  toast({
    title: 'Error Sending Message',
    description: supportEmail
      ? `Please try again or email us directly at ${supportEmail}`
      : 'Please try again or email us directly.',
    variant: 'destructive',
  });
}

/**
 * Sends the contact form; success is read from the `ok` flag, with the toasts of docs/product-rules.md R30.
 */
export function useSendContactMessage(opts: { onSent?: () => void } = {}) {
  const queryClient = useQueryClient();
  // The failure toast names the configured address: the cached answer, else the request in flight,
  // else one more try; the address is left out only when the config call fails.
  const showFailure = () =>
    queryClient
      .ensureQueryData(publicConfigQueryOptions())
      .then(
        (config) => config.supportEmail,
        () => null,
      )
      .then(failureToast);
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (result) => {
      if (!result?.ok) return showFailure();
      toast({
        title: 'Message Sent Successfully',
        description: "We'll get back to you within 24 hours. Check your email for a confirmation.",
        variant: 'success',
      });
      opts.onSent?.();
    },
    onError: showFailure,
  });
}
