import { useAddCompetitor } from '../api/add-competitor';
import { CompetitorFormDialog } from './competitor-form-dialog';

export function AddCompetitorDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddCompetitor();
  return (
    <CompetitorFormDialog
      {...props}
      isPending={add.isPending}
      onSubmit={(body, done) => add.mutate(body, { onSuccess: done })}
      text={{
        title: 'Add Competitor',
        description: 'Track a Shopify store. Its products and prices are read within a few minutes.',
        nameLabel: 'Store Name',
        urlLabel: 'Store URL',
        submitLabel: 'Add Competitor',
        pendingLabel: 'Adding...',
      }}
    />
  );
}
