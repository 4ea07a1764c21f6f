import type { TRankHistory } from '@shared/contracts/best-sellers';
import { axisTick, fullDateTime } from '@shared/format';
import { useTimeZone } from '@web/lib/time-zone';
import { linearScale } from '../lib/chart-scale';
import { useWidth } from './price-history-chart';

const RANK_COLOR = '#059669';
const GRID_COLOR = '#e2e8f0';
const HEIGHT = 200;
const MARGIN = { top: 12, right: 16, bottom: 24, left: 48 };

type TPoint = TRankHistory['points'][number];

/**
 * A product's place in its store's best-selling order as a step line, rank 1 at the top (a place holds until the
 * next change, and the line breaks while the product was out of the top). Plain SVG like the price chart, drawn at
 * the box's measured width.
 */
export function RankHistoryChart({ history }: { history: TRankHistory }) {
  const timeZone = useTimeZone();
  const [boxRef, WIDTH] = useWidth();
  const points = history.points.map((p) => ({ t: Date.parse(p.at), rank: p.rank }));
  if (points.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No data yet: this product has not been in its store's top 100.
      </p>
    );
  const now = Date.now();
  const t0 = points[0]!.t;
  const t1 = Math.max(now, points.at(-1)!.t);
  const worst = Math.max(10, ...points.map((p) => p.rank ?? 0));
  const x = linearScale(t0, t1 === t0 ? t0 + 1 : t1, MARGIN.left, WIDTH - MARGIN.right, WIDTH < 480 ? 3 : 4);
  const y = linearScale(1, worst, MARGIN.top, HEIGHT - MARGIN.bottom, 5);
  const segments: string[] = [];
  points.forEach((p, i) => {
    if (p.rank === null) return;
    const end = points[i + 1]?.t ?? t1;
    segments.push(`M${x.toPx(p.t)},${y.toPx(p.rank)}H${x.toPx(end)}`);
    const next = points[i + 1];
    if (next && next.rank !== null) segments.push(`V${y.toPx(next.rank)}`);
  });
  const ranked = history.points.filter((p) => p.rank !== null).length;
  return (
    <figure>
      <div ref={boxRef} className="w-full">
        <svg
          width={WIDTH}
          height={HEIGHT}
          className="block"
          role="img"
          aria-label={`Best-seller rank over time: ${ranked} ${ranked === 1 ? 'place' : 'places'} recorded, now ${
            history.currentRank === null ? 'outside the top 100' : `number ${history.currentRank}`
          }`}
          data-testid="rank-history-chart"
        >
          <g stroke={GRID_COLOR} strokeDasharray="3 3">
            {y.ticks.map((v) => (
              <line key={v} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y.toPx(v)} y2={y.toPx(v)} />
            ))}
          </g>
          <g fontSize={12} fill="#64748b" textAnchor="end">
            {y.ticks.map((v) => (
              <text key={v} x={MARGIN.left - 8} y={y.toPx(v)} dominantBaseline="middle">
                #{Math.round(v)}
              </text>
            ))}
          </g>
          <g fontSize={12} fill="#64748b" textAnchor="middle">
            {x.ticks.map((t) => (
              <text key={t} x={x.toPx(t)} y={HEIGHT - 6}>
                {axisTick(t, t1 - t0, timeZone)}
              </text>
            ))}
          </g>
          <path d={segments.join('')} fill="none" stroke={RANK_COLOR} strokeWidth={2} />
          {points.map((p: { t: number; rank: TPoint['rank'] }, i) =>
            p.rank === null ? null : (
              <circle key={i} cx={x.toPx(p.t)} cy={y.toPx(p.rank)} r={3} fill={RANK_COLOR}>
                <title>{`#${p.rank} since ${fullDateTime(p.t, timeZone)}`}</title>
              </circle>
            ),
          )}
        </svg>
      </div>
      <figcaption className="mt-2 text-xs text-muted-foreground">{history.note}</figcaption>
    </figure>
  );
}
