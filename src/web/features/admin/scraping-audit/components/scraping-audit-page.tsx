import { Activity, CheckCircle2, Clock, Radar } from 'lucide-react';
import { Suspense, useState } from 'react';
import { AUDIT_DAY_WINDOWS, AUDIT_STATUSES, type TScrapingAudit } from '@shared/contracts/admin-scraping';
import { formatCount, fullDateTime } from '@shared/format';
import { PagedTable } from '@web/components/insights/paged-table';
import { StatCard } from '@web/components/insights/stat-card';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/input';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminCompetitors } from '@web/features/admin/competitors';
import { useAdminUsers } from '@web/features/admin/users';
import { pagedList } from '@web/lib/paging';
import { DailyChart, OUTCOME_SERIES } from '../../charts';
import { AdminPage, LoadingBlock } from '../../lib';
import { useScrapingAuditStats } from '../api/get-scraping-audit-stats';
import { useScrapingAudits, type TAuditFilters } from '../api/get-scraping-audits';

const STATUS_VARIANT = {
  success: 'success',
  failure: 'destructive',
  partial: 'warning',
  running: 'secondary',
} as const;
const ms = (v: number | null) => (v === null ? '—' : v < 1000 ? `${v} ms` : `${(v / 1000).toFixed(1)} s`);

/** /admin/scraping-audit (docs/product-rules.md R61). */
export function ScrapingAuditPage() {
  const [filters, setFilters] = useState<TAuditFilters>({
    status: '',
    competitorId: '',
    userId: '',
    days: 30,
  });
  const stats = useScrapingAuditStats(filters);
  const s = stats.data;
  const rate =
    s && s.totalRuns ? `${Math.floor((s.successfulRuns / s.totalRuns) * 100)}% succeeded` : 'No data yet';
  return (
    <AdminPage
      title="Scraping Audit"
      description="Every scrape run: when, how long, what it found, and why it failed."
    >
      {stats.isError ? (
        <div className="mb-6">
          <ErrorState
            title="Failed to fetch stats"
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        </div>
      ) : (
        <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Total Runs" value={s && formatCount(s.totalRuns)} hint={rate} icon={Radar} />
          <StatCard
            label="Failed Runs"
            value={s && formatCount(s.failedRuns)}
            hint={s ? `${formatCount(s.partialRuns)} partial` : ''}
            icon={Activity}
          />
          <StatCard
            label="Avg Duration"
            value={s && ms(s.avgDuration)}
            hint={s ? `Response ${ms(s.avgResponseTime)}` : ''}
            icon={Clock}
          />
          <StatCard
            label="Products Found"
            value={s && formatCount(s.totalProductsFound)}
            hint={s ? `${formatCount(s.totalPriceChanges)} price changes` : ''}
            icon={CheckCircle2}
          />
        </div>
      )}
      <Card className="mb-6">
        <CardHeader>
          <CardTitle>Runs per day</CardTitle>
        </CardHeader>
        <CardContent>
          {s ? (
            <Suspense fallback={<div className="h-56 animate-pulse rounded bg-muted" />}>
              <DailyChart label="Scrape runs per day" data={s.perDay} series={OUTCOME_SERIES} />
            </Suspense>
          ) : (
            <div className="h-56 animate-pulse rounded bg-muted" />
          )}
        </CardContent>
      </Card>
      <Tabs defaultValue="log">
        <TabsList>
          <TabsTrigger value="log">Audit Log</TabsTrigger>
          <TabsTrigger value="filters">Filters</TabsTrigger>
        </TabsList>
        <TabsContent value="log">
          <AuditLog filters={filters} />
        </TabsContent>
        <TabsContent value="filters">
          <Filters filters={filters} onChange={setFilters} />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}

function Filters({ filters, onChange }: { filters: TAuditFilters; onChange: (f: TAuditFilters) => void }) {
  const competitors = useAdminCompetitors();
  const users = pagedList(useAdminUsers({ q: '', sort: 'username', dir: 'asc' })).items;
  return (
    <Card>
      <CardContent className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Status">
          <NativeSelect
            value={filters.status}
            onChange={(e) => onChange({ ...filters, status: e.target.value })}
          >
            <option value="">All statuses</option>
            {AUDIT_STATUSES.map((st) => (
              <option key={st} value={st}>
                {st}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Competitor">
          <NativeSelect
            value={filters.competitorId}
            onChange={(e) => onChange({ ...filters, competitorId: e.target.value })}
          >
            <option value="">All competitors</option>
            {(competitors.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.userEmail})
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="User">
          <NativeSelect
            value={filters.userId}
            onChange={(e) => onChange({ ...filters, userId: e.target.value })}
          >
            <option value="">All users</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.username}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Days">
          <NativeSelect
            value={filters.days}
            onChange={(e) => onChange({ ...filters, days: Number(e.target.value) })}
          >
            {AUDIT_DAY_WINDOWS.map((d) => (
              <option key={d} value={d}>
                Last {d} day{d === 1 ? '' : 's'}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </CardContent>
    </Card>
  );
}

function AuditLog({ filters }: { filters: TAuditFilters }) {
  const audits = useScrapingAudits(filters);
  const { items, total, next } = pagedList(audits);
  if (audits.isPending) return <LoadingBlock label="Loading audit records" />;
  if (!audits.data)
    return (
      <ErrorState title="Failed to fetch audits" error={audits.error} onRetry={() => void audits.refetch()} />
    );
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Radar}
        title="No audit records found"
        description="Runs appear here as stores are scraped."
      />
    );
  }
  return (
    <Card>
      <PagedTable<TScrapingAudit>
        caption="Scrape runs"
        noun="runs"
        items={items}
        total={total}
        next={next}
        rowKey={(a) => a.id}
        columns={[
          {
            header: 'Store',
            card: 'title',
            cell: (a) => (
              <span>
                <span className="block font-medium">{a.competitor.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {a.competitor.domain} · {a.users.join(', ')}
                  {a.subscriberCount > a.users.length ? ` +${a.subscriberCount - a.users.length}` : ''}
                </span>
              </span>
            ),
          },
          { header: 'Status', cell: (a) => <Badge variant={STATUS_VARIANT[a.status]}>{a.status}</Badge> },
          { header: 'Started', cell: (a) => fullDateTime(a.startTime) },
          { header: 'Duration', align: 'right', cell: (a) => ms(a.duration) },
          {
            header: 'Products',
            align: 'right',
            cell: (a) => `${formatCount(a.productsProcessed)} / ${formatCount(a.productsFound)}`,
          },
          { header: 'Changes', align: 'right', cell: (a) => formatCount(a.priceChanges) },
          {
            header: 'Error',
            card: 'footer',
            cell: (a) =>
              a.errorType ? (
                <span className="text-xs text-destructive">
                  {a.errorType}
                  {a.httpStatusCode ? ` (HTTP ${a.httpStatusCode})` : ''}: {a.errorMessage}
                  {a.retryAttempts ? ` · ${a.retryAttempts} retries` : ''}
                </span>
              ) : (
                <span className="text-xs text-muted-foreground">—</span>
              ),
          },
        ]}
      />
    </Card>
  );
}
