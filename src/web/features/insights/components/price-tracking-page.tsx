import { ArrowDownRight, ArrowUpRight, Package, TrendingUp } from 'lucide-react';
import { PagedTable } from '@web/components/insights/paged-table';
import { StatCard, StatGrid } from '@web/components/insights/stat-card';
import { TableCard } from '@web/components/insights/table-card';
import { useCompetitors } from '@web/features/competitors';
import {
  ProductFiltersBar,
  trackedProductsTable,
  useProductFilters,
  useTrackedProducts,
} from '@web/features/products';
import type { TPriceChangeSummary } from '@shared/contracts/insights';
import { MISSING, formatCount } from '@shared/format';
import { pagedList } from '@web/lib/paging';
import { narrowsList } from '@web/lib/url-filters';
import { usePriceChanges } from '../api/get-price-changes';
import { usePriceChangeSummary } from '../api/get-price-change-summary';
import { usePriceChangeFilters } from '../lib/price-change-filters';
import { CompetitorScopedPage } from './competitor-scoped-page';
import { PriceChangeFiltersBar } from './price-change-filters-bar';
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
  const summary = usePriceChangeSummary(competitorId);
  const { filters, setFilters } = useProductFilters();
  const changeFilters = usePriceChangeFilters();
  const changes = usePriceChanges(competitorId, changeFilters.filters);
  const products = useTrackedProducts(competitorId, filters);
  const filtered = narrowsList(filters);
  const changesFiltered = narrowsList(changeFilters.filters);
  const changeList = pagedList(changes);
  const productList = pagedList(products);
  // Every figure is the server's true total for the filter (docs/product-rules.md R85); a failed load shows a dash.
  const figure = (pick: (s: TPriceChangeSummary) => number) =>
    summary.data ? formatCount(pick(summary.data)) : summary.isError ? MISSING : undefined;
  const scope = summary.data ? `of ${formatCount(summary.data.priceChanges)} recorded changes` : '';
  const competitor = competitorId ? competitors.data?.find((c) => c.id === competitorId) : undefined;

  return (
    <>
      <StatGrid label="Price statistics">
        <StatCard
          label="Products Tracked"
          icon={Package}
          value={figure((s) => s.productsTracked)}
          hint={competitor ? `at ${competitor.name}` : 'across your competitors'}
        />
        <StatCard
          label="Price Changes (24h)"
          icon={TrendingUp}
          value={figure((s) => s.priceChanges24h)}
          hint="in the last 24 h"
        />
        <StatCard
          label="Price Increases"
          icon={ArrowUpRight}
          value={figure((s) => s.increases)}
          hint={scope}
        />
        <StatCard
          label="Price Decreases"
          icon={ArrowDownRight}
          value={figure((s) => s.decreases)}
          hint={scope}
        />
      </StatGrid>

      <TableCard
        title="Recent Price Changes"
        description="Every price move, newest first unless you sort. Decreases are green, increases red."
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
        toolbar={
          <PriceChangeFiltersBar filters={changeFilters.filters} onChange={changeFilters.setFilters} />
        }
        empty={
          changesFiltered ? (
            <p className="py-6">
              <span className="block font-medium text-foreground">No price changes match these filters</span>
              Try another search or clear a filter.
            </p>
          ) : (
            <p className="py-6">
              <span className="block font-medium text-foreground">No price changes yet</span>
              We&apos;ll show them after the next scrape.
            </p>
          )
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
        toolbar={<ProductFiltersBar filters={filters} onChange={setFilters} />}
        empty={
          filtered ? (
            <p className="py-6">
              <span className="block font-medium text-foreground">No products match these filters</span>
              Try another search or clear a filter.
            </p>
          ) : (
            <p className="py-6">
              <span className="block font-medium text-foreground">No products yet</span>
              Products appear here once the first scrape of a store finishes.
            </p>
          )
        }
      >
        <PagedTable {...trackedProductsTable} {...productList} />
      </TableCard>
    </>
  );
}
