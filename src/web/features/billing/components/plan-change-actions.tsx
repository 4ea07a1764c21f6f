import { useState } from 'react';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TRequiresSelection, TSubscriptionStatus } from '@shared/contracts/billing';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useChangePlan } from '../api/change-plan';
import { billingDate } from '../lib/billing-format';
import { KeepChooserDialog } from './keep-chooser-dialog';

type TChange = 'cancel' | 'downgrade';

const TARGET: Record<TChange, 'free' | 'starter'> = { cancel: 'free', downgrade: 'starter' };

/**
 * "Downgrade to Starter" or "Cancel subscription": confirmed first, then sent; when the server asks which
 * competitors to keep (409), the keep chooser opens and "Keep This" sends the call again with them.
 */
export function PlanChangeButton({ change, status }: { change: TChange; status: TSubscriptionStatus }) {
  const [confirming, setConfirming] = useState(false);
  const [selection, setSelection] = useState<TRequiresSelection | null>(null);
  const [round, setRound] = useState(0);
  const mutation = useChangePlan(change, {
    onSelectionRequired: (s) => {
      setConfirming(false);
      setRound((r) => r + 1);
      setSelection(s);
    },
  });
  const end = status.currentPeriodEnd ? billingDate(status.currentPeriodEnd) : 'the end of your period';
  const target = PLAN_LABELS[TARGET[change]];
  const send = (keep?: string[]) =>
    mutation.mutate(keep, {
      onSuccess: () => {
        setConfirming(false);
        setSelection(null);
      },
    });
  return (
    <>
      <Button
        variant={change === 'cancel' ? 'ghost' : 'secondary'}
        className={change === 'cancel' ? 'text-destructive' : undefined}
        onClick={() => setConfirming(true)}
        data-testid={change === 'cancel' ? 'cancel-subscription' : 'downgrade-subscription'}
      >
        {change === 'cancel' ? 'Cancel subscription' : 'Downgrade to Starter'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={change === 'cancel' ? 'Cancel your subscription?' : 'Downgrade to Starter?'}
        description={`You keep ${PLAN_LABELS[status.plan]} until ${end}, then move to ${target}. You can resume before then.`}
        confirmLabel={change === 'cancel' ? 'Cancel subscription' : 'Downgrade'}
        pendingLabel="Saving..."
        pending={mutation.isPending}
        onConfirm={() => send()}
      />
      <KeepChooserDialog
        key={round}
        selection={selection}
        newPlanLabel={target}
        pending={mutation.isPending}
        onKeep={(ids) => send(ids)}
        onClose={() => setSelection(null)}
      />
    </>
  );
}
