import { useState } from 'react';
import type { TInactiveCompetitor, TReactivationOpportunities } from '@shared/contracts/billing';
import { Button } from '@web/components/ui/button';
import { Modal } from '@web/components/ui/modal';
import { billingDate } from '../lib/billing-format';
import { CompetitorChoice } from './competitor-choice';

/**
 * After an upgrade, the paused competitors to bring back, at most the free slots (the server caps it too).
 * "Skip for Now" pays without reactivating; "Cancel" goes back to the form.
 */
export function ReactivationDialog(props: {
  open: boolean;
  opportunities: TReactivationOpportunities;
  onReactivate: (ids: string[]) => void;
  onSkip: () => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const slots = Math.max(0, props.opportunities.availableSlots);
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onCancel())}
      title="Reactivate Inactive Competitors"
      size="lg"
      description="Your new plan has room for competitors you paused. Choose the ones to watch again; their data is all still here."
    >
      <div data-testid="reactivation-dialog">
        <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>
            Available slots: <strong data-testid="reactivation-slots">{slots}</strong>
          </span>
          <span>
            Selected: <strong data-testid="reactivation-selected">{chosen.length}</strong>
          </span>
        </p>
        <CompetitorChoice<TInactiveCompetitor>
          caption="Inactive competitors"
          rows={props.opportunities.inactiveCompetitors}
          chosen={chosen}
          cap={slots}
          onChange={setChosen}
          columns={[
            { header: 'Last scraped', cell: (r) => (r.lastScraped ? billingDate(r.lastScraped) : 'Never') },
            {
              header: 'Deactivated',
              cell: (r) => (r.deactivatedAt ? billingDate(r.deactivatedAt) : 'Recently'),
            },
          ]}
        />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={props.onSkip}>
            Skip for Now
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => props.onReactivate(chosen)}>
            Reactivate {chosen.length} Competitor(s)
          </Button>
        </div>
      </div>
    </Modal>
  );
}
