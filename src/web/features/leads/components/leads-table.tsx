import { Link } from 'react-router';
import { LEAD_SOURCE_LABELS, type TLead } from '@shared/contracts/leads';
import { PagedTable } from '@web/components/insights/paged-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { TimeAgo } from '@web/components/ui/time-ago';
import type { TPagedList } from '@web/lib/paging';
import { paths } from '@web/lib/paths';
import type { useStartSequences, useStopSequence } from '../api/sequences';
import { STATUS_LABELS } from './lead-labels';

/** The leads, a page at a time: each row selectable (customers aside), with edit, sequence and report actions. */
export function LeadsTable({
  list,
  selected,
  onToggle,
  onEdit,
  start,
  stop,
}: {
  list: TPagedList<TLead>;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onEdit: (lead: TLead) => void;
  start: ReturnType<typeof useStartSequences>;
  stop: ReturnType<typeof useStopSequence>;
}) {
  return (
    <PagedTable
      caption="Leads"
      noun="leads"
      items={list.items}
      total={list.total}
      next={list.next}
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
                onChange={() => onToggle(l.id)}
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
            <Badge variant={l.status === 'customer' ? 'success' : 'default'}>{STATUS_LABELS[l.status]}</Badge>
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
                onClick={() => onEdit(l)}
                aria-label={`Edit ${l.storeName}`}
              >
                Edit
              </Button>
              {l.status === 'customer' ? null : l.sequenceStatus === 'active' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={stop.isPending}
                  onClick={() => stop.mutate(l.id)}
                  aria-label={`Stop sequence for ${l.storeName}`}
                >
                  Stop sequence
                </Button>
              ) : (
                // A finished or stopped sequence starts again only where the server allows it, saying why not.
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={start.isPending}
                  onClick={() => start.mutate([l.id])}
                  aria-label={`Start sequence for ${l.storeName}`}
                >
                  Start sequence
                </Button>
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
  );
}
