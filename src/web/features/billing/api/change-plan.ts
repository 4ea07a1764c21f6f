import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCancelBody,
  TDowngradeBody,
  TPlanChangeResult,
  TRequiresSelection,
} from '@shared/contracts/billing';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { planChangeDescription, selectionRequired } from '../lib/plan-change';
import { subscriptionStatusQueryKey } from './get-subscription-status';

/** Cancel (to Free) at the period end (docs/product-rules.md R7). */
export const cancelSubscription = (body: TCancelBody) =>
  api.post<TPlanChangeResult>('/api/cancel-subscription', body);

/** Pro to Starter at the period end (docs/product-rules.md R7). */
export const downgradeSubscription = (body: TDowngradeBody) =>
  api.post<TPlanChangeResult>('/api/downgrade-subscription', body);

type TChange = 'cancel' | 'downgrade';

const TEXTS: Record<TChange, { success: string; failure: string }> = {
  cancel: { success: 'Subscription Cancelled', failure: 'Cannot Cancel' },
  downgrade: { success: 'Downgraded to Starter', failure: 'Cannot Downgrade' },
};

/**
 * A cancel or a downgrade, sent with the competitors to keep once chosen. A 409 asking for that choice goes to
 * `onSelectionRequired` (the keep chooser) instead of a toast.
 */
export function useChangePlan(
  change: TChange,
  { onSelectionRequired }: { onSelectionRequired: (selection: TRequiresSelection) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepCompetitorIds?: string[]) => {
      const keep = keepCompetitorIds ? { keepCompetitorIds } : {};
      return change === 'cancel'
        ? cancelSubscription(keep)
        : downgradeSubscription({ plan: 'starter', ...keep });
    },
    onSuccess: (result) => {
      toast({ title: TEXTS[change].success, description: planChangeDescription(result), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
    },
    onError: (err) => {
      const selection = selectionRequired(err);
      if (selection) return onSelectionRequired(selection);
      toast({ title: TEXTS[change].failure, description: err.message, variant: 'destructive' });
    },
  });
}
