import { Send } from 'lucide-react';
import type { TLead } from '@shared/contracts/leads';
import { Button } from '@web/components/ui/button';
import type { useStartSequences } from '../api/sequences';

/** Select all shown leads (customers aside) and start a sequence for the selected ones at once. */
export function LeadSelectionBar({
  items,
  selected,
  onSelect,
  start,
}: {
  items: TLead[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  start: ReturnType<typeof useStartSequences>;
}) {
  const selectable = items.filter((l) => l.status !== 'customer');
  const allSelected = selectable.length > 0 && selectable.every((l) => selected.has(l.id));
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={allSelected}
          onChange={() => onSelect(allSelected ? new Set() : new Set(selectable.map((l) => l.id)))}
        />
        Select all shown
      </label>
      <span className="text-muted-foreground">{selected.size} selected</span>
      <Button
        size="sm"
        disabled={selected.size === 0 || start.isPending}
        onClick={() => start.mutate([...selected], { onSuccess: () => onSelect(new Set()) })}
      >
        <Send aria-hidden /> Start sequence for selected
      </Button>
    </div>
  );
}
