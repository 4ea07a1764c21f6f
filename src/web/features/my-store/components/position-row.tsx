import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { TPricePositionRow } from '@shared/contracts/price-position';
import { formatChangePercent, formatMoney } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/lib/paths';
import { POSITION_BADGE, POSITION_LABELS } from '../lib/position-labels';

/** One product of mine: my price, where it stands, and each matched competitor's price beside it. */
export function PositionRow({ row }: { row: TPricePositionRow }) {
  return (
    <li className="rounded-card border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Link
            to={paths.ownProduct(row.productId)}
            className="font-semibold wrap-anywhere hover:text-primary hover:underline"
          >
            {row.title}
          </Link>
          <a
            href={row.url}
            target="_blank"
            rel="noreferrer"
            className="ml-1.5 inline-flex align-middle text-muted-foreground hover:text-primary"
            title="View on my store"
          >
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">View {row.title} on my store (opens in a new tab)</span>
          </a>
          <p className="text-xs text-muted-foreground">
            {[row.vendor, row.productType].filter(Boolean).join(' · ') || 'No vendor or type'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <Badge variant={POSITION_BADGE[row.position]}>{POSITION_LABELS[row.position]}</Badge>
          {row.rank !== null ? (
            <span className="text-sm text-muted-foreground">
              Rank {row.rank} of {row.rankedOf}
            </span>
          ) : null}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">My price</dt>
          <dd className="font-semibold">
            {formatMoney(row.price, row.currency)}
            {row.compareAtPrice ? (
              <s className="ml-1 text-xs text-muted-foreground">
                {formatMoney(row.compareAtPrice, row.currency)}
              </s>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Cheapest</dt>
          <dd>{formatMoney(row.cheapestPrice, row.currency)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Gap</dt>
          <dd
            className={
              row.gapPct && Number(row.gapPct) > 0 ? 'font-semibold text-destructive' : 'text-success'
            }
          >
            {formatChangePercent(row.gapPct)}
          </dd>
        </div>
      </dl>
      <ul className="mt-3 divide-y divide-border border-t border-border text-sm">
        {row.competitors.map((c) => (
          <li
            key={c.productId}
            className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0 wrap-anywhere">
              <span className="font-medium">{c.competitorName}</span>{' '}
              <a
                href={c.url}
                target="_blank"
                rel="noreferrer"
                className="text-muted-foreground hover:underline"
              >
                {c.title}
              </a>
            </span>
            <span className="shrink-0 text-right">
              {formatMoney(c.price, c.currency)}
              {c.compareAtPrice ? (
                <s className="ml-1 text-xs text-muted-foreground">
                  {formatMoney(c.compareAtPrice, c.currency)}
                </s>
              ) : null}
              {c.notComparedReason ? (
                <span className="block text-xs text-muted-foreground">{c.notComparedReason}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
