import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TProductMatch } from '@shared/contracts/matching';
import { formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

/**
 * One suggested pair with why it was proposed, to confirm or reject: on the suggestions list (both sides, with a
 * checkbox for bulk decisions) and on my product's page (the competitor's side only, docs/product-rules.md R146).
 */
export function SuggestionRow(props: {
  match: TProductMatch;
  canChange: boolean;
  /** For bulk decisions: the checkbox, when given. */
  selected?: boolean;
  onToggle?: () => void;
  /** False on my product's page, where my side is the page itself. */
  showMine?: boolean;
  pending: boolean;
  onDecide: (decision: 'confirm' | 'reject') => void;
}) {
  const { match: m } = props;
  return (
    <li className="rounded-card border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start gap-3">
        {props.canChange && props.onToggle ? (
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0"
            checked={props.selected ?? false}
            onChange={props.onToggle}
            aria-label={`Select ${m.mine.title} and ${m.theirs.title}`}
          />
        ) : null}
        <div className={`grid min-w-0 flex-1 gap-3 ${props.showMine === false ? '' : 'sm:grid-cols-2'}`}>
          {props.showMine === false ? null : (
            <Side
              label="Mine"
              title={
                <Link to={paths.ownProduct(m.mine.id)} className="hover:text-primary hover:underline">
                  {m.mine.title}
                </Link>
              }
              vendor={m.mine.vendor}
              price={formatMoney(m.mine.price, m.mine.currency)}
            />
          )}
          <Side
            label={m.theirs.competitorName}
            title={m.theirs.title}
            vendor={m.theirs.vendor}
            price={formatMoney(m.theirs.price, m.theirs.currency)}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Why: {m.reason}</p>
        {props.canChange ? (
          <div className="flex gap-2">
            <Button size="sm" disabled={props.pending} onClick={() => props.onDecide('confirm')}>
              Confirm
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={props.pending}
              onClick={() => props.onDecide('reject')}
            >
              Reject
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Side(props: { label: string; title: ReactNode; vendor: string | null; price: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold text-muted-foreground uppercase">{props.label}</p>
      <p className="font-medium wrap-anywhere">{props.title}</p>
      <p className="text-sm text-muted-foreground">
        {props.vendor ?? 'No vendor'} · {props.price}
      </p>
    </div>
  );
}
