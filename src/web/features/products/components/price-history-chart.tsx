import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts';
import type { TProductDetail } from '@shared/contracts/insights';
import { axisTick, formatMoney, fullDateTime } from '@shared/format';
import { useTimeZone } from '@web/lib/time-zone';
import { chartPoints, hasCompareAt, outOfStockRanges, type TChartPoint } from '../lib/chart-series';

type TVariant = TProductDetail['variants'][number];

const PRICE_COLOR = '#4f46e5';
const COMPARE_AT_COLOR = '#64748b';
const OUT_OF_STOCK_COLOR = '#94a3b8';

/** In-stock readings are filled dots; out-of-stock ones hollow grey rings; points we added get none. */
function PriceDot(props: DotItemDotProps) {
  const point = props.payload as TChartPoint | undefined;
  if (!point || point.synthetic || point.price === null || props.cx == null || props.cy == null) return null;
  return point.available ? (
    <circle cx={props.cx} cy={props.cy} r={3} fill={PRICE_COLOR} />
  ) : (
    <circle cx={props.cx} cy={props.cy} r={4} fill="#ffffff" stroke={OUT_OF_STOCK_COLOR} strokeWidth={2} />
  );
}

/** The exact price, the compare-at when it is a discount, and the moment in the user's time zone. */
function PriceTooltip(props: {
  currency: string;
  timeZone: string | undefined;
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: TChartPoint }>;
}) {
  const point = props.payload?.[0]?.payload;
  if (!props.active || !point) return null;
  return (
    <div
      className="rounded-md border border-border bg-card px-3 py-2 text-xs shadow-sm"
      data-testid="chart-tooltip"
    >
      <p className="font-medium">{fullDateTime(point.t, props.timeZone)}</p>
      <p className="tabular-nums">Price: {formatMoney(point.price, props.currency)}</p>
      {point.compareAt !== null ? (
        <p className="tabular-nums text-muted-foreground">
          Compare-at price: {formatMoney(point.compareAt, props.currency)}
        </p>
      ) : null}
      {point.available ? null : <p className="text-muted-foreground">Out of stock</p>}
    </div>
  );
}

/**
 * One variant's price over time as a step line (a price holds until the next change), the compare-at price
 * dashed when the store set one, and grey bands while the variant was out of stock.
 */
export function PriceHistoryChart({ variant, currency }: { variant: TVariant; currency: string }) {
  const points = chartPoints(variant.history);
  const gaps = outOfStockRanges(points);
  const withCompareAt = hasCompareAt(points);
  const timeZone = useTimeZone();
  // Times of day for a history of a day or less, dates beyond (docs/product-rules.md R88).
  const span = points.length ? points.at(-1)!.t - points[0]!.t : 0;
  const money = (v: unknown) => formatMoney(typeof v === 'number' ? v : null, currency);

  if (points.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        No price recorded for this variant yet.
      </p>
    );
  }
  return (
    <figure>
      <div
        className="h-64 w-full"
        role="img"
        aria-label={`Price history of ${variant.title}: ${variant.history.length} recorded ${
          variant.history.length === 1 ? 'price' : 'prices'
        }${gaps.length ? `, out of stock ${gaps.length} ${gaps.length === 1 ? 'time' : 'times'}` : ''}`}
        data-testid="price-history-chart"
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 256 }}>
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(t: number) => axisTick(t, span, timeZone)}
              tick={{ fontSize: 12 }}
            />
            <YAxis tickFormatter={money} width={80} tick={{ fontSize: 12 }} domain={['auto', 'auto']} />
            <Tooltip content={<PriceTooltip currency={currency} timeZone={timeZone} />} />
            {gaps.map((g) => (
              <ReferenceArea
                key={g.from}
                x1={g.from}
                x2={g.to}
                fill={OUT_OF_STOCK_COLOR}
                fillOpacity={0.25}
                ifOverflow="hidden"
              />
            ))}
            <Line
              type="stepAfter"
              dataKey="price"
              name="Price"
              stroke={PRICE_COLOR}
              strokeWidth={2}
              dot={PriceDot}
              isAnimationActive={false}
            />
            {withCompareAt ? (
              <Line
                type="stepAfter"
                dataKey="compareAt"
                name="Compare-at price"
                stroke={COMPARE_AT_COLOR}
                strokeDasharray="6 4"
                dot={false}
                isAnimationActive={false}
              />
            ) : null}
          </LineChart>
        </ResponsiveContainer>
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
