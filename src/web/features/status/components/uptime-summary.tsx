import type { TUptimeSet } from '@shared/contracts/status';
import { basisOf, formatPercent } from '../lib/format-status';

const WINDOWS = [
  ['last24h', '24 hours'],
  ['last7d', '7 days'],
  ['last30d', '30 days'],
] as const;

/** Uptime over 24 h, 7 d and 30 d, truncated to two decimals, with how much of each window has data. */
export function UptimeSummary({ uptime, compact = false }: { uptime: TUptimeSet; compact?: boolean }) {
  return (
    <dl className={compact ? 'flex flex-wrap gap-x-4 gap-y-1 text-xs' : 'grid gap-4 sm:grid-cols-3'}>
      {WINDOWS.map(([key, label]) => {
        const u = uptime[key];
        const basis = basisOf(u);
        return compact ? (
          <div key={key} className="flex gap-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">
              {formatPercent(u.percent)}
              {basis ? <span className="text-muted-foreground"> ({basis})</span> : null}
            </dd>
          </div>
        ) : (
          <div key={key} className="rounded-card border border-border bg-card p-4">
            <dt className="text-sm text-muted-foreground">Uptime, last {label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatPercent(u.percent)}</dd>
            {basis ? <dd className="text-xs text-muted-foreground">{basis}</dd> : null}
          </div>
        );
      })}
    </dl>
  );
}
