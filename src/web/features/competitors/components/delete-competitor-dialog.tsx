import type { TCompetitor } from '@shared/contracts/competitors';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useDeleteCompetitor } from '../api/delete-competitor';

/** Open while `competitor` is set; deleting needs a second, explicit click. */
export function DeleteCompetitorDialog(props: { competitor: TCompetitor | null; onClose: () => void }) {
  const remove = useDeleteCompetitor();
  const competitor = props.competitor;
  return (
    <ConfirmDialog
      open={competitor !== null}
      onClose={props.onClose}
      title={`Delete ${competitor?.name ?? ''}?`}
      description={`${competitor?.domain ?? ''} leaves your competitor list, dashboard, alerts and exports. Its product and price history stays with Rivalwatch for other subscribers who track the same store, and you can add it again later.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (competitor) remove.mutate(competitor.id, { onSuccess: props.onClose });
      }}
    />
  );
}
