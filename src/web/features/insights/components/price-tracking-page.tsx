import { ArrowDownRight, ArrowUpRight, Package, TrendingUp } from 'lucide-react';
import { PagedTable } from '@web/components/insights/paged-table';
import { StatCard, StatGrid } from '@web/components/insights/stat-card';
import { TableCard } from '@web/components/insights/table-card';
import { useCompetitors } from '@web/features/competitors';
import { trackedProductsTable, useTrackedProducts } from '@web/features/products';
import { MISSING, formatCount } from '@shared/format';
import { pagedList } from '@web/lib/paging';
import { usePriceChanges } from '../api/get-price-changes';
import { priceChangeStats, productsTracked } from '../lib/price-stats';
import { CompetitorScopedPage } from './competitor-scoped-page';
import { priceChangesTable } from './price-changes-table';

/** /price-tracking: recent price moves and every tracked product, all competitors or one. */
export function PriceTrackingPage() {
  return (
    <CompetitorScopedPage
      title="Price Tracking"
      description="Every price move at the stores you track, and what each product costs now."
      emptyDescription="Add a competitor's store and we'll track its prices for you. Changes show up here after each scrape."
    >
      {(competitorId) => (
        // Keyed by the filter so "Show more" starts folded again for another competitor.
        <PriceTrackingContent key={competitorId ?? 'all'} competitorId={competitorId} />
      )}
    </CompetitorScopedPage>
  );
}

function PriceTrackingContent({ competitorId }: { competitorId: string | undefined }) {
  const competitors = useCompetitors();
  const changes = usePriceChanges(competitorId);
  const products = useTrackedProducts(competitorId);
  const changeList = pagedList(changes);
  const productList = pagedList(products);
  const stats = changes.isSuccess ? priceChangeStats(changeList.items, changes.hasNextPage) : undefined;
  // A failed load shows a dash, not a figure we don't have.
  const unknown = changes.isError ? MISSING : undefined;
  const scope = stats
    ? changes.hasNextPage
      ? `among the latest ${formatCount(stats.counted)} changes`
      : 'among all recorded changes'
    : '';
  const competitor = competitorId ? competitors.data?.find((c) => c.id === competitorId) : undefined;

  return (
    <>
      <StatGrid label="Price statistics">
        <StatCard
          label="Products Tracked"
          icon={Package}
          value={
            competitors.data
              ? formatCount(productsTracked(competitors.data, competitorId))
              : competitors.isError
                ? MISSING
                : undefined
          }
          hint={competitor ? `at ${competitor.name}` : 'across your competitors'}
        />
        <StatCard
          label="Price Changes (24h)"
          icon={TrendingUp}
          value={stats ? `${formatCount(stats.last24h)}${stats.last24hIsLowerBound ? '+' : ''}` : unknown}
          hint="in the last 24 h"
        />
        <StatCard
          label="Price Increases"
          icon={ArrowUpRight}
          value={stats ? formatCount(stats.increases) : unknown}
          hint={scope}
        />
        <StatCard
          label="Price Decreases"
          icon={ArrowDownRight}
          value={stats ? formatCount(stats.decreases) : unknown}
          hint={scope}
        />
      </StatGrid>

      <TableCard
        title="Recent Price Changes"
        description="Newest first. Decreases are green, increases red."
        state={
          changes.isPending
            ? 'pending'
            : changes.isError
              ? 'error'
              : changeList.items.length
                ? 'ready'
                : 'empty'
        }
        error={changes.error}
        onRetry={() => void changes.refetch()}
        empty={
          <p className="py-6">
            <span className="block font-medium text-foreground">No price changes yet</span>
            We&apos;ll show them after the next scrape.
          </p>
        }
      >
        <PagedTable {...priceChangesTable} {...changeList} />
      </TableCard>

      <TableCard
        title="All Tracked Products"
        description="Current price and stock of every product we read from the stores."
        state={
          products.isPending
            ? 'pending'
            : products.isError
              ? 'error'
              : productList.items.length
                ? 'ready'
                : 'empty'
        }
        error={products.error}
        onRetry={() => void products.refetch()}
        empty={
          <p className="py-6">
            <span className="block font-medium text-foreground">No products yet</span>
            Products appear here once the first scrape of a store finishes.
          </p>
        }
      >
        <PagedTable {...trackedProductsTable} {...productList} />
      </TableCard>
    </>
  );
}
