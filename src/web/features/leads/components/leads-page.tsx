import { Download, FileUp, Search, Send, Target } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  LEAD_SORTS,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type TLead,
  type TLeadSort,
  type TLeadSourceValue,
  type TLeadStatusValue,
} from '@shared/contracts/leads';
import { PagedTable } from '@web/components/insights/paged-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input, NativeSelect } from '@web/components/ui/input';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { AdminPage, LoadingBlock } from '@web/features/admin/lib';
import { pagedList } from '@web/lib/paging';
import { paths } from '@web/lib/paths';
import { useExportLeads } from '../api/export-leads';
import { useLeads, type TLeadsFilter } from '../api/get-leads';
import { useStartSequences, useStopSequence } from '../api/sequences';
import { EditLeadDialog } from './edit-lead-dialog';
import { EmailTrackingTable } from './email-tracking-table';
import { ImportLeadsDialog } from './import-leads-dialog';
import { STATUS_LABELS } from './lead-labels';

const SORT_LABELS: Record<TLeadSort, string> = {
  createdAt: 'Newest first',
  storeName: 'Store name',
  lastContactedAt: 'Last contacted',
};

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** The filters kept in the URL, so a view can be shared and survives a reload. */
function useLeadFilters(): [TLeadsFilter, (patch: Partial<TLeadsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: TLeadsFilter = {
    q: params.get('q') ?? '',
    status: pick<TLeadStatusValue>(params.get('status'), LEAD_STATUSES),
    source: pick<TLeadSourceValue>(params.get('source'), LEAD_SOURCES),
    sort: pick<TLeadSort>(params.get('sort'), LEAD_SORTS) || 'createdAt',
  };
  const update = (patch: Partial<TLeadsFilter>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v && !(k === 'sort' && v === 'createdAt')) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return [filter, update];
}

/** /leads (docs/product-rules.md R94-R97). */
export function LeadsPage() {
  const [filter, setFilter] = useLeadFilters();
  const q = useDeferredValue(filter.q);
  const leads = useLeads({ ...filter, q });
  const { items, total, next } = pagedList(leads);
  const exportCsv = useExportLeads();
  const start = useStartSequences();
  const stop = useStopSequence();
  const [editing, setEditing] = useState<TLead | null>(null);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const filtered = !!(filter.q || filter.status || filter.source);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectable = items.filter((l) => l.status !== 'customer');
  const allSelected = selectable.length > 0 && selectable.every((l) => selected.has(l.id));

  return (
    <AdminPage
      title="Lead Management"
      description="Store owners found by CSV imports, the monitored stores and the store directory."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <FileUp aria-hidden /> Import CSV
          </Button>
          <Button variant="secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            <Download aria-hidden /> {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
      }
    >
      <Card>
        <div className="flex flex-col gap-3 border-b border-border p-4 lg:flex-row">
          <div className="relative flex-1">
            <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
            <Input
              aria-label="Search leads"
              placeholder="Search by store, domain or email"
              className="pl-9"
              value={filter.q}
              onChange={(e) => setFilter({ q: e.target.value })}
            />
          </div>
          <NativeSelect
            aria-label="Status"
            value={filter.status}
            onChange={(e) => setFilter({ status: e.target.value as TLeadStatusValue })}
            className="lg:w-40"
          >
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Source"
            value={filter.source}
            onChange={(e) => setFilter({ source: e.target.value as TLeadSourceValue })}
            className="lg:w-44"
          >
            <option value="">All sources</option>
            {LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {LEAD_SOURCE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Sort leads"
            value={filter.sort}
            onChange={(e) => setFilter({ sort: e.target.value as TLeadSort })}
            className="lg:w-44"
          >
            {LEAD_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {items.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((l) => l.id)))}
              />
              Select all shown
            </label>
            <span className="text-muted-foreground">{selected.size} selected</span>
            <Button
              size="sm"
              disabled={selected.size === 0 || start.isPending}
              onClick={() => start.mutate([...selected], { onSuccess: () => setSelected(new Set()) })}
            >
              <Send aria-hidden /> Start sequence for selected
            </Button>
          </div>
        ) : null}
        {leads.isPending ? (
          <div className="p-4">
            <LoadingBlock label="Loading leads" />
          </div>
        ) : leads.isError && !leads.data ? (
          <div className="p-4">
            <ErrorState
              title="Could not load leads"
              error={leads.error}
              onRetry={() => void leads.refetch()}
            />
          </div>
        ) : items.length === 0 ? (
          <div className="p-4">
            <EmptyState
              icon={Target}
              title={filtered ? 'No leads match these filters' : 'No data yet'}
              description={
                filtered ? (
                  'Try another search, status or source.'
                ) : (
                  <>
                    Import a CSV, or add leads from the monitored stores on the{' '}
                    <Link className="underline" to={paths.adminMarketing}>
                      marketing page
                    </Link>
                    .
                  </>
                )
              }
            />
          </div>
        ) : (
          <PagedTable
            caption="Leads"
            noun="leads"
            items={items}
            total={total}
            next={next}
            rowKey={(l) => l.id}
            columns={[
              {
                header: 'Store',
                card: 'title',
                cell: (l) => (
                  <div className="flex items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1"
                      aria-label={`Select ${l.storeName}`}
                      checked={selected.has(l.id)}
                      disabled={l.status === 'customer'}
                      onChange={() => toggle(l.id)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{l.storeName}</span>
                      <a
                        href={l.website}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="block text-xs break-all text-muted-foreground hover:underline"
                      >
                        {l.domain}
                      </a>
                    </span>
                  </div>
                ),
              },
              {
                header: 'Email',
                cell: (l) =>
                  l.email ? (
                    <span className="break-all">{l.email}</span>
                  ) : (
                    <span className="text-muted-foreground">No email yet</span>
                  ),
              },
              {
                header: 'Status',
                cell: (l) => (
                  <Badge variant={l.status === 'customer' ? 'success' : 'default'}>
                    {STATUS_LABELS[l.status]}
                  </Badge>
                ),
              },
              {
                header: 'Source',
                cell: (l) => l.sources.map((s) => LEAD_SOURCE_LABELS[s]).join(', '),
              },
              { header: 'Country', cell: (l) => l.country ?? '—' },
              {
                header: 'Last contacted',
                cell: (l) => (l.lastContactedAt ? <TimeAgo value={l.lastContactedAt} /> : 'Never'),
              },
              {
                header: 'Emails',
                cell: (l) =>
                  l.status === 'customer' ? (
                    <Badge variant="secondary">Emails Disabled</Badge>
                  ) : l.unsubscribed ? (
                    <Badge variant="warning">Unsubscribed</Badge>
                  ) : (
                    <Badge variant="outline">Active Sequences</Badge>
                  ),
              },
              {
                header: 'Actions',
                card: 'footer',
                cell: (l) => (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(l)}
                      aria-label={`Edit ${l.storeName}`}
                    >
                      Edit
                    </Button>
                    {l.status === 'customer' ? null : (
                      <>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={start.isPending}
                          onClick={() => start.mutate([l.id])}
                          aria-label={`Start sequence for ${l.storeName}`}
                        >
                          Start sequence
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={stop.isPending}
                          onClick={() => stop.mutate(l.id)}
                          aria-label={`Stop sequence for ${l.storeName}`}
                        >
                          Stop sequence
                        </Button>
                      </>
                    )}
                    <Button size="sm" variant="ghost" asChild>
                      <Link to={paths.leadReport(l.id)} aria-label={`Competitive report for ${l.storeName}`}>
                        Report
                      </Link>
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </Card>
      <EmailTrackingTable />
      <EditLeadDialog lead={editing} onClose={() => setEditing(null)} />
      <ImportLeadsDialog open={importing} onOpenChange={setImporting} />
    </AdminPage>
  );
}
