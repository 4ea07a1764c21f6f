import type { TCompetitor } from '@shared/contracts/competitors';
import { formatCount } from '@shared/format';

export type TStatusBadge = {
  label: string;
  variant: 'success' | 'warning' | 'destructive' | 'outline';
  busy: boolean;
};

/**
 * Labels of docs/product-rules.md R17; inactive is also the fallback for a value this build does not know.
 */
export function statusBadge(status: string): TStatusBadge {
  switch (status) {
    case 'active':
      return { label: 'Active', variant: 'success', busy: false };
    case 'scraping':
      return { label: 'Scraping', variant: 'warning', busy: true };
    case 'error':
      return { label: 'Error', variant: 'destructive', busy: false };
    default:
      return { label: 'Inactive', variant: 'outline', busy: false };
  }
}

/** What a running scrape has read so far: "Reading catalogue… 750 products". */
export function progressText(competitor: Pick<TCompetitor, 'status' | 'progress'>): string | null {
  if (competitor.status !== 'scraping') return null;
  const found = competitor.progress?.productsFound;
  if (found === undefined) return 'Starting…';
  return `Reading catalogue… ${formatCount(found)} ${found === 1 ? 'product' : 'products'}`;
}
