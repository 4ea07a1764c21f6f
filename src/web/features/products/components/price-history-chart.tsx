import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import type { TProductDetail } from '@shared/contracts/insights';
import { axisTick, formatMoney, fullDateTime } from '@shared/format';
import { useTimeZone } from '@web/lib/time-zone';
import { linearScale, nearestIndex, priceDomain, stepPath } from '../lib/chart-scale';
import { chartPoints, hasCompareAt, outOfStockRanges, type TChartPoint } from '../lib/chart-series';

type TVariant = TProductDetail['variants'][number];

const PRICE_COLOR = '#4f46e5';
const COMPARE_AT_COLOR = '#64748b';
const OUT_OF_STOCK_COLOR = '#94a3b8';
const GRID_COLOR = '#e2e8f0';
const HEIGHT = 256;
/** Before the first layout (and in jsdom, which lays nothing out). */
const DEFAULT_WIDTH = 640;
const MARGIN = { top: 8, right: 16, bottom: 24, left: 88 };
const X_TICKS = 5;
const Y_TICKS = 5;

/** The exact price, the compare-at when it is a discount, and the moment in the user's time zone. */
function PriceTooltip({
  point,
  currency,
  timeZone,
}: {
  point: TChartPoint;
  currency: string;
  timeZone?: string;
}) {
  return (
    <div
      className="rounded-md border border-border bg-card px-3 py-2 text-xs shadow-sm"
      data-testid="chart-tooltip"
    >
      <p className="font-medium">{fullDateTime(point.t, timeZone)}</p>
      <p className="tabular-nums">Price: {formatMoney(point.price, currency)}</p>
      {point.compareAt !== null ? (
        <p className="tabular-nums text-muted-foreground">
          Compare-at price: {formatMoney(point.compareAt, currency)}
        </p>
      ) : null}
      {point.available ? null : <p className="text-muted-foreground">Out of stock</p>}
    </div>
  );
}

/** The width the chart's box has on screen, followed as it resizes. */
export function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.clientWidth > 0) setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      const w = entry?.contentRect.width;
      if (w) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * One variant's price over time as a step line (a price holds until the next change), the compare-at price
 * dashed when the store set one, and grey bands while the variant was out of stock. Drawn as plain SVG, one
 * path per series: no chart library, so a history of ten thousand readings draws in milliseconds
 * (docs/decisions/012-light-first-load.md).
 */
export function PriceHistoryChart({ variant, currency }: { variant: TVariant; currency: string }) {
  const points = chartPoints(variant.history);
  const gaps = outOfStockRanges(points);
  const withCompareAt = hasCompareAt(points);
  const timeZone = useTimeZone();
  const [boxRef, width] = useWidth();
  const [hover, setHover] = useState<number | null>(null);

  if (points.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        No price recorded for this variant yet.
      </p>
    );
  }
  const t0 = points[0]!.t;
  const t1 = points.at(-1)!.t;
  // Times of day for a history of a day or less, dates beyond (docs/product-rules.md R88).
  const span = t1 - t0;
  const x = linearScale(t0, t1 === t0 ? t0 + 1 : t1, MARGIN.left, width - MARGIN.right, X_TICKS);
  const [low, high] = priceDomain(points);
  const y = linearScale(low, high, HEIGHT - MARGIN.bottom, MARGIN.top, Y_TICKS);
  const readings = points.filter((p) => !p.synthetic && p.price !== null);
  const hovered = hover === null ? null : points[hover];

  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const px = ((e.clientX - rect.left) / (rect.width || width)) * width;
    const t = t0 + ((px - MARGIN.left) / (width - MARGIN.left - MARGIN.right)) * (t1 - t0);
    setHover(nearestIndex(points, t));
  };

  return (
    <figure>
      <div
        ref={boxRef}
        className="relative h-64 w-full"
        role="img"
        aria-label={`Price history of ${variant.title}: ${variant.history.length} recorded ${
          variant.history.length === 1 ? 'price' : 'prices'
        }${gaps.length ? `, out of stock ${gaps.length} ${gaps.length === 1 ? 'time' : 'times'}` : ''}`}
        data-testid="price-history-chart"
      >
        <svg
          width={width}
          height={HEIGHT}
          className="price-chart block touch-none select-none"
          onPointerMove={onMove}
          onPointerLeave={() => setHover(null)}
        >
          <g data-part="grid" stroke={GRID_COLOR} strokeDasharray="3 3">
            {y.ticks.map((v) => (
              <line key={`y${v}`} x1={MARGIN.left} x2={width - MARGIN.right} y1={y.toPx(v)} y2={y.toPx(v)} />
            ))}
            {x.ticks.map((t) => (
              <line key={`x${t}`} x1={x.toPx(t)} x2={x.toPx(t)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} />
            ))}
          </g>
          {gaps.map((g) => (
            <rect
              key={g.from}
              data-part="out-of-stock"
              x={x.toPx(g.from)}
              y={MARGIN.top}
              width={Math.max(x.toPx(g.to) - x.toPx(g.from), 1)}
              height={HEIGHT - MARGIN.top - MARGIN.bottom}
              fill={OUT_OF_STOCK_COLOR}
              fillOpacity={0.25}
            />
          ))}
          <g data-part="y-ticks" fontSize={12} fill="#64748b" textAnchor="end">
            {y.ticks.map((v) => (
              <text key={v} x={MARGIN.left - 8} y={y.toPx(v)} dominantBaseline="middle">
                {formatMoney(v, currency)}
              </text>
            ))}
          </g>
          <g data-part="x-ticks" fontSize={12} fill="#64748b" textAnchor="middle">
            {x.ticks.map((t) => (
              <text key={t} x={x.toPx(t)} y={HEIGHT - 6}>
                {axisTick(t, span, timeZone)}
              </text>
            ))}
          </g>
          <path
            data-part="price-line"
            d={stepPath(points, (p) => p.price, x.toPx, y.toPx)}
            fill="none"
            stroke={PRICE_COLOR}
            strokeWidth={2}
          />
          {withCompareAt ? (
            <path
              data-part="compare-at-line"
              d={stepPath(points, (p) => p.compareAt, x.toPx, y.toPx)}
              fill="none"
              stroke={COMPARE_AT_COLOR}
              strokeWidth={1.5}
              strokeDasharray="6 4"
            />
          ) : null}
          {/* In-stock readings are filled dots; out-of-stock ones hollow grey rings; points we added get none. */}
          <g data-part="readings">
            {readings.map((p, i) =>
              p.available ? (
                <circle key={i} cx={x.toPx(p.t)} cy={y.toPx(p.price!)} r={3} fill={PRICE_COLOR} />
              ) : (
                <circle
                  key={i}
                  cx={x.toPx(p.t)}
                  cy={y.toPx(p.price!)}
                  r={4}
                  fill="#ffffff"
                  stroke={OUT_OF_STOCK_COLOR}
                  strokeWidth={2}
                />
              ),
            )}
          </g>
          {hovered ? (
            <line
              x1={x.toPx(hovered.t)}
              x2={x.toPx(hovered.t)}
              y1={MARGIN.top}
              y2={HEIGHT - MARGIN.bottom}
              stroke="#94a3b8"
              pointerEvents="none"
            />
          ) : null}
        </svg>
        {hovered ? (
          <div
            className="pointer-events-none absolute top-2 z-10"
            style={
              x.toPx(hovered.t) > width / 2
                ? { right: width - x.toPx(hovered.t) + 12 }
                : { left: x.toPx(hovered.t) + 12 }
            }
          >
            <PriceTooltip point={hovered} currency={currency} timeZone={timeZone} />
          </div>
        ) : null}
      </div>
      <figcaption>
        <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
          <li className="flex items-center gap-2">
            <span className="h-0.5 w-5" style={{ background: PRICE_COLOR }} aria-hidden /> Price
          </li>
          {withCompareAt ? (
            <li className="flex items-center gap-2">
              <span
                className="w-5 border-t-2 border-dashed"
                style={{ borderColor: COMPARE_AT_COLOR }}
                aria-hidden
              />
              Compare-at price
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <span
              className="h-3 w-5 rounded-sm"
              style={{ background: OUT_OF_STOCK_COLOR, opacity: 0.4 }}
              aria-hidden
            />
            Out of stock (grey band, hollow marker)
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
