import { Layers, RefreshCw, Trash2, TrendingUp } from 'lucide-react';
import type { TCompetitor } from '@shared/contracts/competitors';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

export type TCompetitorActionHandlers = {
  onRefresh: (competitor: TCompetitor) => void;
  onReplace: (competitor: TCompetitor) => void;
  onDelete: (competitor: TCompetitor) => void;
  /** Opens what the store runs on (theme, apps): for every role. */
  onRunsOn: (competitor: TCompetitor) => void;
  /** Opens the store's best sellers: for every role. */
  onBestSellers: (competitor: TCompetitor) => void;
  /** The competitor whose refresh is being asked for right now. */
  refreshingId: string | null;
  /** A reader's view: no buttons (docs/product-rules.md R24). */
  readOnly?: boolean;
};

/** Best sellers, Runs on, Refresh (start a scrape), Replace and Delete for one competitor; every button is named after it. */
export function CompetitorActions({
  competitor,
  onRefresh,
  onReplace,
  onDelete,
  onRunsOn,
  onBestSellers,
  refreshingId,
  readOnly,
}: TCompetitorActionHandlers & { competitor: TCompetitor }) {
  const runsOn = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`What ${competitor.name} runs on`}
      title="Theme and apps"
      onClick={() => onRunsOn(competitor)}
    >
      <Layers aria-hidden /> Runs on
    </Button>
  );
  const bestSellers = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${competitor.name} best sellers`}
      title="The store's own best-selling order"
      onClick={() => onBestSellers(competitor)}
    >
      <TrendingUp aria-hidden /> Best sellers
    </Button>
  );
  if (readOnly)
    return (
      <div className="flex items-center gap-1">
        {bestSellers}
        {runsOn}
      </div>
    );
  const busy = competitor.status === 'scraping' || refreshingId === competitor.id;
  return (
    <div className="flex items-center gap-1">
      {bestSellers}
      {runsOn}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Refresh ${competitor.name}`}
        title={busy ? 'Scraping now' : 'Scrape now'}
        disabled={busy}
        onClick={() => onRefresh(competitor)}
      >
        <RefreshCw className={cn(busy && 'animate-spin')} aria-hidden />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Replace ${competitor.name}`}
        onClick={() => onReplace(competitor)}
      >
        Replace
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${competitor.name}`}
        title="Delete"
        className="text-destructive hover:bg-destructive-soft"
        onClick={() => onDelete(competitor)}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
