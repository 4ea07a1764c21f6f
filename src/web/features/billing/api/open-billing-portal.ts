import { useMutation } from '@tanstack/react-query';
import type { ZPortalSession } from '@shared/contracts/billing';
import type { z } from 'zod';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';

/** A Stripe Customer Portal session for the signed-in user ("Manage billing"). */
export const openBillingPortal = () => api.post<z.infer<typeof ZPortalSession>>('/api/billing/portal');

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) =>
      toast({ title: 'Could not open billing', description: err.message, variant: 'destructive' }),
  });
}
