import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import {
  TICKET_STATUS_LABELS,
  type TSupportTicket,
  type TTicketStatus,
} from '@shared/contracts/admin-support';
import { PagedTable } from '@web/components/insights/paged-table';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TimeAgo } from '@web/components/ui/time-ago';
import { pagedList } from '@web/lib/paging';
import { AdminPage, LoadingBlock } from '../../lib';
import { useSupportTickets, type TTicketView } from '../api/get-support-tickets';
import { TicketPanel } from './ticket-panel';

/** /admin/support (docs/product-rules.md R58). */
export function SupportTicketsPage() {
  const [view, setView] = useState<TTicketView>('active');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage title="Support Tickets" description="Messages from the contact form; replies go out by email.">
      <Tabs value={view} onValueChange={(v) => setView(v as TTicketView)}>
        <TabsList>
          <TabsTrigger value="active">Active</TabsTrigger>
          <TabsTrigger value="closed">Closed</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <TicketList view="active" onOpen={setOpenId} />
        </TabsContent>
        <TabsContent value="closed">
          <TicketList view="closed" onOpen={setOpenId} />
        </TabsContent>
      </Tabs>
      <TicketPanel
        id={openId}
        onClose={() => setOpenId(null)}
        onStatus={(s: TTicketStatus) => {
          if (s === 'closed' && view === 'active') setView('closed');
        }}
      />
    </AdminPage>
  );
}

function TicketList({ view, onOpen }: { view: TTicketView; onOpen: (id: string) => void }) {
  const tickets = useSupportTickets(view);
  const { items, total, next } = pagedList(tickets);
  if (tickets.isPending) return <LoadingBlock label="Loading tickets" />;
  if (!tickets.data)
    return (
      <ErrorState
        title="Could not load tickets"
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
      />
    );
  if (items.length === 0) {
    return (
      <EmptyState
        icon={LifeBuoy}
        title={view === 'active' ? 'No active tickets' : 'No closed tickets'}
        description="Tickets appear here when customers write through the contact form."
      />
    );
  }
  return (
    <Card>
      <PagedTable<TSupportTicket>
        caption={view === 'active' ? 'Active tickets' : 'Closed tickets'}
        noun="tickets"
        items={items}
        total={total}
        next={next}
        rowKey={(t) => t.id}
        columns={[
          {
            header: 'Subject',
            card: 'title',
            cell: (t) => (
              <button
                type="button"
                className="cursor-pointer text-left font-medium hover:underline"
                onClick={() => onOpen(t.id)}
                aria-label={`Open ${t.subject}`}
              >
                {t.subject}
              </button>
            ),
          },
          { header: 'From', cell: (t) => <span className="break-all">{t.email}</span> },
          { header: 'Priority', cell: (t) => t.priority },
          {
            header: 'Status',
            cell: (t) => (
              <span className="flex flex-wrap gap-1">
                <Badge variant="secondary">
                  {TICKET_STATUS_LABELS[t.status as TTicketStatus] ?? t.status}
                </Badge>
                {t.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
              </span>
            ),
          },
          { header: 'Opened', cell: (t) => <TimeAgo value={t.createdAt} /> },
        ]}
      />
    </Card>
  );
}
