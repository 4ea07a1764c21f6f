import { Mail } from 'lucide-react';
import { OUTREACH_STEP_NAMES, type TLeadEmailTrackingRow } from '@shared/contracts/outreach';
import { PagedTable } from '@web/components/insights/paged-table';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { LoadingBlock } from '@web/features/admin/lib';
import { pagedList } from '@web/lib/paging';
import { useLeadEmailTracking } from '../api/get-email-tracking';

const STATUS_VARIANT = {
  sent: 'default',
  delivered: 'success',
  failed: 'destructive',
  bounced: 'destructive',
  none: 'secondary',
} as const;

const when = (value: string | null) => (value ? <TimeAgo value={value} /> : '—');

/** The outreach emails sent to leads, newest first. */
export function EmailTrackingTable() {
  const tracking = useLeadEmailTracking();
  const { items, total, next } = pagedList(tracking);
  return (
    <Card className="mt-6">
      <CardContent className="p-0 sm:p-0">
        <h2 className="p-4 text-lg font-semibold">Email tracking</h2>
        {tracking.isPending ? (
          <div className="p-4">
            <LoadingBlock label="Loading email tracking" />
          </div>
        ) : tracking.isError && !tracking.data ? (
          <div className="p-4">
            <ErrorState
              title="Could not load email tracking"
              error={tracking.error}
              onRetry={() => void tracking.refetch()}
            />
          </div>
        ) : items.length === 0 ? (
          <div className="p-4">
            <EmptyState
              icon={Mail}
              title="No data yet"
              description="No outreach email has been sent to a lead."
            />
          </div>
        ) : (
          <PagedTable<TLeadEmailTrackingRow>
            caption="Email tracking"
            noun="emails"
            items={items}
            total={total}
            next={next}
            rowKey={(r) => r.id}
            columns={[
              {
                header: 'Store',
                card: 'title',
                cell: (r) => (
                  <span>
                    <span className="block font-medium">{r.storeName}</span>
                    <span className="block text-xs break-all text-muted-foreground">{r.email}</span>
                  </span>
                ),
              },
              {
                header: 'Email',
                cell: (r) => (
                  <span>
                    <span className="block">
                      {r.step}. {OUTREACH_STEP_NAMES[r.step]}
                    </span>
                    <span className="block text-xs text-muted-foreground">{r.subject}</span>
                  </span>
                ),
              },
              {
                header: 'Status',
                cell: (r) => <Badge variant={STATUS_VARIANT[r.emailStatus]}>{r.emailStatus}</Badge>,
              },
              { header: 'Sent', cell: (r) => when(r.sentAt) },
              { header: 'Delivered', cell: (r) => when(r.deliveredAt) },
              { header: 'Opened', cell: (r) => when(r.openedAt) },
              { header: 'Clicked', cell: (r) => when(r.clickedAt) },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
