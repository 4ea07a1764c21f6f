import { sql, type SQL } from 'drizzle-orm';
import { AppError } from './errors';
import { BAD_CURSOR, decodeCursor, type TCursorPart } from './keyset-cursor';

/** A key part as SQL of its type: a decimal as numeric, microseconds as a timestamptz, the rest as sent. */
export function cursorPartSql(part: TCursorPart, value: string | number): SQL {
  if (part === 'decimal') return sql`${value}::numeric`;
  if (part === 'micros') return sql`('epoch'::timestamptz + ${value}::bigint * interval '1 microsecond')`;
  if (part === 'uuid') return sql`${value}::uuid`;
  return sql`${value}`;
}

/**
 * The cursor of a sorted list's page: [sort, dir, ...key, id]. A cursor of another sort or direction, or of
 * another key shape, is a 400, so a page never continues another order's list.
 */
export function decodeSortCursor(cursor: string, sort: string, dir: string, parts: readonly TCursorPart[]) {
  const values = decodeCursor(cursor, ['text', 'text', ...parts, 'int'] as const) as unknown as (
    string | number
  )[];
  if (values[0] !== sort || values[1] !== dir) {
    throw new AppError('bad_request', BAD_CURSOR, { details: [{ field: 'cursor', message: BAD_CURSOR }] });
  }
  const key = values.slice(2, -1);
  return { values: key.map((v, i) => cursorPartSql(parts[i]!, v)), id: Number(values.at(-1)) };
}
