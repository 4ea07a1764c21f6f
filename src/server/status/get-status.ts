import { and, gte, lt, sql } from 'drizzle-orm';
import {
  SERVICE_KEYS,
  type TServiceKey,
  type TServiceState,
  type TStatusDay,
  type TStatusPayload,
  type TUptimeSet,
} from '@shared/contracts/status';
import { SERVICE_INFO } from '@shared/constants/status-services';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { statusDaily } from '../db/schema';
import { listIncidents } from './list-incidents';
import { listMaintenance } from './schedule-maintenance';
import { currentState, minuteOf, overallStatus, uptimeOf, uptimePercent } from './status-rules';
import {
  isoDay,
  stateOfRank,
  storedBuckets,
  utcDayStart,
  type TBucketRow,
  type TTallyRow,
} from './status-sql';

/** Days of the bar on the status page, today included. */
export const BAR_DAYS = 90;

type TCounts = { probed: number; healthy: number };
const add = (a: TCounts, b: TCounts): TCounts => ({
  probed: a.probed + b.probed,
  healthy: a.healthy + b.healthy,
});
const zero: TCounts = { probed: 0, healthy: 0 };

/**
 * The public status payload (docs/product-rules.md R75-R78): measured states, uptime over 24 h (the last 1,440
 * minutes) and 7 and 30 days (today and the UTC days before it), the 90-day bars, the 24-hour response times,
 * incidents and maintenance. Nothing internal: no error texts, hosts or stacks.
 */
export async function getStatus(opts: { db: TExecutor; now: Date }): Promise<TStatusPayload> {
  const { db, now } = opts;
  const today = utcDayStart(now);
  const dayAgo = new Date(minuteOf(now).getTime() - 1439 * 60_000);
  const nowEnd = new Date(now.getTime() + 1);
  // The last 24 h in 15-minute buckets give the 24-hour tallies, today's (midnight is a bucket boundary, and today
  // began less than 24 h ago) and the response-time series.
  const [latest, buckets, daily, incidents, maintenance] = await Promise.all([
    latestProbes(db),
    storedBuckets(db, dayAgo, nowEnd),
    db
      .select({
        service: statusDaily.service,
        day: statusDaily.day,
        probedMinutes: statusDaily.probedMinutes,
        healthyMinutes: statusDaily.healthyMinutes,
        worst: statusDaily.worst,
      })
      .from(statusDaily)
      .where(
        and(
          gte(statusDaily.day, isoDay(utcDayStart(now, -(BAR_DAYS - 1)))),
          lt(statusDaily.day, isoDay(today)),
        ),
      ),
    listIncidents({ db, now }),
    listMaintenance({ db, now }),
  ]);
  const byService = <T extends { service: TServiceKey }>(rows: T[]) =>
    new Map(rows.map((r) => [r.service, r] as const));
  const latestBy = byService(latest);
  const dayBy = byService(sumBuckets(buckets));
  const todayBy = byService(sumBuckets(buckets.filter((b) => b.at >= today.getTime())));
  const minutesToday = Math.floor((now.getTime() - today.getTime()) / 60_000) + 1;
  const windows = { last7d: 6 * 1440 + minutesToday, last30d: 29 * 1440 + minutesToday };
  const activeWindows = maintenance.filter((m) => Date.parse(m.startsAt) <= now.getTime());
  // The days are the same for every service: their names are computed once, not once a row.
  const barDays = Array.from({ length: BAR_DAYS }, (_, i) => isoDay(utcDayStart(now, i - (BAR_DAYS - 1))));
  const since = { last7d: isoDay(utcDayStart(now, -6)), last30d: isoDay(utcDayStart(now, -29)) };

  const totals = { last24h: zero, last7d: zero, last30d: zero };
  const services = SERVICE_KEYS.map((key) => {
    const info = SERVICE_INFO[key];
    const last = latestBy.get(key);
    const state = currentState({
      now,
      latest: last ? { minute: new Date(last.minute), state: last.state } : null,
      inMaintenance: activeWindows.some((m) => m.services.includes(key)),
    });
    const ownDaily = daily.filter((d) => d.service === key);
    const todayRow = todayBy.get(key);
    const daysBack = (from: string) =>
      ownDaily
        .filter((d) => d.day >= from)
        .reduce(
          (sum, d) => add(sum, { probed: d.probedMinutes, healthy: d.healthyMinutes }),
          todayRow ?? zero,
        );
    const counts = {
      last24h: dayBy.get(key) ?? zero,
      last7d: daysBack(since.last7d),
      last30d: daysBack(since.last30d),
    };
    if (state !== 'not_configured') {
      totals.last24h = add(totals.last24h, counts.last24h);
      totals.last7d = add(totals.last7d, counts.last7d);
      totals.last30d = add(totals.last30d, counts.last30d);
    }
    return {
      key,
      name: info.name,
      status: state,
      icon: info.icon,
      description: state === 'not_configured' ? 'Not configured' : info.description,
      lastChecked: last ? new Date(last.minute).toISOString() : null,
      responseTime: last && last.outcome !== 'not_configured' ? last.response_ms : null,
      uptime: uptimeSet(counts, windows),
      days: dayBars(barDays, ownDaily, todayRow),
      responseSeries: buckets
        .filter((b) => b.service === key && b.countMs > 0)
        .map((b) => ({ at: new Date(b.at).toISOString(), ms: Math.round(b.sumMs / b.countMs) })),
    };
  });
  // Across services the figure pools their minutes, but "based on" is time: the longest a service was probed,
  // not the sum of service-minutes (four services probed for 1 minute are 1 minute of data, not 4).
  const uptime = uptimeSet(totals, windows);
  const configured = services.filter((s) => s.status !== 'not_configured');
  for (const k of ['last24h', 'last7d', 'last30d'] as const)
    uptime[k].basedOnMinutes = Math.max(0, ...configured.map((s) => s.uptime[k].basedOnMinutes));
  return {
    overallStatus: overallStatus(services.map((s) => s.status)),
    generatedAt: now.toISOString(),
    services,
    incidents,
    maintenance,
    uptime,
  };
}

function uptimeSet(
  counts: Record<keyof TUptimeSet, TCounts>,
  windows: { last7d: number; last30d: number },
): TUptimeSet {
  return {
    last24h: uptimeOf({ ...counts.last24h, windowMinutes: 1440 }),
    last7d: uptimeOf({ ...counts.last7d, windowMinutes: windows.last7d }),
    last30d: uptimeOf({ ...counts.last30d, windowMinutes: windows.last30d }),
  };
}

/** One entry per UTC day of `days` (oldest first, today last, from the raw probes). */
function dayBars(
  days: string[],
  daily: Pick<typeof statusDaily.$inferSelect, 'day' | 'worst' | 'healthyMinutes' | 'probedMinutes'>[],
  today: TTallyRow | undefined,
): TStatusDay[] {
  const byDay = new Map(daily.map((d) => [d.day, d]));
  return days.map((day, i) => {
    if (i === days.length - 1)
      return {
        day,
        worst: today?.worst ?? null,
        percent: today ? uptimePercent(today.healthy, today.probed) : null,
      };
    const d = byDay.get(day);
    return {
      day,
      worst: (d?.worst ?? null) as TServiceState | null,
      percent: d ? uptimePercent(d.healthyMinutes, d.probedMinutes) : null,
    };
  });
}

type TLatest = {
  service: TServiceKey;
  minute: string;
  outcome: string;
  state: TServiceState;
  response_ms: number | null;
};

/** The newest probe of each service, one index probe each. */
async function latestProbes(db: TExecutor): Promise<TLatest[]> {
  const keys = sql.join(
    SERVICE_KEYS.map((k) => sql`(${k})`),
    sql`, `,
  );
  return rowsOf<TLatest>(
    await db.execute(sql`
      SELECT s.service, p.minute, p.outcome, p.state, p.response_ms
      FROM (VALUES ${keys}) AS s(service)
      CROSS JOIN LATERAL (
        SELECT minute, outcome, state, response_ms FROM status_probes
        WHERE service = s.service ORDER BY minute DESC LIMIT 1
      ) p`),
  ).map((r) => ({ ...r, minute: new Date(r.minute).toISOString() }));
}

/** Buckets summed per service into tallies (worst is the worst of their ranks). */
function sumBuckets(buckets: TBucketRow[]): TTallyRow[] {
  const by = new Map<TServiceKey, TTallyRow & { rank: number | null }>();
  for (const b of buckets) {
    const t = by.get(b.service) ?? {
      service: b.service,
      day: '',
      probed: 0,
      healthy: 0,
      maintenance: 0,
      worst: null,
      avgMs: null,
      rank: null,
    };
    t.probed += b.probed;
    t.healthy += b.healthy;
    t.maintenance += b.maintenance;
    if (b.worstRank !== null && (t.rank === null || b.worstRank > t.rank)) t.rank = b.worstRank;
    t.worst = stateOfRank(t.rank);
    by.set(b.service, t);
  }
  return [...by.values()];
}
