import { describe, expect, it } from 'vitest';
import { chartPoints, hasCompareAt, outOfStockRanges } from './chart-series';

const now = new Date('2025-06-15T12:00:00Z');
const at = (day: number) => `2025-06-${String(day).padStart(2, '0')}T12:00:00.000Z`;

describe('price history chart series', () => {
  const history = [
    { price: '25.00', compareAtPrice: null, available: false, at: at(10) },
    { price: '20.00', compareAtPrice: '30.00', available: true, at: at(1) },
    { price: '22.00', compareAtPrice: null, available: true, at: at(12) },
  ];

  it('sorts the points oldest first, ends a removed compare-at at its removal and carries the last state to now', () => {
    const points = chartPoints(history, now);
    expect(points.map((p) => [p.price, p.compareAt, p.synthetic ?? false])).toEqual([
      [20, 30, false],
      [20, 30, true],
      [25, null, false],
      [22, null, false],
      [22, null, true],
    ]);
    expect(points[1]?.t).toBe(new Date(at(10)).getTime());
    expect(points.at(-1)?.t).toBe(now.getTime());
    expect(hasCompareAt(points)).toBe(true);
  });

  it('draws no compare-at line where the compare-at is not above the price (docs/product-rules.md R86)', () => {
    const points = chartPoints(
      [
        { price: '162.95', compareAtPrice: '162.95', available: true, at: at(1) },
        { price: '50.00', compareAtPrice: '40.00', available: true, at: at(2) },
      ],
      now,
    );
    expect(points.map((p) => p.compareAt)).toEqual([null, null, null]);
    expect(hasCompareAt(points)).toBe(false);
  });

  it('finds the out-of-stock spans, an open one running to now', () => {
    expect(outOfStockRanges(chartPoints(history, now))).toEqual([
      { from: new Date(at(10)).getTime(), to: new Date(at(12)).getTime() },
    ]);
    const stillOut = [...history, { price: '22.00', compareAtPrice: null, available: false, at: at(14) }];
    expect(outOfStockRanges(chartPoints(stillOut, now)).at(-1)).toEqual({
      from: new Date(at(14)).getTime(),
      to: now.getTime(),
    });
  });

  it('draws nothing from an empty history', () => {
    expect(chartPoints([], now)).toEqual([]);
    expect(outOfStockRanges([])).toEqual([]);
  });
});
