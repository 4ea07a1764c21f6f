import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TContactBody, ZContactResult } from '@shared/contracts/contact';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { SUPPORT_EMAIL } from '../lib/support-email';

export type TContactResult = z.infer<typeof ZContactResult>;

/** POST /api/contact: stores a support ticket; the server emails a confirmation. */
export const sendContactMessage = (body: TContactBody) => api.post<TContactResult>('/api/contact', body);

function failureToast() {
  toast({
    title: 'Error Sending Message',
    description: `Please try again or email us directly at ${SUPPORT_EMAIL}`,
    variant: 'destructive',
  });
}

/** Sends the contact form; success is read from the `ok` flag (customer.md §7), with the §8 toasts. */
export function useSendContactMessage(opts: { onSent?: () => void } = {}) {
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (result) => {
      if (!result?.ok) return failureToast();
      toast({
        title: 'Message Sent Successfully',
        description: "We'll get back to you within 24 hours. Check your email for a confirmation.",
        variant: 'success',
      });
      opts.onSent?.();
    },
    onError: failureToast,
  });
}
