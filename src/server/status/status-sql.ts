import { sql, type SQL } from 'drizzle-orm';
import type { TServiceKey, TServiceState } from '@shared/contracts/status';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { HEALTHY_OUTCOMES } from './status-rules';

/**
 * The status rules' tallies in SQL, over stored probes (the state of each row was decided by the rules when it was
 * written): probed = configured minutes outside maintenance, healthy = those that answered, and the worst colour,
 * ranked as status-rules.ts minuteColour and worstOf rank them. status-api.test.ts checks both agree on the
 * same probes.
 */
const healthy = sql.raw(HEALTHY_OUTCOMES.map((o) => `'${o}'`).join(', '));

const RANKED: TServiceState[] = ['operational', 'maintenance', 'unknown', 'degraded', 'outage'];
export const stateOfRank = (rank: number | null): TServiceState | null =>
  rank === null ? null : (RANKED[rank] ?? null);

export type TTallyRow = {
  service: TServiceKey;
  day: string;
  probed: number;
  healthy: number;
  maintenance: number;
  worst: TServiceState | null;
  avgMs: number | null;
};

/** Per service and UTC day, the probes of [from, to). */
export async function tallyByDay(db: TExecutor, from: Date, to: Date): Promise<TTallyRow[]> {
  return tally(db, from, to, sql`to_char(minute AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
}

/**
 * The tallies' columns, shared by every grouping. The triggers of migration 0023 count status_buckets the same way
 * (status-buckets.test.ts checks that they agree): a change here needs a migration that changes them too.
 */
const TALLY_COLUMNS = sql`
  count(*) FILTER (WHERE outcome <> 'not_configured' AND state <> 'maintenance')::int AS probed,
  count(*) FILTER (WHERE outcome IN (${healthy}) AND state <> 'maintenance')::int AS healthy,
  count(*) FILTER (WHERE outcome <> 'not_configured' AND state = 'maintenance')::int AS maintenance,
  max(CASE
    WHEN outcome = 'not_configured' THEN NULL
    WHEN state = 'maintenance' THEN 1
    WHEN state = 'outage' THEN 4
    WHEN outcome <> 'ok' OR state = 'degraded' THEN 3
    ELSE 0 END)::int AS worst_rank`;

type TRawTally = Omit<TTallyRow, 'worst'> & { worst_rank: number | null };

export type TBucketRow = {
  service: TServiceKey;
  /** Start of the bucket, ms since epoch. */
  at: number;
  probed: number;
  healthy: number;
  maintenance: number;
  worstRank: number | null;
  /** Response times measured in the bucket: their sum and count. */
  sumMs: number;
  countMs: number;
};

type TRawBucket = TRawTally & { at: string; sum_ms: string | number | null; count_ms: number };

const atOf = (bucket: SQL) => sql`(${bucket} AT TIME ZONE 'UTC')::text`;
const inRange = (from: Date, to: Date) =>
  sql`minute >= ${from.toISOString()}::timestamptz AND minute < ${to.toISOString()}::timestamptz`;

/** The raw probes' buckets of `minutes` whose minutes match `where`: tallies and response times. */
function rawBuckets(minutes: number, where: SQL): SQL {
  const width = sql.raw(`'${Math.trunc(minutes)} minutes'`);
  // date_bin, not extract(epoch ...): extract answers numeric, many times slower over a day of rows.
  return sql`
    SELECT service,
      ${atOf(sql`date_bin(${width}::interval, minute, TIMESTAMPTZ '2000-01-01 00:00:00+00')`)} AS at,
      ${TALLY_COLUMNS},
      sum(response_ms) FILTER (WHERE outcome <> 'not_configured')::bigint AS sum_ms,
      count(response_ms) FILTER (WHERE outcome <> 'not_configured')::int AS count_ms
    FROM status_probes WHERE ${where}
    GROUP BY 1, 2`;
}

/**
 * Per service and bucket of `minutes` (aligned to the epoch, so to UTC midnights), the probes of [from, to), from
 * the raw probes: the reference storedBuckets answers like.
 */
export async function tallyByBucket(
  db: TExecutor,
  from: Date,
  to: Date,
  minutes: number,
): Promise<TBucketRow[]> {
  return toBucketRows(
    rowsOf<TRawBucket>(await db.execute(sql`${rawBuckets(minutes, inRange(from, to))} ORDER BY 1, 2`)),
  );
}

/** The width of the buckets status_buckets keeps (migration 0023 fixes it). */
export const STORED_BUCKET_MINUTES = 15;

/**
 * tallyByBucket(db, from, to, STORED_BUCKET_MINUTES), in one statement that reads the buckets wholly inside
 * [from, to) from status_buckets and counts raw probes only for the partial ones at either end (at most 15 minutes
 * each): a day of six services is about 600 stored rows and at most 180 raw ones, instead of 8,640 raw ones.
 */
export async function storedBuckets(db: TExecutor, from: Date, to: Date): Promise<TBucketRow[]> {
  const width = STORED_BUCKET_MINUTES * 60_000;
  const wholeFrom = new Date(Math.ceil(from.getTime() / width) * width);
  const wholeTo = new Date(Math.floor(to.getTime() / width) * width);
  if (wholeFrom >= wholeTo) return tallyByBucket(db, from, to, STORED_BUCKET_MINUTES);
  const stored = sql`
    SELECT service, ${atOf(sql`bucket`)} AS at, probed, healthy, maintenance, worst_rank, sum_ms, count_ms
    FROM status_buckets
    WHERE bucket >= ${wholeFrom.toISOString()}::timestamptz AND bucket < ${wholeTo.toISOString()}::timestamptz`;
  const head = rawBuckets(STORED_BUCKET_MINUTES, inRange(from, wholeFrom));
  const tail = rawBuckets(STORED_BUCKET_MINUTES, inRange(wholeTo, to));
  return toBucketRows(
    rowsOf<TRawBucket>(
      await db.execute(sql`(${stored}) UNION ALL (${head}) UNION ALL (${tail}) ORDER BY 1, 2`),
    ),
  );
}

function toBucketRows(rows: TRawBucket[]): TBucketRow[] {
  return rows.map((r) => ({
    service: r.service,
    at: Date.parse(`${r.at.replace(' ', 'T')}Z`),
    probed: r.probed,
    healthy: r.healthy,
    maintenance: r.maintenance,
    worstRank: r.worst_rank,
    sumMs: Number(r.sum_ms ?? 0),
    countMs: r.count_ms,
  }));
}

async function tally(db: TExecutor, from: Date, to: Date, day: SQL): Promise<TTallyRow[]> {
  const rows = rowsOf<TRawTally & { avg_ms: number | null }>(
    await db.execute(sql`
      SELECT service, ${day} AS day,
        ${TALLY_COLUMNS},
        round(avg(response_ms) FILTER (WHERE outcome <> 'not_configured'))::int AS avg_ms
      FROM status_probes WHERE ${inRange(from, to)}
      GROUP BY 1, 2`),
  );
  return rows.map((r) => ({
    service: r.service,
    day: r.day,
    probed: r.probed,
    healthy: r.healthy,
    maintenance: r.maintenance,
    worst: stateOfRank(r.worst_rank),
    avgMs: r.avg_ms,
  }));
}

/** The UTC midnight of a moment's day, and days around it. */
export function utcDayStart(at: Date, plusDays = 0): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(d.getTime() + plusDays * 86_400_000);
}
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
