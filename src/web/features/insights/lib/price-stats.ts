import type { TCompetitor } from '@shared/contracts/competitors';
import type { TPriceChange } from '@shared/contracts/insights';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TPriceChangeStats = {
  /** Loaded changes of the last 24 hours. */
  last24h: number;
  /** True when every loaded change is from the last 24 h and more pages exist: the real count is higher. */
  last24hIsLowerBound: boolean;
  increases: number;
  decreases: number;
  /** How many changes the figures were counted from. */
  counted: number;
};

/** Figures of the stat cards, counted from the changes loaded so far (newest first). */
export function priceChangeStats(
  changes: readonly TPriceChange[],
  hasMore: boolean,
  now: Date = new Date(),
): TPriceChangeStats {
  const since = now.getTime() - DAY_MS;
  const last24h = changes.filter((c) => new Date(c.changedAt).getTime() >= since).length;
  return {
    last24h,
    last24hIsLowerBound: hasMore && changes.length > 0 && last24h === changes.length,
    increases: changes.filter((c) => c.changeType === 'increase').length,
    decreases: changes.filter((c) => c.changeType === 'decrease').length,
    counted: changes.length,
  };
}

/** Products Tracked: the competitors' own product counts (the product list itself arrives page by page). */
export function productsTracked(competitors: readonly TCompetitor[], competitorId?: string): number {
  const counted = competitorId
    ? competitors.filter((c) => c.id === competitorId)
    : competitors.filter((c) => c.deactivatedAt === null);
  return counted.reduce((sum, c) => sum + c.productCount, 0);
}
