import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import type { TCompetitor } from '@shared/contracts/competitors';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { useCanChange } from '@web/features/team';
import { useCompetitors } from '../api/get-competitors';
import { useScrapeCompetitor } from '../api/scrape-competitor';
import { AddCompetitorDialog } from './add-competitor-dialog';
import { BestSellersDialog } from './best-sellers-dialog';
import { CompetitorList } from './competitor-list';
import { DeleteCompetitorDialog } from './delete-competitor-dialog';
import { PlanAllowance } from './plan-allowance';
import { ReplaceCompetitorDialog } from './replace-competitor-dialog';
import { RunsOnDialog } from './runs-on-dialog';

/** /competitors: the user's stores, with add, refresh, replace and delete (docs/product-rules.md R17). */
export function CompetitorsPage() {
  const competitors = useCompetitors();
  const scrape = useScrapeCompetitor();
  const canChange = useCanChange();
  const [adding, setAdding] = useState(false);
  const [replacing, setReplacing] = useState<TCompetitor | null>(null);
  const [deleting, setDeleting] = useState<TCompetitor | null>(null);
  const [viewing, setViewing] = useState<TCompetitor | null>(null);
  const [ranking, setRanking] = useState<TCompetitor | null>(null);

  return (
    <div>
      <PageHeader
        title="Competitors"
        description={<PlanAllowance />}
        actions={
          canChange ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Add Competitor
            </Button>
          ) : null
        }
      />
      {competitors.isPending ? (
        <ListSkeleton />
      ) : competitors.isError ? (
        <ErrorState
          title="Could not load your competitors"
          error={competitors.error}
          onRetry={() => void competitors.refetch()}
        />
      ) : competitors.data.length === 0 ? (
        <EmptyState
          icon={Store}
          title="No competitors yet"
          description="Add a Shopify store you compete with to start tracking its products, prices and promotions."
          action={
            canChange ? (
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden /> Add Your First Competitor
              </Button>
            ) : null
          }
        />
      ) : (
        <CompetitorList
          competitors={competitors.data}
          refreshingId={scrape.isPending ? (scrape.variables ?? null) : null}
          onRefresh={(c) => scrape.mutate(c.id)}
          onReplace={setReplacing}
          onDelete={setDeleting}
          onRunsOn={setViewing}
          onBestSellers={setRanking}
          readOnly={!canChange}
        />
      )}
      <AddCompetitorDialog open={adding} onOpenChange={setAdding} />
      <ReplaceCompetitorDialog competitor={replacing} onClose={() => setReplacing(null)} />
      <DeleteCompetitorDialog competitor={deleting} onClose={() => setDeleting(null)} />
      <RunsOnDialog competitor={viewing} onClose={() => setViewing(null)} />
      <BestSellersDialog competitor={ranking} onClose={() => setRanking(null)} />
    </div>
  );
}

function ListSkeleton() {
  return (
    <Card className="p-4 sm:p-6" role="status" aria-label="Loading competitors">
      <div className="space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex animate-pulse items-center gap-4">
            <div className="h-4 w-1/4 rounded bg-muted" />
            <div className="h-4 flex-1 rounded bg-muted" />
            <div className="h-6 w-16 rounded-full bg-muted" />
          </div>
        ))}
      </div>
    </Card>
  );
}
