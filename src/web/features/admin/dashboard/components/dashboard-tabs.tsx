import { useQuery } from '@tanstack/react-query';
import { Activity, CreditCard, Radar, Users } from 'lucide-react';
import { useState } from 'react';
import { ACTIVITY_TYPES, type TActivityType } from '@shared/contracts/admin';
import { PLAN_LABELS } from '@shared/constants/plans';
import { formatCount, formatMoney } from '@shared/format';
import { PagedTable } from '@web/components/insights/paged-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { NativeSelect } from '@web/components/ui/input';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TimeAgo } from '@web/components/ui/time-ago';
import { adminCompetitorsQueryOptions } from '@web/features/admin/competitors';
import { useAdminUsers } from '@web/features/admin/users';
import { pagedList } from '@web/lib/paging';
import { LoadingBlock } from '../../lib';
import { useAdminActivities } from '../api/get-admin-activities';
import { useAdminPayments } from '../api/get-admin-payments';
import { useScrapeCompetitor } from '../api/scrape-competitor';

/** The four tabs of /admin (docs/product-rules.md R64). */
export function DashboardTabs() {
  return (
    <Tabs defaultValue="users">
      <TabsList>
        <TabsTrigger value="users">Users &amp; Subscriptions</TabsTrigger>
        <TabsTrigger value="payments">Payment Activity</TabsTrigger>
        <TabsTrigger value="competitors">Competitor Monitoring</TabsTrigger>
        <TabsTrigger value="activities">System Activities</TabsTrigger>
      </TabsList>
      <TabsContent value="users">
        <UsersTab />
      </TabsContent>
      <TabsContent value="payments">
        <PaymentsTab />
      </TabsContent>
      <TabsContent value="competitors">
        <CompetitorsTab />
      </TabsContent>
      <TabsContent value="activities">
        <ActivitiesTab />
      </TabsContent>
    </Tabs>
  );
}

function UsersTab() {
  const users = useAdminUsers({ q: '', sort: 'createdAt', dir: 'desc' });
  const { items, total, next } = pagedList(users);
  if (users.isPending) return <LoadingBlock label="Loading users" />;
  if (!users.data)
    return (
      <ErrorState title="Could not load users" error={users.error} onRetry={() => void users.refetch()} />
    );
  if (items.length === 0) return <EmptyState icon={Users} title="No users yet" description="No data yet" />;
  return (
    <Card>
      <PagedTable
        caption="Newest users"
        noun="users"
        items={items}
        total={total}
        next={next}
        rowKey={(u) => u.id}
        columns={[
          { header: 'User', card: 'title', cell: (u) => <span className="font-medium">{u.username}</span> },
          { header: 'Email', cell: (u) => <span className="break-all">{u.email}</span> },
          { header: 'Plan', cell: (u) => PLAN_LABELS[u.subscriptionPlan] },
          { header: 'Subscription', cell: (u) => <Badge variant="secondary">{u.subscriptionStatus}</Badge> },
          { header: 'Competitors', align: 'right', cell: (u) => formatCount(u.competitorCount) },
          { header: 'Joined', cell: (u) => <TimeAgo value={u.createdAt} /> },
        ]}
      />
    </Card>
  );
}

const PAYMENT_VARIANT = (status: string) =>
  status === 'succeeded' ? 'success' : status === 'failed' ? 'destructive' : 'warning';

function PaymentsTab() {
  const payments = useAdminPayments();
  if (payments.isPending) return <LoadingBlock label="Loading payments" />;
  if (payments.isError)
    return (
      <ErrorState
        title="Could not load payments"
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    );
  if (payments.data.length === 0) {
    return <EmptyState icon={CreditCard} title="No payments recorded" description="No data yet" />;
  }
  return (
    <Card>
      <PagedTable
        caption="Payments"
        noun="payments"
        items={payments.data}
        rowKey={(p) => p.id}
        columns={[
          {
            header: 'Customer',
            card: 'title',
            cell: (p) => <span className="break-all">{p.userEmail}</span>,
          },
          { header: 'Amount', align: 'right', cell: (p) => formatMoney(p.amountCents / 100, p.currency) },
          { header: 'Plan', cell: (p) => p.plan },
          {
            header: 'Status',
            cell: (p) => (
              <Badge variant={PAYMENT_VARIANT(p.status)}>
                {p.status === 'succeeded' || p.status === 'failed' ? p.status : 'pending'}
              </Badge>
            ),
          },
          { header: 'When', cell: (p) => <TimeAgo value={p.createdAt} /> },
        ]}
      />
    </Card>
  );
}

const COMPETITOR_VARIANT = { active: 'success', scraping: 'default', error: 'destructive' } as const;

function CompetitorsTab() {
  const competitors = useQuery({ ...adminCompetitorsQueryOptions(), refetchInterval: 30_000 });
  const scrape = useScrapeCompetitor();
  if (competitors.isPending) return <LoadingBlock label="Loading competitors" />;
  if (competitors.isError) {
    return (
      <ErrorState
        title="Could not load competitors"
        error={competitors.error}
        onRetry={() => void competitors.refetch()}
      />
    );
  }
  if (competitors.data.length === 0)
    return <EmptyState icon={Radar} title="No competitors tracked" description="No data yet" />;
  return (
    <Card>
      <PagedTable
        caption="Competitors"
        noun="competitors"
        items={competitors.data}
        rowKey={(c) => c.id}
        columns={[
          {
            header: 'Competitor',
            card: 'title',
            cell: (c) => (
              <span>
                <span className="block font-medium">{c.name}</span>
                <span className="block text-xs break-all text-muted-foreground">{c.domain}</span>
              </span>
            ),
          },
          { header: 'Owner', cell: (c) => <span className="break-all">{c.userEmail}</span> },
          {
            header: 'Status',
            cell: (c) => {
              const status = c.deactivatedAt ? 'inactive' : c.status;
              return (
                <Badge variant={COMPETITOR_VARIANT[status as keyof typeof COMPETITOR_VARIANT] ?? 'secondary'}>
                  {status === 'scraping' ? 'scanning' : status}
                </Badge>
              );
            },
          },
          { header: 'Products', align: 'right', cell: (c) => formatCount(c.productCount) },
          {
            header: 'Last scraped',
            cell: (c) => (c.lastScraped ? <TimeAgo value={c.lastScraped} /> : 'Never'),
          },
          {
            header: 'Action',
            card: 'footer',
            cell: (c) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={scrape.isPending || !!c.deactivatedAt}
                onClick={() => scrape.mutate(c.id)}
                aria-label={`Scrape ${c.name} now`}
              >
                Scrape now
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

const TYPE_VARIANT = {
  scraping: 'default',
  payment: 'success',
  user: 'secondary',
  admin: 'warning',
  other: 'destructive',
} as const;

function ActivitiesTab() {
  const [type, setType] = useState<TActivityType | ''>('');
  const activities = useAdminActivities(type);
  const items = activities.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-3">
      <NativeSelect
        aria-label="Activity type"
        className="sm:w-56"
        value={type}
        onChange={(e) => setType(e.target.value as TActivityType | '')}
      >
        <option value="">All activity</option>
        {ACTIVITY_TYPES.map((t) => (
          <option key={t} value={t}>
            {t === 'admin' ? 'Admin actions (audit log)' : t[0]!.toUpperCase() + t.slice(1)}
          </option>
        ))}
      </NativeSelect>
      {activities.isPending ? (
        <LoadingBlock label="Loading activities" />
      ) : !activities.data ? (
        <ErrorState
          title="Could not load activities"
          error={activities.error}
          onRetry={() => void activities.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Activity} title="No activity yet" description="No data yet" />
      ) : (
        <Card>
          <ul aria-label="System activities" className="divide-y divide-border">
            {items.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  <p className="break-words">{a.description}</p>
                  {a.type === 'admin' ? <Change details={a.details} /> : null}
                </div>
                <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
                  <Badge variant={TYPE_VARIANT[a.type]}>{a.type}</Badge>
                  <TimeAgo value={a.timestamp} />
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {activities.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={activities.isFetchingNextPage}
            onClick={() => void activities.fetchNextPage()}
          >
            {activities.isFetchingNextPage ? 'Loading...' : 'Load More Activity'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** An admin action's before and after, for the fields that changed. */
function Change({ details }: { details: Record<string, unknown> }) {
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]) && !['updatedAt', 'createdAt'].includes(k),
  );
  if (!keys.length) return null;
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <ul className="mt-1 text-xs text-muted-foreground">
      {keys.slice(0, 6).map((k) => (
        <li key={k} className="break-all">
          {k}: {show(before[k])} → {show(after[k])}
        </li>
      ))}
    </ul>
  );
}
