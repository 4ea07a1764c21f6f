import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Activity, ArrowLeft, Mail } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { PageLoader } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { useStatus } from '../api/get-status';
import { fallbackStatus, stateLabel, stateVariant } from '../lib/format-status';
import { IncidentList } from './incident-list';
import { ServiceList } from './service-list';
import { SubscribeCard } from './subscribe-card';
import { UptimeSummary } from './uptime-summary';

/** The chart library comes only when the response chart draws: the status page itself is a light first load. */
const ResponseChart = lazy(() => import('./response-chart').then((m) => ({ default: m.ResponseChart })));

const clock = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** A clock that ticks every minute (docs/product-rules.md R38). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const windowText = (startsAt: string, endsAt: string) =>
  `${clock.format(new Date(startsAt))} to ${clock.format(new Date(endsAt))}`;

/** /status: measured health, uptime, incidents and maintenance, and the subscription (docs/product-rules.md R38, R75-R83). */
export function StatusPage({ signedIn = false }: { signedIn?: boolean }) {
  const now = useMinuteClock();
  const query = useStatus();
  if (query.isPending) return <PageLoader label="Loading the status" />;
  const status = query.data ?? fallbackStatus();
  const open = status.incidents.filter((i) => i.status !== 'resolved');
  const history = status.incidents.filter((i) => i.status === 'resolved');
  return (
    <div className="space-y-6">
      <nav aria-label="Back" className="flex flex-wrap gap-x-2 gap-y-1">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden /> {signedIn ? 'Back to Dashboard' : 'Back to Home'}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.contact}>
            <Mail aria-hidden /> Contact support
          </Link>
        </Button>
      </nav>
      <PageHeader
        title="System Status"
        description={`Measured by probes every minute. ${clock.format(now)}`}
        actions={
          <Badge
            variant={stateVariant(status.overallStatus)}
            className="px-3 py-1 text-sm"
            aria-live="polite"
          >
            <Activity className="size-4" aria-hidden />
            Overall: {stateLabel(status.overallStatus)}
          </Badge>
        }
      />
      {query.isError ? (
        <ErrorState
          title="Could not read the current status"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {status.maintenance.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Scheduled maintenance</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3">
              {status.maintenance.map((m) => (
                <li key={m.id} className="text-sm">
                  <p className="font-semibold">{m.title}</p>
                  <p className="text-muted-foreground">{windowText(m.startsAt, m.endsAt)}</p>
                  <p>{m.message}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Active incidents</CardTitle>
        </CardHeader>
        <CardContent>
          <IncidentList incidents={open} empty="No open incidents." />
        </CardContent>
      </Card>
      <UptimeSummary uptime={status.uptime} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Services</CardTitle>
            </CardHeader>
            <CardContent>
              <ServiceList services={status.services} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Response time, last 24 hours</CardTitle>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<div className="h-48 animate-pulse rounded bg-muted" />}>
                <ResponseChart services={status.services} />
              </Suspense>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Incident history, last 90 days</CardTitle>
            </CardHeader>
            <CardContent>
              <IncidentList incidents={history} empty="No incidents in the last 90 days." />
            </CardContent>
          </Card>
        </div>
        <div className="lg:self-start">
          <SubscribeCard />
        </div>
      </div>
    </div>
  );
}
