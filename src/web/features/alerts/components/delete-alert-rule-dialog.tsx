import type { TAlertRule } from '@shared/contracts/alerts';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useDeleteAlertRule } from '../api/delete-alert-rule';
import { alertTypeLabel } from '../lib/alert-labels';

/** Open while `rule` is set; deleting needs a second, explicit click. */
export function DeleteAlertRuleDialog(props: { rule: TAlertRule | null; onClose: () => void }) {
  const remove = useDeleteAlertRule();
  const rule = props.rule;
  return (
    <ConfirmDialog
      open={rule !== null}
      onClose={props.onClose}
      title={`Delete this ${rule ? alertTypeLabel[rule.type] : ''} alert?`}
      description="You will no longer be notified by this rule. Past activity stays in your feed. If you delete your last rule, the default alerts apply again."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (rule) remove.mutate(rule.id, { onSuccess: props.onClose });
      }}
    />
  );
}
