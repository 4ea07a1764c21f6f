import { AlertDialog } from 'radix-ui';
import type { TAlertRule } from '@shared/contracts/alerts';
import { Button } from '@web/components/ui/button';
import { useDeleteAlertRule } from '../api/delete-alert-rule';
import { alertTypeLabel } from '../lib/alert-labels';

/** Open while `rule` is set; deleting needs a second, explicit click. */
export function DeleteAlertRuleDialog(props: { rule: TAlertRule | null; onClose: () => void }) {
  const remove = useDeleteAlertRule();
  const rule = props.rule;
  return (
    <AlertDialog.Root open={rule !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-border bg-card p-5 shadow-xl focus:outline-none sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold">
            Delete this {rule ? alertTypeLabel[rule.type] : ''} alert?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            You will no longer be notified by this rule. Past activity stays in your feed. If you delete your
            last rule, the default alerts apply again.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (rule) remove.mutate(rule.id, { onSuccess: props.onClose });
              }}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
