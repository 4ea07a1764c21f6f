import { Plus, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { CompetitorFilter } from '@web/components/insights/competitor-filter';
import { useCompetitorFilter } from '@web/components/insights/use-competitor-filter';
import { useCompetitors } from '@web/features/competitors';
import { paths } from '@web/lib/paths';

/**
 * The frame of an insight screen about "all competitors or one": header with the competitor filter (kept in
 * ?competitorId=), the competitors' load error, and the empty state when the user tracks no store yet.
 */
export function CompetitorScopedPage(props: {
  title: string;
  description: string;
  emptyDescription: string;
  children: (competitorId: string | undefined) => ReactNode;
}) {
  const { competitorId, setCompetitorId } = useCompetitorFilter();
  const competitors = useCompetitors();
  const noCompetitors = competitors.isSuccess && competitors.data.length === 0;
  return (
    <div>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          noCompetitors ? null : (
            <CompetitorFilter
              competitors={competitors.data}
              value={competitorId}
              onChange={setCompetitorId}
            />
          )
        }
      />
      {competitors.isError ? (
        <div className="mb-6">
          <ErrorState
            title="Could not load your competitors"
            error={competitors.error}
            onRetry={() => void competitors.refetch()}
          />
        </div>
      ) : null}
      {noCompetitors ? (
        <EmptyState
          icon={Store}
          title="No competitors yet"
          description={props.emptyDescription}
          action={
            <Button asChild>
              <Link to={paths.competitors}>
                <Plus aria-hidden /> Add a competitor
              </Link>
            </Button>
          }
        />
      ) : (
        props.children(competitorId)
      )}
    </div>
  );
}
