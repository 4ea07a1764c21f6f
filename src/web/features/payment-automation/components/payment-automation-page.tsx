import { AlertTriangle, CreditCard, DollarSign, PlugZap, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TAutomationStatus } from '@shared/contracts/billing';
import { formatCount, fullDateTime } from '@shared/format';
import { BackLink } from '@web/components/ui/back-link';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Banner, ErrorState } from '@web/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { StatCard, StatCardsSkeleton, StatGrid } from '@web/components/insights/stat-card';
import { paths } from '@web/lib/paths';
import { formatCents } from '@web/features/billing';
import { useAutomationStatus } from '../api/get-automation-status';
import { useTestAutomationWebhook } from '../api/test-automation-webhook';
import { N8N_WORKFLOWS } from '../lib/automation-labels';
import { AutomationEventsTable } from './automation-events-table';

const NO_DATA = 'No data yet';
const STAT_LABELS = ['N8N Status', 'Active Subscriptions', 'Monthly Revenue', 'Failed Payments'];

/** /payment-automation (admin): payment figures from recorded payments, events, the n8n workflows. */
export function PaymentAutomationPage() {
  const status = useAutomationStatus();
  const test = useTestAutomationWebhook();
  return (
    <div>
      <BackLink to={paths.admin}>Back to admin</BackLink>
      <PageHeader
        title="Payment Automation"
        description="Payments, failures, cancellations and reminders, and the n8n workflows they start."
        actions={
          <Button
            onClick={() => test.mutate('payment_success')}
            disabled={test.isPending}
            data-testid="test-n8n-connection"
          >
            <PlugZap aria-hidden /> {test.isPending ? 'Testing...' : 'Test N8N Connection'}
          </Button>
        }
      />
      {test.data || test.error ? (
        <div className="mb-6" data-testid="test-n8n-result">
          {test.data ? (
            <Banner tone={test.data.success ? 'success' : 'error'}>
              {test.data.success ? 'Connected: ' : 'Not connected: '}
              {test.data.message}
              {test.data.status !== null ? ` (HTTP ${test.data.status})` : ''}
            </Banner>
          ) : (
            <Banner tone="error">Test failed: {test.error?.message}</Banner>
          )}
        </div>
      ) : null}
      {status.isPending ? (
        <StatCardsSkeleton labels={STAT_LABELS} />
      ) : status.isError ? (
        <ErrorState
          title="Could not load the payment figures"
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <Loaded status={status.data} />
      )}
    </div>
  );
}

function Loaded({ status }: { status: TAutomationStatus }) {
  const money = (cents: number) => formatCents(cents, status.currency);
  return (
    <>
      <StatGrid label="Payment figures">
        <StatCard
          label="N8N Status"
          icon={PlugZap}
          value={<span className="text-xl">{status.n8nConnected ? 'Connected' : 'Disconnected'}</span>}
          hint={status.webhookConfigured ? 'Webhook configured' : 'Webhook not configured'}
        />
        <StatCard
          label="Active Subscriptions"
          icon={Users}
          value={formatCount(status.activeSubscriptions)}
          hint="Paid plans in force"
        />
        <StatCard
          label="Monthly Revenue"
          icon={DollarSign}
          value={money(status.monthlyRevenue)}
          hint="From active subscriptions"
        />
        <StatCard
          label="Failed Payments"
          icon={AlertTriangle}
          value={formatCount(status.failedPayments)}
          hint="Declined or failed charges"
        />
      </StatGrid>
      <ConfigurationStatus status={status} />
      <Tabs defaultValue="events" className="mt-6">
        <TabsList aria-label="Payment automation sections">
          <TabsTrigger value="events">Recent Events</TabsTrigger>
          <TabsTrigger value="workflows">N8N Workflows</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="events">
          <Card className="overflow-hidden">
            <AutomationEventsTable currency={status.currency} />
          </Card>
        </TabsContent>
        <TabsContent value="workflows">
          <Workflows />
        </TabsContent>
        <TabsContent value="analytics">
          <Analytics status={status} money={money} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function ConfigurationStatus({ status }: { status: TAutomationStatus }) {
  const rows: { name: string; set: boolean; optional?: boolean; hint: string }[] = [
    {
      name: 'N8N_WEBHOOK_URL',
      set: status.webhookConfigured,
      hint: 'The base URL of your n8n webhooks; the four workflow paths are added to it.',
    },
    {
      name: 'N8N_API_KEY',
      set: status.apiKeyConfigured,
      optional: true,
      hint: 'Optional: sent with every event as the X-N8N-API-KEY header.',
    },
    {
      name: 'STRIPE_WEBHOOK_SECRET',
      set: status.paymentWebhookSecretConfigured,
      optional: status.provider !== 'stripe',
      hint: "Stripe's signing secret for /api/stripe/webhook; needed when Stripe is the payment provider.",
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Configuration status</CardTitle>
        <CardDescription>
          Payment provider in force: <strong>{status.provider === 'stripe' ? 'Stripe' : 'Simulated'}</strong>.
          Set these environment variables on the server and restart it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {rows.map((r) => (
            <li
              key={r.name}
              aria-label={r.name}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <code className="text-sm font-semibold">{r.name}</code>
                <p className="text-sm text-muted-foreground">{r.hint}</p>
              </div>
              <Badge
                variant={r.set ? 'success' : r.optional ? 'secondary' : 'destructive'}
                className="self-start"
              >
                {r.set ? 'Configured' : r.optional ? 'Not set (optional)' : 'Missing'}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Workflows() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {N8N_WORKFLOWS.map((w) => (
        <Card key={w.path}>
          <CardHeader>
            <CardTitle className="text-base">{w.title}</CardTitle>
            <code className="text-sm text-primary">{w.path}</code>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">{w.when}</CardContent>
        </Card>
      ))}
    </div>
  );
}

function Analytics({ status, money }: { status: TAutomationStatus; money: (cents: number) => string }) {
  const figures: [string, ReactNode][] = [
    ['Monthly recurring revenue', money(status.monthlyRevenue)],
    ['Active subscriptions', formatCount(status.activeSubscriptions)],
    [
      'Average revenue per user',
      status.averageRevenuePerUser === null ? NO_DATA : money(status.averageRevenuePerUser),
    ],
    ['Success rate', status.successRate === null ? NO_DATA : `${status.successRate.toFixed(2)}%`],
    ['Failed payments', formatCount(status.failedPayments)],
    ['Last payment', status.lastProcessedPayment ? fullDateTime(status.lastProcessedPayment) : 'None'],
  ];
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map(([label, value]) => (
            <div
              key={label}
              className="rounded-lg border border-border p-4"
              data-testid={`analytics-${label}`}
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
          <CreditCard className="size-4" aria-hidden /> Computed from recorded payments:{' '}
          {formatCount(status.succeededPayments)} succeeded, {formatCount(status.failedPayments)} failed.
        </p>
      </CardContent>
    </Card>
  );
}
