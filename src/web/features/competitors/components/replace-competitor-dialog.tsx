import type { TCompetitor } from '@shared/contracts/competitors';
import { useReplaceCompetitor } from '../api/replace-competitor';
import { CompetitorFormDialog } from './competitor-form-dialog';

/** Open while `competitor` is set: swaps it for another store in the same plan slot. */
export function ReplaceCompetitorDialog(props: { competitor: TCompetitor | null; onClose: () => void }) {
  const replace = useReplaceCompetitor();
  const name = props.competitor?.name ?? '';
  return (
    <CompetitorFormDialog
      open={props.competitor !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      isPending={replace.isPending}
      onSubmit={(body, done) => {
        if (props.competitor) replace.mutate({ id: props.competitor.id, body }, { onSuccess: done });
      }}
      text={{
        title: `Replace ${name}`,
        description: `Track another store instead of ${name}. It stops appearing in your lists, and the new store is scraped shortly.`,
        nameLabel: 'New Store Name',
        urlLabel: 'New Store URL',
        submitLabel: 'Replace',
        pendingLabel: 'Replacing...',
      }}
    />
  );
}
