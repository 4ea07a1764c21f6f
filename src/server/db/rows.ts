/** Rows of a raw `db.execute(sql...)` result: both pg and PGlite answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
