import { useId } from 'react';
import { Label, NativeSelect } from '@web/components/ui/input';
import { useCompetitors } from '@web/features/competitors';

/** All competitors or one; the choice lives in the URL (?competitorId=). */
export function CompetitorFilter(props: { value: string | null; onChange: (id: string | null) => void }) {
  const id = useId();
  const competitors = useCompetitors();
  return (
    <div className="w-full space-y-1.5 sm:w-64">
      <Label htmlFor={id}>Competitor</Label>
      <NativeSelect
        id={id}
        value={props.value ?? ''}
        disabled={competitors.isPending}
        onChange={(e) => props.onChange(e.target.value || null)}
      >
        <option value="">All Competitors</option>
        {competitors.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
