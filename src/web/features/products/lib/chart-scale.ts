import type { TChartPoint } from './chart-series';

export type TScale = { toPx(v: number): number; ticks: number[] };

/** A linear scale from [min, max] onto [from, to] pixels, with `count` evenly spaced ticks inside it. */
export function linearScale(min: number, max: number, from: number, to: number, count: number): TScale {
  const span = max - min || 1;
  const toPx = (v: number) => from + ((v - min) / span) * (to - from);
  const ticks = Array.from({ length: count }, (_, i) => min + (span * i) / Math.max(count - 1, 1));
  return { toPx, ticks };
}

/** The price axis: from just under the lowest to just over the highest price or compare-at price shown. */
export function priceDomain(points: readonly TChartPoint[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    for (const v of [p.price, p.compareAt]) {
      if (v === null) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (!Number.isFinite(min)) return [0, 1];
  const pad = (max - min) * 0.1 || Math.max(Math.abs(max) * 0.1, 1);
  return [Math.max(0, min - pad), max + pad];
}

/**
 * One series as an SVG step path (a value holds until the next reading), one string for the whole history: a
 * null value lifts the pen, so a series that stops and starts again draws as separate steps.
 */
export function stepPath(
  points: readonly TChartPoint[],
  value: (p: TChartPoint) => number | null,
  x: (t: number) => number,
  y: (v: number) => number,
): string {
  const parts: string[] = [];
  let penDown = false;
  for (const p of points) {
    const v = value(p);
    if (v === null) {
      penDown = false;
      continue;
    }
    const px = x(p.t).toFixed(1);
    const py = y(v).toFixed(1);
    parts.push(penDown ? `H${px}V${py}` : `M${px} ${py}`);
    penDown = true;
  }
  return parts.join('');
}

/** The index of the point nearest to time t (points sorted by time). */
export function nearestIndex(points: readonly TChartPoint[], t: number): number {
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.t < t) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && t - points[lo - 1]!.t < points[lo]!.t - t) return lo - 1;
  return lo;
}
