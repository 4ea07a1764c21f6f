import { Link } from 'react-router';
import { movementLabel, type TBestSellers, type TRankMovement } from '@shared/contracts/best-sellers';
import type { TCompetitor } from '@shared/contracts/competitors';
import { topReadLabel } from '@shared/constants/best-seller-depth';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { useBestSellers } from '../api/get-best-sellers';

/** "Best sellers" for one competitor: the store's own best-selling order with each product's move, or why not. */
export function BestSellersDialog(props: { competitor: TCompetitor | null; onClose: () => void }) {
  const { competitor } = props;
  const best = useBestSellers(competitor?.id ?? null);
  return (
    <Modal
      open={competitor !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={`${competitor?.name ?? ''} best sellers`}
      description="Read with each scrape from the store's all-products collection, sorted by best selling."
      placement="side"
    >
      {best.isPending ? (
        <Spinner label="Loading..." />
      ) : best.isError ? (
        <ErrorState
          title="Could not load this store's best sellers"
          error={best.error}
          onRetry={() => void best.refetch()}
        />
      ) : (
        <BestSellersBody data={best.data} />
      )}
    </Modal>
  );
}

const SOURCE_TEXT = {
  json: "from the collection's data, checked against its page",
  html: "from the product links of the collection's pages",
} as const;

function BestSellersBody({ data }: { data: TBestSellers }) {
  return (
    <div className="space-y-4 text-sm">
      <p className="rounded-md bg-muted p-2 text-xs">{data.note}</p>
      <p className="text-xs font-medium">{topReadLabel(data.depth)}</p>
      {data.unreadableReason ? (
        <div role="status" className="rounded-md border border-warning p-2 text-xs">
          <p className="font-medium">The best-selling order cannot be read.</p>
          <p className="mt-0.5">{data.unreadableReason}</p>
          {data.items.length > 0 ? <p className="mt-0.5">Below: the last order that could be read.</p> : null}
        </div>
      ) : null}
      {data.items.length === 0 ? (
        data.unreadableReason ? null : (
          <p className="text-muted-foreground">
            No data yet: the store's best-selling order has not been read.
          </p>
        )
      ) : (
        <>
          {data.readAt ? (
            <p className="text-xs text-muted-foreground">
              Last read <TimeAgo value={data.readAt} />
              {data.source ? `, ${SOURCE_TEXT[data.source]}` : ''}
            </p>
          ) : null}
          <ol aria-label="Best sellers" className="divide-y divide-border">
            {data.items.map((item) => (
              <li key={item.productId} className="flex items-center gap-3 py-2">
                <span className="w-8 shrink-0 text-right font-semibold tabular-nums">{item.rank}</span>
                <Link
                  to={paths.product(item.productId)}
                  className="min-w-0 flex-1 truncate text-primary hover:underline"
                >
                  {item.title}
                </Link>
                <Movement movement={item.movement} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

const MOVEMENT_NAME = { up: 'up', down: 'down', new: 'new in the list', same: 'unchanged' } as const;

function Movement({ movement }: { movement: TRankMovement }) {
  const label = movementLabel(movement);
  const spoken =
    movement.kind === 'up' || movement.kind === 'down'
      ? `${MOVEMENT_NAME[movement.kind]} ${movement.places} ${movement.places === 1 ? 'place' : 'places'}`
      : MOVEMENT_NAME[movement.kind];
  return (
    <span
      title={spoken}
      aria-label={spoken}
      className={cn(
        'w-14 shrink-0 text-right text-xs tabular-nums',
        movement.kind === 'up' && 'text-success',
        movement.kind === 'down' && 'text-destructive',
        movement.kind === 'new' && 'font-medium text-primary',
        movement.kind === 'same' && 'text-muted-foreground',
      )}
    >
      {label}
    </span>
  );
}
