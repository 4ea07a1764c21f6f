import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type TSeries = { key: string; label: string; color: string };

const shortDay = (day: string) => {
  const [, m, d] = day.split('-');
  return `${Number(m)}/${Number(d)}`;
};

/**
 * Counts per day as (stacked) bars: sign-ups, scrape outcomes, MRR. Loaded on demand (charts/index.ts), so the
 * chart library comes only with the screens that draw one. A series with nothing to show says "No data yet".
 */
export default function DailyChart(props: {
  label: string;
  data: Record<string, string | number>[];
  series: TSeries[];
  format?: (v: number) => string;
}) {
  const total = props.data.reduce(
    (sum, row) => sum + props.series.reduce((s, x) => s + Number(row[x.key] ?? 0), 0),
    0,
  );
  if (total === 0) {
    return <p className="flex h-56 items-center justify-center text-sm text-muted-foreground">No data yet</p>;
  }
  return (
    <div
      className="h-56 w-full"
      role="img"
      aria-label={`${props.label}: ${total} over ${props.data.length} days`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={props.data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickFormatter={props.format} />
          <Tooltip formatter={props.format ? (v) => props.format!(Number(v)) : undefined} />
          {props.series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {props.series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} stackId="a" fill={s.color} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
