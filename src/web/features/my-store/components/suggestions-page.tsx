import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { PageLoader } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { useCanChange } from '@web/features/team';
import { ShowMore, useFirstRows } from '@web/components/insights/show-more';
import { pagedList } from '@web/lib/paging';
import { paths } from '@web/lib/paths';
import { useDecideMatches } from '../api/decide-matches';
import { useMatches } from '../api/get-matches';
import { SuggestionRow } from './suggestion-row';

/** /price-position/suggestions: the likely matches, each with why, to confirm or reject one by one or in bulk. */
export function SuggestionsPage() {
  const query = useMatches('suggested');
  const list = pagedList(query);
  const rows = useFirstRows(list.items);
  const decide = useDecideMatches();
  const canChange = useCanChange();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const run = (ids: number[], decision: 'confirm' | 'reject') =>
    decide.mutate({ ids, decision }, { onSuccess: () => setSelected(new Set()) });

  const header = (
    <PageHeader
      title="Suggested matches"
      description="Products of yours that look like a competitor’s, with the reason. Confirm the ones that are the same goods; a rejected pair is never proposed again."
      actions={
        <Button asChild variant="secondary">
          <Link to={paths.pricePosition}>Price position</Link>
        </Button>
      }
    />
  );
  if (query.isPending) return <PageLoader label="Loading suggestions..." />;
  return (
    <div className="space-y-4">
      {header}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={GitCompareArrows}
          title="No data yet"
          description="No suggestions to review. New ones come after each read of your store or a competitor’s; add your store in Settings if you have not."
          action={
            <Button asChild variant="secondary">
              <Link to={paths.settingsTab('my-store')}>My store in Settings</Link>
            </Button>
          }
        />
      ) : (
        <>
          {canChange ? (
            <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Selected suggestions">
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  setSelected(
                    selected.size === rows.visible.length
                      ? new Set()
                      : new Set(rows.visible.map((m) => m.id)),
                  )
                }
              >
                {selected.size === rows.visible.length ? 'Select none' : 'Select all'}
              </Button>
              <Button
                size="sm"
                disabled={!selected.size || decide.isPending}
                onClick={() => run([...selected], 'confirm')}
              >
                Confirm {selected.size || ''} selected
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!selected.size || decide.isPending}
                onClick={() => run([...selected], 'reject')}
              >
                Reject {selected.size || ''} selected
              </Button>
            </div>
          ) : null}
          <ul className="space-y-3" aria-label="Suggested matches">
            {rows.visible.map((m) => (
              <SuggestionRow
                key={m.id}
                match={m}
                canChange={canChange}
                selected={selected.has(m.id)}
                onToggle={() => toggle(m.id)}
                pending={decide.isPending}
                onDecide={(decision) => run([m.id], decision)}
              />
            ))}
          </ul>
          <ShowMore rows={rows} noun="suggestions" total={list.total} next={list.next} />
        </>
      )}
    </div>
  );
}
