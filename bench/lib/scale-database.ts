// The database side of a scale run: rows and bytes of the tables a scrape writes, and the connections in use.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TABLES = [
  'products',
  'variants',
  'price_history',
  'change_events',
  'scraping_audits',
  'notifications',
  'stores',
  'competitors',
] as const;

export type TDatabaseSize = {
  rows: Record<(typeof TABLES)[number], number>;
  totalRows: number;
  bytes: number;
};

export async function measureDatabase(pool: pg.Pool): Promise<TDatabaseSize> {
  const rows = {} as TDatabaseSize['rows'];
  let totalRows = 0;
  let bytes = 0;
  for (const table of TABLES) {
    const { rows: r } = await pool.query<{ n: number; b: string }>(
      `SELECT (SELECT count(*)::int FROM ${table}) AS n, pg_total_relation_size('${table}')::text AS b`,
    );
    rows[table] = r[0]!.n;
    totalRows += r[0]!.n;
    bytes += Number(r[0]!.b);
  }
  return { rows, totalRows, bytes };
}

/** Samples this database's connections (pg_stat_activity) every second; `peak` is the most seen at once. */
export function sampleConnections(pool: pg.Pool): { readonly peak: number; stop(): void } {
  let peak = 0;
  const timer = setInterval(() => {
    pool
      .query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
      .then(
        (r) => (peak = Math.max(peak, r.rows[0]!.n)),
        () => {},
      );
  }, 1000);
  return {
    get peak() {
      return peak;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * CPU seconds (user + system) of this database's server processes now alive, read from /proc: the workers' pools
 * keep their connections while busy, so the difference of two readings is PostgreSQL's share of the run.
 */
export async function backendCpuSeconds(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone, or on another machine
    }
  }
  return cpu;
}

export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, s] of after) total += s - (before.get(pid) ?? 0);
  return total;
}

/** The machine's CPU seconds so far from /proc/stat: busy (all but idle and iowait) and idle, over every core. */
export function machineCpuSeconds(): { busy: number; idle: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, idle: idle / 100 };
}
