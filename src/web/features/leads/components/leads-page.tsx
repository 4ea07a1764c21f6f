import { Download, FileUp, Target } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { TLead } from '@shared/contracts/leads';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { AdminPage, LoadingBlock } from '@web/features/admin/lib';
import { pagedList } from '@web/lib/paging';
import { paths } from '@web/lib/paths';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import { useStartSequences, useStopSequence } from '../api/sequences';
import { EditLeadDialog } from './edit-lead-dialog';
import { EmailTrackingTable } from './email-tracking-table';
import { ImportLeadsDialog } from './import-leads-dialog';
import { LeadFiltersBar } from './lead-filters-bar';
import { LeadSelectionBar } from './lead-selection-bar';
import { LeadsTable } from './leads-table';
import { useLeadFilters } from './use-lead-filters';

/** /leads (docs/product-rules.md R94-R97). */
export function LeadsPage() {
  const [filter, setFilter] = useLeadFilters();
  const q = useDeferredValue(filter.q);
  const leads = useLeads({ ...filter, q });
  const list = pagedList(leads);
  const exportCsv = useExportLeads();
  // One start mutation for the row buttons and the selection bar: either one running disables both.
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
        <LeadFiltersBar filter={filter} onChange={setFilter} />
        {list.items.length > 0 ? (
          <LeadSelectionBar items={list.items} selected={selected} onSelect={setSelected} start={start} />
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
        ) : list.items.length === 0 ? (
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
          <LeadsTable
            list={list}
            selected={selected}
            onToggle={toggle}
            onEdit={setEditing}
            start={start}
            stop={stop}
          />
        )}
      </Card>
      <EmailTrackingTable />
      <EditLeadDialog lead={editing} onClose={() => setEditing(null)} />
      <ImportLeadsDialog open={importing} onOpenChange={setImporting} />
    </AdminPage>
  );
}
