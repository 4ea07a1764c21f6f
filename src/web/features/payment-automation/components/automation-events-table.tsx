import { Inbox } from 'lucide-react';
import type { TAutomationEvent } from '@shared/contracts/billing';
import { PLAN_LABELS, planOf } from '@shared/constants/plans';
import { Badge } from '@web/components/ui/badge';
import { ErrorState, EmptyState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import type { TColumn } from '@web/components/insights/data-table';
import { PagedTable } from '@web/components/insights/paged-table';
import { pagedList } from '@web/lib/paging';
import { formatCents } from '@web/features/billing';
import { useAutomationEvents } from '../api/get-automation-events';
import { eventStatusTone, eventTypeLabel } from '../lib/automation-labels';

const columns = (currency: string): TColumn<TAutomationEvent>[] => [
  {
    header: 'Event',
    card: 'title',
    cell: (e) => <span className="font-medium">{eventTypeLabel(e.type)}</span>,
  },
  { header: 'User', cell: (e) => e.userEmail ?? '—' },
  {
    header: 'Amount',
    align: 'right',
    cell: (e) => (e.amount === null ? '—' : formatCents(e.amount, currency)),
  },
  { header: 'Plan', cell: (e) => (e.plan ? PLAN_LABELS[planOf(e.plan)] : '—') },
  {
    header: 'Status',
    cell: (e) => (
      <span className="inline-flex flex-col items-start gap-0.5">
        <Badge variant={eventStatusTone(e.status)} className="capitalize">
          {e.status}
        </Badge>
        {e.error ? <span className="text-xs text-muted-foreground">{e.error}</span> : null}
      </span>
    ),
  },
  { header: 'When', cell: (e) => <TimeAgo value={e.timestamp} /> },
];

/** Recent Events: every payment event and what n8n made of it, read again every 10 s. */
export function AutomationEventsTable({ currency }: { currency: string }) {
  const query = useAutomationEvents();
  const list = pagedList(query);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading events" className="space-y-2 p-5">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-8 animate-pulse rounded bg-muted" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-5">
        <ErrorState
          title="Could not load the events"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="p-5">
        <EmptyState
          icon={Inbox}
          title="No events yet"
          description="Payments, failures, cancellations and reminders appear here as they happen."
        />
      </div>
    );
  }
  return (
    <PagedTable
      caption="Recent payment events"
      noun="events"
      columns={columns(currency)}
      rowKey={(e) => e.id}
      items={list.items}
      total={list.total}
      next={list.next}
    />
  );
}
