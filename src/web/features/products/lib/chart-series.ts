import type { TProductDetail } from '@shared/contracts/insights';
import { discountCompareAt } from '@shared/pricing/compare-at';

type THistory = TProductDetail['variants'][number]['history'];

export type TChartPoint = {
  /** Milliseconds since the epoch. */
  t: number;
  price: number | null;
  compareAt: number | null;
  available: boolean;
  /** A point we added (a step's end, or "now"); it is no reading, so it gets no marker. */
  synthetic?: boolean;
};

export type TRange = { from: number; to: number };

const toNumber = (v: string | null): number | null => {
  if (v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * The recorded points, oldest first, plus one at "now" repeating the last state: history is written only on a
 * change, so without it the last step would stop at the last change instead of running to today.
 */
export function chartPoints(history: THistory, now: Date = new Date()): TChartPoint[] {
  const readings: TChartPoint[] = history
    .map((h) => ({
      t: new Date(h.at).getTime(),
      price: toNumber(h.price),
      // Only a compare-at above the price is a discount line (docs/product-rules.md R86).
      compareAt: toNumber(discountCompareAt(h.price, h.compareAtPrice)),
      available: h.available,
    }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
  const points: TChartPoint[] = [];
  for (const p of readings) {
    const prev = points.at(-1);
    // A line is drawn only between two values: when a series ends (say the compare-at is removed), repeat the
    // previous state at this moment so its last step still reaches here.
    if (
      prev &&
      ((prev.compareAt !== null && p.compareAt === null) || (prev.price !== null && p.price === null))
    ) {
      points.push({ ...prev, t: p.t, synthetic: true });
    }
    points.push(p);
  }
  const last = points.at(-1);
  if (last && now.getTime() > last.t) points.push({ ...last, t: now.getTime(), synthetic: true });
  return points;
}

/** Spans during which the variant was out of stock: from a point with available=false to the next in-stock one. */
export function outOfStockRanges(points: readonly TChartPoint[]): TRange[] {
  const ranges: TRange[] = [];
  let from: number | null = null;
  for (const p of points) {
    if (!p.available && from === null) from = p.t;
    else if (p.available && from !== null) {
      ranges.push({ from, to: p.t });
      from = null;
    }
  }
  const last = points.at(-1);
  if (from !== null && last && last.t > from) ranges.push({ from, to: last.t });
  return ranges;
}

export const hasCompareAt = (points: readonly TChartPoint[]) => points.some((p) => p.compareAt !== null);
