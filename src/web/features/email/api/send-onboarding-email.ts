import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOnboardingTrigger, TSendResult } from '@shared/contracts/email';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { emailHistoryQueryKey } from './get-email-history';

/** Sends one lifecycle email to the user's own inbox. */
export const sendOnboardingEmail = (trigger: TOnboardingTrigger) =>
  api.post<TSendResult>(`/api/onboarding/${trigger}`);

/** An answer of success: false fails like an error status, so both show the same toast. */
async function requireSent(trigger: TOnboardingTrigger): Promise<TSendResult> {
  const result = await sendOnboardingEmail(trigger);
  if (!result?.success) throw new Error(result?.message ?? '');
  return result;
}

/**
 * The toasts of docs/product-rules.md R30; `fallback` is the card's failure text when the server has none.
 */
export function useSendOnboardingEmail(trigger: TOnboardingTrigger, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requireSent(trigger),
    onSuccess: (result) => {
      toast({ title: 'Email Sent', description: result.message || undefined, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: emailHistoryQueryKey });
    },
    onError: (err) =>
      toast({ title: 'Failed to Send Email', description: err.message || fallback, variant: 'destructive' }),
  });
}
