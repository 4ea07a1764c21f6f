import { useId } from 'react';
import type { TCompetitor } from '@shared/contracts/competitors';
import { Label, NativeSelect } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

const ALL = '';

/**
 * "All competitors" or one by name; the value is the competitor id, undefined for all. The label stands beside
 * the list, or above it on /promotions (`stacked`, which also keeps that screen's "All Competitors").
 */
export function CompetitorFilter(props: {
  competitors: readonly TCompetitor[] | undefined;
  value: string | undefined;
  onChange: (competitorId: string | undefined) => void;
  stacked?: boolean;
}) {
  const id = useId();
  const known = props.competitors?.some((c) => c.id === props.value) ?? false;
  return (
    <div className={props.stacked ? 'w-full space-y-1.5 sm:w-64' : 'flex items-center gap-2'}>
      <Label htmlFor={id} className={cn(!props.stacked && 'shrink-0 text-muted-foreground')}>
        Competitor
      </Label>
      <NativeSelect
        id={id}
        className={cn(!props.stacked && 'w-full sm:w-60')}
        value={props.value ?? ALL}
        disabled={!props.competitors}
        onChange={(e) => props.onChange(e.target.value === ALL ? undefined : e.target.value)}
      >
        <option value={ALL}>{props.stacked ? 'All Competitors' : 'All competitors'}</option>
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
