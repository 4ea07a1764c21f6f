import { sql, type SQL } from 'drizzle-orm';

/** Rows of a raw `db.execute(sql...)` result: both pg and PGlite answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * LIMIT limit+1 (one row more tells whether a next page exists) as a literal, not a parameter: the statement then
 * stays prepared with a plan costed for its real page size, instead of being planned again on every call.
 */
export function pageLimit(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`page limit must be a positive integer: ${limit}`);
  return sql.raw(String(limit + 1));
}

/**
 * A timestamp column as ISO text with whole microseconds ("2026-01-02T03:04:05.123456Z"), the form of an
 * 'iso-micros' keyset cursor part: a JS Date would cut it to milliseconds.
 */
export function isoMicros(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The first column of a `SELECT count(*)::int AS n ...` query. */
export async function countOf(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);
}
