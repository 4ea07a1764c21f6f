import { LoaderCircle } from 'lucide-react';
import type { TCompetitor } from '@shared/contracts/competitors';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { progressText, statusBadge } from '../lib/competitor-status';

/** The status badge, what a running scrape has read so far, and the last error on one truncated line. */
export function CompetitorStatus({
  competitor,
  className,
}: {
  competitor: Pick<TCompetitor, 'status' | 'progress' | 'errorMessage'>;
  className?: string;
}) {
  const badge = statusBadge(competitor.status);
  const progress = progressText(competitor);
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <Badge variant={badge.variant}>
        {badge.busy ? <LoaderCircle className="size-3 animate-spin" aria-hidden /> : null}
        {badge.label}
      </Badge>
      {progress ? <p className="text-xs text-muted-foreground">{progress}</p> : null}
      {competitor.errorMessage ? (
        <p className="truncate text-xs text-destructive" title={competitor.errorMessage}>
          {competitor.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
