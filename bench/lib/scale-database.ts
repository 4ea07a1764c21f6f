// The database side of a scale run: rows and bytes of the tables a scrape writes, and the connections in use.
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
