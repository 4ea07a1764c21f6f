import { Button } from '@web/components/ui/button';

/** The way to see the rows past the first 20. */
export function ShowMore(props: { hiddenCount: number; expanded: boolean; onToggle: () => void }) {
  if (props.hiddenCount === 0) return null;
  return (
    <div className="flex justify-center border-t border-border p-3">
      <Button variant="secondary" size="sm" onClick={props.onToggle}>
        {props.expanded ? 'Show fewer' : `Show more (${props.hiddenCount} more)`}
      </Button>
    </div>
  );
}
