import { useQueryClient } from '@tanstack/react-query';
import { Bell, DollarSign, Radar, RefreshCw, Users } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { formatCount, formatMoney } from '@shared/format';
import { StatCard } from '@web/components/insights/stat-card';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ErrorState } from '@web/components/ui/states';
import { toast } from '@web/components/ui/use-toast';
import { adminCompetitorsQueryKey } from '@web/features/admin/competitors';
import { paths } from '@web/lib/paths';
import { DailyChart, OUTCOME_SERIES } from '../../charts';
import { adminActivitiesQueryKey } from '../api/get-admin-activities';
import { adminChartsQueryKey, useAdminCharts } from '../api/get-admin-charts';
import { adminPaymentsQueryKey } from '../api/get-admin-payments';
import { adminStatsQueryKey, useAdminStats } from '../api/get-admin-stats';
import { pageViewsQueryKey } from '../api/get-page-views';
import { AdminSections } from './admin-sections';
import { DashboardTabs } from './dashboard-tabs';
import { PageViewsCard } from './page-views-card';

const REFRESHED = [
  adminStatsQueryKey,
  pageViewsQueryKey,
  adminChartsQueryKey,
  adminPaymentsQueryKey,
  adminActivitiesQueryKey,
  adminCompetitorsQueryKey,
];

/** /admin (docs/product-rules.md R64): figures counted by the server; payments say "No data yet" when none. */
export function AdminDashboardPage() {
  const queryClient = useQueryClient();
  const stats = useAdminStats();
  const charts = useAdminCharts();
  const s = stats.data;
  const refresh = async () => {
    await Promise.all(REFRESHED.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    toast({ title: 'Data Refreshed', variant: 'success' });
  };
  const revenue =
    s &&
    (s.monthlyRevenue.length
      ? s.monthlyRevenue.map((m) => formatMoney(m.amountCents / 100, m.currency)).join(' · ')
      : 'No data yet');
  const mrr = pivotMrr(charts.data?.mrr ?? []);
  return (
    <div>
      <BackLink to={paths.home}>Back to app</BackLink>
      <PageHeader
        title="Admin Dashboard"
        description="Users, revenue, scraping and support at a glance."
        actions={
          <Button variant="secondary" onClick={() => void refresh()}>
            <RefreshCw aria-hidden /> Refresh Data
          </Button>
        }
      />
      <AdminSections />
      {stats.isError ? (
        <div className="mb-6">
          <ErrorState
            title="Could not load the figures"
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        </div>
      ) : (
        <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label="Total Users"
            value={s && formatCount(s.totalUsers)}
            hint={
              s
                ? `${formatCount(s.newUsersToday)} new today · ${formatCount(s.totalAccounts)} ${s.totalAccounts === 1 ? 'account' : 'accounts'}`
                : ''
            }
            icon={Users}
          />
          <StatCard
            label="Monthly Revenue"
            value={revenue}
            hint={s ? `${formatCount(s.activeSubscriptions)} active subscriptions` : ''}
            icon={DollarSign}
          />
          <StatCard
            label="Competitors Tracked"
            value={s && formatCount(s.totalCompetitors)}
            hint={s ? `${formatCount(s.activeScrapingJobs)} active scans` : ''}
            icon={Radar}
          />
          <StatCard
            label="Price Alerts"
            value={s && formatCount(s.totalAlerts)}
            hint={s ? `${formatCount(s.alertsTriggeredToday)} triggered today` : ''}
            icon={Bell}
          />
        </div>
      )}
      <div className="mb-6 grid gap-4 lg:grid-cols-3">
        <ChartCard title="Sign-ups (30 days)" error={charts.error} ready={!!charts.data}>
          <DailyChart
            label="Sign-ups per day"
            data={charts.data?.signups ?? []}
            series={[{ key: 'count', label: 'Sign-ups', color: '#4f46e5' }]}
          />
        </ChartCard>
        <ChartCard title="MRR (30 days)" error={charts.error} ready={!!charts.data}>
          {mrr.series.length === 0 ? (
            <p className="flex h-56 items-center justify-center text-sm text-muted-foreground">No data yet</p>
          ) : (
            <DailyChart label="Monthly recurring revenue per day" data={mrr.data} series={mrr.series} />
          )}
        </ChartCard>
        <ChartCard title="Scrape outcomes (30 days)" error={charts.error} ready={!!charts.data}>
          <DailyChart
            label="Scrape outcomes per day"
            data={charts.data?.scrapes ?? []}
            series={OUTCOME_SERIES}
          />
        </ChartCard>
      </div>
      <PageViewsCard />
      <DashboardTabs />
    </div>
  );
}

/** MRR rows per (day, currency) as one row per day with a column per currency (never added together). */
function pivotMrr(rows: { day: string; currency: string; amountCents: number }[]) {
  const currencies = [...new Set(rows.map((r) => r.currency))];
  const byDay = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const row = byDay.get(r.day) ?? { day: r.day };
    row[r.currency] = r.amountCents / 100;
    byDay.set(r.day, row);
  }
  const colors = ['#16a34a', '#4f46e5', '#d97706', '#0891b2'];
  return {
    data: [...byDay.values()],
    series: currencies.map((c, i) => ({ key: c, label: c, color: colors[i % colors.length]! })),
  };
}

function ChartCard(props: { title: string; error: Error | null; ready: boolean; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {props.ready ? (
          <Suspense fallback={<div className="h-56 animate-pulse rounded bg-muted" />}>
            {props.children}
          </Suspense>
        ) : props.error ? (
          <p className="flex h-56 items-center justify-center text-sm text-destructive">
            Could not load this chart
          </p>
        ) : (
          <div
            role="status"
            aria-label={`Loading ${props.title}`}
            className="h-56 animate-pulse rounded bg-muted"
          />
        )}
      </CardContent>
    </Card>
  );
}
