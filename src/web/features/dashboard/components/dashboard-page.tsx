import { Bell, Download, Package, Settings, Store, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import type { TDashboardStats } from '@shared/contracts/insights';
import { formatCount } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { useLogout } from '@web/features/auth';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { displayName } from '../lib/display-name';
import { BiggestClimbers } from './biggest-climbers';
import { GettingStartedCard } from './getting-started-card';

const stats: { key: keyof TDashboardStats; label: string; hint: string; icon: LucideIcon }[] = [
  { key: 'totalCompetitors', label: 'Total Competitors', hint: 'Stores you monitor', icon: Store },
  { key: 'productsTracked', label: 'Products Tracked', hint: 'Across your competitors', icon: Package },
  { key: 'priceChanges24h', label: 'Price Changes (24h)', hint: 'In the last 24 hours', icon: TrendingUp },
  { key: 'activeAlerts', label: 'Active Alerts', hint: 'Rules watching for changes', icon: Bell },
];

export function DashboardPage({ user }: { user: TPublicUser }) {
  const logout = useLogout();
  const figures = useDashboardStats();
  const tiles = [
    {
      to: paths.competitors,
      title: 'Competitors',
      text: 'Add and manage the stores you watch.',
      icon: Store,
    },
    ...(user.subscriptionPlan === 'pro'
      ? [
          {
            to: paths.export,
            title: 'Export Data',
            text: 'Download competitors and products.',
            icon: Download,
          },
        ]
      : []),
    { to: paths.settings, title: 'Settings', text: 'Account, notifications and security.', icon: Settings },
  ];
  return (
    <div>
      {/* The badge sits beside the heading, not inside it, so the heading reads as the welcome alone. */}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold sm:text-3xl">{`Welcome back, ${displayName(user)}!`}</h1>
            {figures.isSuccess ? <Badge variant="success">Live Data</Badge> : null}
          </div>
          <p className="mt-1 text-muted-foreground">Here is what your competitors have been up to.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
      {/* A new account's next steps come first on a phone, above the four figures; wider screens keep the figures
          first, on one or two rows, and the steps below them. */}
      <div className="flex flex-col gap-6">
        <GettingStartedCard className="sm:order-last" />
        {figures.isError ? (
          <ErrorState
            title="Could not load your statistics"
            error={figures.error}
            onRetry={() => void figures.refetch()}
          />
        ) : (
          <section
            aria-label="Statistics"
            aria-busy={figures.isPending}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            {stats.map(({ key, label, hint, icon: Icon }) => (
              <Card key={key}>
                <CardContent className="flex items-start justify-between gap-3 p-5 sm:p-5">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-muted-foreground">{label}</p>
                    {figures.isSuccess ? (
                      <p
                        className="mt-2 text-2xl font-bold tabular-nums"
                        aria-label={`${label}: ${figures.data[key]}`}
                      >
                        {formatCount(figures.data[key])}
                      </p>
                    ) : (
                      <div
                        role="status"
                        aria-label={`Loading ${label}`}
                        className="mt-2 h-8 w-16 animate-pulse rounded bg-muted"
                      />
                    )}
                    <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
                  </div>
                  <div className="rounded-lg bg-primary-soft p-2 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </div>
                </CardContent>
              </Card>
            ))}
          </section>
        )}
      </div>
      <BiggestClimbers />
      <section aria-label="Shortcuts" className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ to, title, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group rounded-card border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md"
          >
            <Icon className="size-6 text-primary" aria-hidden />
            <h2 className="mt-3 font-semibold group-hover:text-primary">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </Link>
        ))}
      </section>
    </div>
  );
}
