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
