import { Mail, Megaphone, Store, Target, UserCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { LEAD_SOURCE_LABELS, type TLeadSourceValue } from '@shared/contracts/leads';
import { OUTREACH_STEP_NAMES, type TMarketingStats, type TOutreachStep } from '@shared/contracts/outreach';
import { formatCount } from '@shared/format';
import { DataTable } from '@web/components/insights/data-table';
import { StatCard } from '@web/components/insights/stat-card';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Banner, EmptyState, ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { AdminPage, LoadingBlock } from '../../lib';
import { useMarketingStats } from '../api/get-marketing-stats';
import {
  leadGenerationMessage,
  useGenerateDirectoryLeads,
  useImportMonitoredStoreLeads,
} from '../api/lead-sources';

const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  responded: 'Responded',
  qualified: 'Qualified',
  customer: 'Customer',
};
const rate = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

/** /admin/marketing: the growth funnel from stored rows and the lead sources (docs/product-rules.md R93, R96). */
export function MarketingPage() {
  const stats = useMarketingStats();
  const generate = useGenerateDirectoryLeads();
  const monitored = useImportMonitoredStoreLeads();
  const s = stats.data;
  return (
    <AdminPage
      title="Marketing automation"
      description="Where leads come from and how the outreach emails do."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button disabled={generate.isPending} onClick={() => generate.mutate()}>
            <Megaphone aria-hidden /> {generate.isPending ? 'Generating...' : 'Generate Leads Now'}
          </Button>
          <Button variant="secondary" disabled={monitored.isPending} onClick={() => monitored.mutate()}>
            <Store aria-hidden /> {monitored.isPending ? 'Importing...' : 'Import from monitored stores'}
          </Button>
          <Button variant="secondary" asChild>
            <Link to={paths.leads}>
              <Target aria-hidden /> Manage leads
            </Link>
          </Button>
        </div>
      }
    >
      {generate.isError ? (
        <div className="mb-4">
          <Banner tone="error">{leadGenerationMessage(generate.error)}</Banner>
        </div>
      ) : null}
      {stats.isPending ? (
        <LoadingBlock label="Loading marketing figures" />
      ) : stats.isError ? (
        <ErrorState
          title="Could not load marketing figures"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : s!.leadsTotal === 0 && s!.emailsSent === 0 ? (
        <EmptyState
          icon={Target}
          title="No data yet"
          description="Import a CSV on the leads page, add the monitored stores, or generate leads from a store directory."
        />
      ) : (
        <Funnel stats={s!} />
      )}
    </AdminPage>
  );
}

function Funnel({ stats }: { stats: TMarketingStats }) {
  const signUpRate = stats.leadsTotal ? (stats.conversions.signedUp / stats.leadsTotal) * 100 : null;
  return (
    <div className="space-y-6">
      {stats.sending.pausedReason ? <Banner tone="info">{stats.sending.pausedReason}</Banner> : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Leads" value={formatCount(stats.leadsTotal)} hint="All sources" icon={Users} />
        <StatCard
          label="Emails Sent"
          value={formatCount(stats.emailsSent)}
          hint={`${formatCount(stats.sending.sentToday)} today`}
          icon={Mail}
        />
        <StatCard
          label="Unsubscribes"
          value={formatCount(stats.unsubscribes)}
          hint={`${formatCount(stats.bounces)} bounced`}
          icon={Megaphone}
        />
        <StatCard
          label="Sign-ups"
          value={formatCount(stats.conversions.signedUp)}
          hint={`${formatCount(stats.conversions.paying)} paying · ${rate(signUpRate)} of leads`}
          icon={UserCheck}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <CountTable
          title="Leads by source"
          rows={stats.leadsBySource.map((r) => ({
            label: LEAD_SOURCE_LABELS[r.key as TLeadSourceValue] ?? r.key,
            count: r.count,
          }))}
        />
        <CountTable
          title="Leads by status"
          rows={stats.leadsByStatus.map((r) => ({ label: STATUS_LABELS[r.key] ?? r.key, count: r.count }))}
        />
      </div>
      <Card>
        <CardContent className="p-0 sm:p-0">
          <h2 className="p-4 text-lg font-semibold">Emails by step</h2>
          {stats.steps.every((st) => st.sent === 0) ? (
            <p className="px-4 pb-4 text-sm text-muted-foreground">No data yet</p>
          ) : (
            <DataTable
              caption="Emails by step"
              rowKey={(st) => st.step}
              rows={stats.steps}
              columns={[
                {
                  header: 'Step',
                  card: 'title',
                  cell: (st) => `${st.step}. ${OUTREACH_STEP_NAMES[st.step as TOutreachStep] ?? ''}`,
                },
                { header: 'Sent', align: 'right', cell: (st) => formatCount(st.sent) },
                { header: 'Open rate', align: 'right', cell: (st) => rate(st.openRate) },
                { header: 'Click rate', align: 'right', cell: (st) => rate(st.clickRate) },
                { header: 'Reply rate', align: 'right', cell: (st) => rate(st.replyRate) },
                { header: 'Bounced', align: 'right', cell: (st) => formatCount(st.bounced) },
              ]}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function CountTable({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  return (
    <Card>
      <CardContent className="p-0 sm:p-0">
        <h2 className="p-4 text-lg font-semibold">{title}</h2>
        {rows.length === 0 ? (
          <p className="px-4 pb-4 text-sm text-muted-foreground">No data yet</p>
        ) : (
          <DataTable
            caption={title}
            rowKey={(r) => r.label}
            rows={rows}
            columns={[
              { header: 'Group', card: 'title', cell: (r) => r.label },
              { header: 'Leads', align: 'right', cell: (r) => formatCount(r.count) },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
