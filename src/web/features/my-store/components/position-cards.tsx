import { ArrowDownCircle, ArrowUpCircle, TrendingDown } from 'lucide-react';
import type { TPricePositionFilters, TPricePositionSummary } from '@shared/contracts/price-position';
import { formatCount } from '@shared/format';
import { cn } from '@web/lib/cn';

type TPosition = TPricePositionFilters['position'];

/** The three cards above the table; a card filters the table to its products (again: clears it). */
export function PositionCards(props: {
  summary: TPricePositionSummary;
  active: TPosition;
  onSelect: (position: TPosition) => void;
}) {
  const { summary } = props;
  const plural = (n: number) => `${formatCount(n)} product${n === 1 ? '' : 's'}`;
  const cards = [
    {
      position: 'most_expensive' as const,
      icon: ArrowUpCircle,
      tone: 'text-destructive',
      text: `I'm the most expensive on ${plural(summary.mostExpensive)}`,
    },
    {
      position: 'undercut' as const,
      icon: TrendingDown,
      tone: 'text-warning',
      text: `Undercut in the last 24 h on ${plural(summary.undercutLast24h)}`,
    },
    {
      position: 'cheapest' as const,
      icon: ArrowDownCircle,
      tone: 'text-success',
      text: `I'm the cheapest on ${plural(summary.cheapest)}`,
    },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ position, icon: Icon, tone, text }) => (
        <button
          key={position}
          type="button"
          aria-pressed={props.active === position}
          onClick={() => props.onSelect(props.active === position ? undefined : position)}
          className={cn(
            'flex items-center gap-3 rounded-card border border-border bg-card p-4 text-left text-sm font-medium shadow-sm hover:bg-muted',
            props.active === position && 'ring-2 ring-primary',
          )}
        >
          <Icon className={cn('size-6 shrink-0', tone)} aria-hidden />
          {text}
        </button>
      ))}
    </div>
  );
}
