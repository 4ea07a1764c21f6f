import { Siren } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { pagedList, showingText } from '@web/lib/paging';
import { paths } from '@web/lib/paths';
import { AdminPage, LoadingBlock } from '../../lib';
import { useAdminIncidents } from '../api/get-admin-incidents';
import { IncidentCard } from './incident-card';
import { MaintenanceSection } from './maintenance-section';
import { OpenIncidentForm } from './open-incident-form';

/** /admin/incidents (docs/product-rules.md R80, R81): incidents and their steps, and scheduled maintenance. */
export function IncidentsPage() {
  return (
    <AdminPage
      title="Incidents & Maintenance"
      description="What the status page tells customers: open, update and resolve incidents, and schedule maintenance."
      actions={
        <Button asChild variant="secondary">
          <Link to={paths.status}>View status page</Link>
        </Button>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="incidents-heading" className="min-w-0 space-y-4">
          <h2 id="incidents-heading" className="text-lg font-semibold">
            Incidents
          </h2>
          <IncidentList />
        </section>
        <div className="min-w-0 space-y-8">
          <OpenIncidentForm />
          <MaintenanceSection />
        </div>
      </div>
    </AdminPage>
  );
}

/** Open incidents first, then the rest, newest first; more by cursor. */
function IncidentList() {
  const incidents = useAdminIncidents();
  const { items, total, next } = pagedList(incidents);
  if (incidents.isPending) return <LoadingBlock label="Loading incidents" />;
  if (!incidents.data)
    return (
      <ErrorState
        title="Could not load incidents"
        error={incidents.error}
        onRetry={() => void incidents.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        icon={Siren}
        title="No incidents yet"
        description="Incidents you open, and those the probes open by themselves, show here."
      />
    );
  const open = items.filter((i) => i.status !== 'resolved');
  const closed = items.filter((i) => i.status === 'resolved');
  return (
    <div className="space-y-4">
      {open.length ? (
        <ul aria-label="Active incidents" className="space-y-4">
          {open.map((i) => (
            <li key={i.id}>
              <IncidentCard incident={i} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No active incidents.</p>
      )}
      {closed.length ? (
        <>
          <h3 className="pt-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Resolved
          </h3>
          <ul aria-label="Resolved incidents" className="space-y-4">
            {closed.map((i) => (
              <li key={i.id}>
                <IncidentCard incident={i} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{showingText(items.length, total, 'incidents')}</span>
        {next.hasNextPage ? (
          <Button variant="secondary" size="sm" disabled={next.isFetchingNextPage} onClick={next.onLoadMore}>
            {next.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
