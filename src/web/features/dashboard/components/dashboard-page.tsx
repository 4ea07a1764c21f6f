import { Bell, Download, Package, Settings, Store, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';
import { useLogout } from '@web/features/auth';
import { displayName } from '../lib/display-name';

const stats: { label: string; icon: LucideIcon }[] = [
  { label: 'Total Competitors', icon: Store },
  { label: 'Products Tracked', icon: Package },
  { label: 'Price Changes (24h)', icon: TrendingUp },
  { label: 'Active Alerts', icon: Bell },
];

export function DashboardPage({ user }: { user: TPublicUser }) {
  const logout = useLogout();
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
      <PageHeader
        title={`Welcome back, ${displayName(user)}!`}
        description="Here is what your competitors have been up to."
        actions={
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </Button>
        }
      />
      <section aria-label="Statistics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map(({ label, icon: Icon }) => (
          <Card key={label}>
            <CardContent className="flex items-start justify-between gap-3 p-5 sm:p-5">
              <div>
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                <p
                  className="mt-2 text-2xl font-bold text-slate-400"
                  aria-label={`${label}: not available yet`}
                >
                  —
                </p>
                <p className="mt-1 text-xs text-muted-foreground">Live once monitoring starts</p>
              </div>
              <div className="rounded-lg bg-primary-soft p-2 text-primary">
                <Icon className="size-5" aria-hidden />
              </div>
            </CardContent>
          </Card>
        ))}
      </section>
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
