import { useId } from 'react';
import type { TCompetitor } from '@shared/contracts/competitors';
import { Label, NativeSelect } from '@web/components/ui/input';

const ALL = '';

/**
 * "All competitors" or one by name; the value is the competitor id, undefined for all. The same label, texts
 * and layout on every insight screen (docs/product-rules.md R89).
 */
export function CompetitorFilter(props: {
  competitors: readonly TCompetitor[] | undefined;
  value: string | undefined;
  onChange: (competitorId: string | undefined) => void;
}) {
  const id = useId();
  const known = props.competitors?.some((c) => c.id === props.value) ?? false;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        Competitor
      </Label>
      <NativeSelect
        id={id}
        className="w-full sm:w-60"
        value={props.value ?? ALL}
        disabled={!props.competitors}
        onChange={(e) => props.onChange(e.target.value === ALL ? undefined : e.target.value)}
      >
        <option value={ALL}>All competitors</option>
        {props.competitors?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
        {props.value && props.competitors && !known ? (
          <option value={props.value}>Unknown competitor</option>
        ) : null}
      </NativeSelect>
    </div>
  );
}
