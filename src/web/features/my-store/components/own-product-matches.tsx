import { GitCompareArrows, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TProductMatch } from '@shared/contracts/matching';
import type { TPricePositionRow } from '@shared/contracts/price-position';
import { formatChangePercent, formatMoney } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/states';
import { pagedList } from '@web/lib/paging';
import { paths } from '@web/lib/paths';
import { useDecideMatches } from '../api/decide-matches';
import { useMatches } from '../api/get-matches';
import { POSITION_BADGE, POSITION_LABELS } from '../lib/position-labels';

type TCompetitorPrice = TPricePositionRow['competitors'][number];

/**
 * My product's confirmed matches: where my price stands (the price-position row of this product: position, rank,
 * cheapest, gap) and each competitor's price beside it, with why it is matched and "Unmatch" (a rejection: the
 * pair is never proposed again, docs/product-rules.md R146).
 */
export function OwnProductMatches(props: {
  productId: number;
  position: TPricePositionRow | null;
  canChange: boolean;
  onMatch: (() => void) | null;
}) {
  const { position } = props;
  // The pairs give each competitor product's match id and reason; the position gives the prices.
  const pairs = pagedList(useMatches('confirmed', props.productId)).items;
  const pairOf = new Map(pairs.map((m) => [m.theirs.id, m]));
  const decide = useDecideMatches();
  const [unmatching, setUnmatching] = useState<TProductMatch | null>(null);

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>Matched competitor products</CardTitle>
        <CardDescription>
          The same goods in your competitors’ stores, with their prices against yours. Prices in other
          currencies are shown, never compared.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!position ? (
          <EmptyState
            icon={GitCompareArrows}
            title="No matches yet"
            description="None of your competitors’ products is matched with this one. Confirm a suggestion below, or find the product yourself."
            action={
              props.onMatch ? (
                <Button variant="secondary" onClick={props.onMatch}>
                  <Link2 aria-hidden /> Match a competitor product
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs text-muted-foreground">Position</dt>
                <dd>
                  <Badge variant={POSITION_BADGE[position.position]}>
                    {POSITION_LABELS[position.position]}
                  </Badge>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Rank</dt>
                <dd>{position.rank !== null ? `${position.rank} of ${position.rankedOf}` : '—'}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Cheapest</dt>
                <dd>{formatMoney(position.cheapestPrice, position.currency)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Gap to the cheapest</dt>
                <dd
                  className={
                    position.gapPct === null
                      ? 'text-muted-foreground'
                      : Number(position.gapPct) > 0
                        ? 'font-semibold text-destructive'
                        : 'text-success'
                  }
                >
                  {formatChangePercent(position.gapPct)}
                </dd>
              </div>
            </dl>
            <ul
              className="mt-4 divide-y divide-border border-t border-border text-sm"
              aria-label="Matched competitor products"
            >
              {position.competitors.map((c) => (
                <MatchedRow
                  key={c.productId}
                  price={c}
                  pair={pairOf.get(c.productId) ?? null}
                  canChange={props.canChange}
                  onUnmatch={setUnmatching}
                />
              ))}
            </ul>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={unmatching !== null}
        onClose={() => setUnmatching(null)}
        title="Unmatch these products?"
        description={`“${unmatching?.theirs.title ?? ''}” (${unmatching?.theirs.competitorName ?? ''}) will no longer be compared with your product, and it is never suggested again. You can still match it by hand.`}
        confirmLabel="Unmatch"
        pendingLabel="Unmatching..."
        pending={decide.isPending}
        onConfirm={() =>
          unmatching &&
          decide.mutate(
            { ids: [unmatching.id], decision: 'reject' },
            { onSuccess: () => setUnmatching(null) },
          )
        }
      />
    </Card>
  );
}

function MatchedRow(props: {
  price: TCompetitorPrice;
  pair: TProductMatch | null;
  canChange: boolean;
  onUnmatch: (pair: TProductMatch) => void;
}) {
  const { price: c, pair } = props;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 wrap-anywhere">
        <p className="text-xs font-semibold text-muted-foreground uppercase">{c.competitorName}</p>
        <Link to={paths.product(c.productId)} className="font-medium hover:text-primary hover:underline">
          {c.title}
        </Link>
        {pair ? <p className="text-xs text-muted-foreground">Matched: {pair.reason}</p> : null}
      </div>
      <div className="flex shrink-0 items-center justify-between gap-4 sm:justify-end">
        <span className="text-right">
          <span className="font-semibold tabular-nums">{formatMoney(c.price, c.currency)}</span>
          {c.compareAtPrice ? (
            <s className="ml-1 text-xs text-muted-foreground">{formatMoney(c.compareAtPrice, c.currency)}</s>
          ) : null}
          {c.notComparedReason ? (
            <span className="block max-w-xs text-xs text-muted-foreground">{c.notComparedReason}</span>
          ) : null}
        </span>
        {props.canChange && pair ? (
          <Button variant="secondary" size="sm" onClick={() => props.onUnmatch(pair)}>
            Unmatch
          </Button>
        ) : null}
      </div>
    </li>
  );
}
