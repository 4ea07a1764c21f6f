import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TSubscriptionStatus } from '@shared/contracts/billing';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { billingDate } from '../lib/billing-format';
import { subscriptionStatusQueryKey } from './get-subscription-status';

/** Undoes a scheduled cancel or downgrade before the period ends. */
export const resumeSubscription = () => api.post<TSubscriptionStatus>('/api/billing/resume');

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionStatusQueryKey, status);
      toast({
        title: 'Subscription Resumed',
        description: `Your ${PLAN_LABELS[status.plan]} plan stays${
          status.currentPeriodEnd ? ` and renews on ${billingDate(status.currentPeriodEnd)}` : ''
        }.`,
        variant: 'success',
      });
    },
    onError: (err) => toast({ title: 'Cannot Resume', description: err.message, variant: 'destructive' }),
  });
}
