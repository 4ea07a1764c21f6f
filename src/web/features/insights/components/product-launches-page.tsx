import { CalendarDays, Rocket, Sparkles } from 'lucide-react';
import { PagedTable } from '@web/components/insights/paged-table';
import { StatCard, StatGrid } from '@web/components/insights/stat-card';
import { TableCard } from '@web/components/insights/table-card';
import { MISSING, formatCount } from '@shared/format';
import { useProductLaunches } from '../api/get-product-launches';
import { NEW_LAUNCH_DAYS, newLaunches } from '../lib/launch-window';
import { CompetitorScopedPage } from './competitor-scoped-page';
import { launchNotificationsTable, launchOverviewTable } from './launch-tables';

/**
 * /product-launches: what the tracked stores added lately, by the store's own launch date
 * (docs/product-rules.md R10).
 */
export function ProductLaunchesPage() {
  return (
    <CompetitorScopedPage
      title="Product Launches"
      description="New products at the stores you track, dated by when each store published them."
      emptyDescription="Add a competitor's store and we'll tell you whenever it launches a new product."
    >
      {(competitorId) => (
        // Keyed by the filter so "Show more" starts folded again for another competitor.
        <LaunchesContent key={competitorId ?? 'all'} competitorId={competitorId} />
      )}
    </CompetitorScopedPage>
  );
}

function LaunchesContent({ competitorId }: { competitorId: string | undefined }) {
  const launches = useProductLaunches(competitorId);
  const data = launches.data;
  const recent = data ? newLaunches(data.launches) : [];
  const state = launches.isPending ? 'pending' : launches.isError ? 'error' : undefined;

  return (
    <>
      <StatGrid label="Launch statistics" className="xl:grid-cols-3">
        <StatCard
          label="New Products (7d)"
          icon={Sparkles}
          value={data ? formatCount(data.new7d) : launches.isError ? MISSING : undefined}
          hint="launched in the last 7 days"
        />
        <StatCard
          label="New Products (30d)"
          icon={CalendarDays}
          value={data ? formatCount(data.new30d) : launches.isError ? MISSING : undefined}
          hint="launched in the last 30 days"
        />
        <StatCard
          label="Active Competitors"
          icon={Rocket}
          value={data ? formatCount(data.activeCompetitors) : launches.isError ? MISSING : undefined}
          hint={competitorId ? 'the one selected' : 'stores being watched'}
        />
      </StatGrid>

      <TableCard
        title="Product Tracking Overview (Last 30 Days)"
        description="Every product launched in the last 30 days, newest first."
        state={state ?? (data?.launches.length ? 'ready' : 'empty')}
        error={launches.error}
        onRetry={() => void launches.refetch()}
        empty={
          <p className="py-6">
            <span className="block font-medium text-foreground">No new products in the last 30 days</span>
            Launches appear here after the scrape that finds them.
          </p>
        }
      >
        <PagedTable {...launchOverviewTable} items={data?.launches ?? []} />
      </TableCard>

      <TableCard
        title="Product Launch Notifications"
        description={`Products launched in the last ${NEW_LAUNCH_DAYS} days.`}
        state={state === 'error' ? 'empty' : (state ?? (recent.length ? 'ready' : 'empty'))}
        empty={
          state === 'error' ? (
            <p className="py-6">Launch notifications are unavailable while launches can't be loaded.</p>
          ) : (
            <p className="py-6">
              <span className="block font-medium text-foreground">
                No launches in the last {NEW_LAUNCH_DAYS} days
              </span>
              We&apos;ll list each new product here as soon as a scrape finds it.
            </p>
          )
        }
      >
        <PagedTable {...launchNotificationsTable} items={recent} />
      </TableCard>
    </>
  );
}
