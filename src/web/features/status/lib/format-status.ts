import type { TServiceState, TStatusPayload, TUptime } from '@shared/contracts/status';
import { SERVICE_KEYS } from '@shared/contracts/status';
import { SERVICE_INFO, SERVICE_STATE_LABELS } from '@shared/constants/status-services';

export const stateLabel = (state: TServiceState) => SERVICE_STATE_LABELS[state] ?? 'Unknown';

/** Badge tone per state. */
export const stateVariant = (state: TServiceState | null) =>
  (
    ({
      operational: 'success',
      degraded: 'warning',
      outage: 'destructive',
      maintenance: 'default',
      unknown: 'secondary',
      not_configured: 'outline',
    }) as const
  )[state ?? 'unknown'];

/** Bar colour per day's worst state; a day without data is grey. */
export const barColour = (state: TServiceState | null) =>
  ({
    operational: 'bg-success',
    degraded: 'bg-warning',
    outage: 'bg-destructive',
    maintenance: 'bg-primary',
    unknown: 'bg-muted-foreground/30',
    not_configured: 'bg-muted-foreground/30',
  })[state ?? 'unknown'];

/** "6 d 4 h", "3 h 20 min", "12 min". */
export function formatSpan(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  return `${m} min`;
}

/** "99.93 %" (already truncated by the server), or "No data yet". */
export const formatPercent = (percent: number | null) =>
  percent === null ? 'No data yet' : `${percent.toFixed(2)} %`;

/** "based on 6 d 4 h" when less than the window has data, else null. */
export const basisOf = (uptime: TUptime) =>
  uptime.percent !== null && uptime.basedOnMinutes < uptime.windowMinutes
    ? `based on ${formatSpan(uptime.basedOnMinutes)}`
    : null;

const noData: TUptime = { percent: null, basedOnMinutes: 0, windowMinutes: 1440 };

/** What the page shows when the status call fails: the six services, each Unknown (docs/product-rules.md R38). */
export const fallbackStatus = (): TStatusPayload => ({
  overallStatus: 'unknown',
  generatedAt: new Date().toISOString(),
  services: SERVICE_KEYS.map((key) => ({
    key,
    ...SERVICE_INFO[key],
    status: 'unknown',
    lastChecked: null,
    responseTime: null,
    uptime: { last24h: noData, last7d: noData, last30d: noData },
    days: [],
    responseSeries: [],
  })),
  incidents: [],
  maintenance: [],
  uptime: { last24h: noData, last7d: noData, last30d: noData },
});
