import { useState } from 'react';
import type { TRequiresSelection } from '@shared/contracts/billing';
import { Button } from '@web/components/ui/button';
import { Modal } from '@web/components/ui/modal';
import { competitorCount } from '../lib/billing-format';
import { CompetitorChoice } from './competitor-choice';

/**
 * The keep chooser (docs/product-rules.md R7): the new plan allows `newLimit` competitors (Free keeps one); the
 * user ticks up to that many and "Keep This" sends the cancel or downgrade again with them.
 */
export function KeepChooserDialog(props: {
  selection: TRequiresSelection | null;
  newPlanLabel: string;
  pending: boolean;
  onKeep: (ids: string[]) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const selection = props.selection;
  const limit = selection?.newLimit ?? 0;
  return (
    <Modal
      open={!!selection}
      onOpenChange={(open) => {
        if (!open) {
          setChosen([]);
          props.onClose();
        }
      }}
      size="lg"
      title="Choose the competitors to keep"
      description={`${props.newPlanLabel} allows ${competitorCount(limit)}. The others are paused when your current period ends; all their data is kept.`}
    >
      <div data-testid="keep-chooser">
        <p className="mb-3 text-sm">
          Selected: <strong>{chosen.length}</strong> of {limit}
        </p>
        {selection ? (
          <CompetitorChoice
            caption="Competitors to keep"
            rows={selection.competitors}
            chosen={chosen}
            cap={limit}
            onChange={setChosen}
            columns={[]}
          />
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            disabled={chosen.length === 0 || props.pending}
            onClick={() => props.onKeep(chosen)}
            data-testid="keep-this"
          >
            {props.pending ? 'Saving...' : 'Keep This'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
