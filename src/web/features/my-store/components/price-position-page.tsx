import { FileJson, FileSpreadsheet, Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ZPricePositionFilters } from '@shared/contracts/price-position';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { PageLoader } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { AlertRuleDialog } from '@web/features/alerts';
import { useCompetitors } from '@web/features/competitors';
import { useDownloadExport } from '@web/features/export';
import { ShowMore, useFirstRows } from '@web/components/insights/show-more';
import { pagedList } from '@web/lib/paging';
import { paths } from '@web/lib/paths';
import { narrowsList, useUrlFilters } from '@web/lib/url-filters';
import { pricePositionExportUrl, usePricePosition, usePricePositionSummary } from '../api/get-price-position';
import { POSITION_LABELS } from '../lib/position-labels';
import { PositionCards } from './position-cards';
import { PositionRow } from './position-row';

/** /price-position: on the products we both sell, am I cheaper or dearer, and who just undercut me? */
export function PricePositionPage() {
  const { filters, setFilters } = useUrlFilters(ZPricePositionFilters);
  const summary = usePricePositionSummary();
  const query = usePricePosition(filters);
  const competitors = useCompetitors();
  const list = pagedList(query);
  const rows = useFirstRows(list.items);
  const [alerting, setAlerting] = useState(false);
  const download = useDownloadExport();
  const exportAs = (format: 'csv' | 'json') =>
    download.mutate({ name: 'price-position', format, url: pricePositionExportUrl(filters, format) });

  const header = (
    <PageHeader
      title="Price position"
      description="Your prices against your competitors’ on the products you both sell. Prices in different currencies are shown side by side, never compared."
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to={paths.matchSuggestions}>Review suggested matches</Link>
          </Button>
          {summary.data?.hasOwnStore ? (
            <>
              <Button variant="secondary" onClick={() => setAlerting(true)}>
                Set undercut alert
              </Button>
              <Button variant="secondary" disabled={download.isPending} onClick={() => exportAs('csv')}>
                <FileSpreadsheet aria-hidden /> Export CSV
              </Button>
              <Button variant="secondary" disabled={download.isPending} onClick={() => exportAs('json')}>
                <FileJson aria-hidden /> Export JSON
              </Button>
            </>
          ) : null}
        </>
      }
    />
  );
  if (summary.isPending) return <PageLoader label="Loading your price position..." />;
  if (summary.isError) {
    return (
      <div className="space-y-4">
        {header}
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      </div>
    );
  }
  if (!summary.data.hasOwnStore) {
    return (
      <div className="space-y-4">
        {header}
        <EmptyState
          icon={Scale}
          title="No data yet"
          description="Add your own store in Settings: its products are matched with your competitors’ and their prices set side by side."
          action={
            <Button asChild>
              <Link to={paths.settingsTab('my-store')}>Add my store</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {header}
      {alerting ? (
        <AlertRuleDialog open rule={null} type="undercut" onClose={() => setAlerting(false)} />
      ) : null}
      <PositionCards
        summary={summary.data}
        active={filters.position}
        onSelect={(position) => setFilters({ position })}
      />
      <div className="grid gap-2 sm:grid-cols-4" role="group" aria-label="Filters">
        <NativeSelect
          aria-label="Competitor"
          value={filters.competitorId ?? ''}
          onChange={(e) => setFilters({ competitorId: e.target.value })}
        >
          <option value="">All competitors</option>
          {(competitors.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        <Input
          aria-label="Vendor"
          placeholder="Vendor"
          defaultValue={filters.vendor ?? ''}
          onBlur={(e) => setFilters({ vendor: e.target.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && setFilters({ vendor: e.currentTarget.value.trim() })}
        />
        <Input
          aria-label="Product type"
          placeholder="Product type"
          defaultValue={filters.productType ?? ''}
          onBlur={(e) => setFilters({ productType: e.target.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && setFilters({ productType: e.currentTarget.value.trim() })}
        />
        <NativeSelect
          aria-label="Position"
          value={filters.position ?? ''}
          onChange={(e) => setFilters({ position: e.target.value })}
        >
          <option value="">Every position</option>
          {Object.entries(POSITION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {query.isPending ? (
        <PageLoader label="Loading products..." />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={Scale}
          title="No data yet"
          description={
            narrowsList(filters)
              ? 'No matched product fits these filters.'
              : 'None of your products is matched with a competitor’s yet. Confirm suggested matches, or wait for the next read of your store.'
          }
          action={
            narrowsList(filters) ? (
              <Button
                variant="secondary"
                onClick={() => setFilters({ competitorId: '', vendor: '', productType: '', position: '' })}
              >
                Clear filters
              </Button>
            ) : (
              <Button asChild>
                <Link to={paths.matchSuggestions}>Review suggested matches</Link>
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul className="space-y-3" aria-label="Matched products, largest gap first">
            {rows.visible.map((row) => (
              <PositionRow key={row.productId} row={row} />
            ))}
          </ul>
          <ShowMore rows={rows} noun="matched products" total={list.total} next={list.next} />
        </>
      )}
    </div>
  );
}
