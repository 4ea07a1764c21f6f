import { AlertDialog } from 'radix-ui';
import type { TCompetitor } from '@shared/contracts/competitors';
import { Button } from '@web/components/ui/button';
import { useDeleteCompetitor } from '../api/delete-competitor';

/** Open while `competitor` is set; deleting needs a second, explicit click. */
export function DeleteCompetitorDialog(props: { competitor: TCompetitor | null; onClose: () => void }) {
  const remove = useDeleteCompetitor();
  const competitor = props.competitor;
  return (
    <AlertDialog.Root
      open={props.competitor !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-border bg-card p-5 shadow-xl focus:outline-none sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold break-words">
            Delete {competitor?.name}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {competitor?.domain} leaves your competitor list, dashboard, alerts and exports. Its product and
            price history stays with Rivalwatch for other subscribers who track the same store, and you can
            add it again later.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (props.competitor) remove.mutate(props.competitor.id, { onSuccess: props.onClose });
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
