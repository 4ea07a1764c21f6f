import { AppError } from './errors';

/**
 * The one keyset cursor of every paged list: the sort key of a page's last row, as an opaque base64url JSON
 * array. Each list names the shape of its key, and a cursor that does not have that shape is a 400, so a
 * forged or damaged cursor never reaches SQL.
 */
export type TCursorPart = 'text' | 'int' | 'uuid' | 'micros' | 'iso-micros' | 'decimal';

type TPartValue<P extends TCursorPart> = P extends 'int' ? number : string;
export type TCursorValues<S extends readonly TCursorPart[]> = { -readonly [K in keyof S]: TPartValue<S[K]> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const isPart: Record<TCursorPart, (v: unknown) => boolean> = {
  // PostgreSQL text cannot hold NUL, so a key with one cannot come from a row.
  text: (v) => typeof v === 'string' && v.length <= 2000 && !v.includes('\u0000'),
  int: (v) => Number.isSafeInteger(v) && (v as number) > 0,
  uuid: (v) => typeof v === 'string' && UUID.test(v),
  // Whole microseconds since the epoch, as text: a Date would cut them to milliseconds.
  micros: (v) => typeof v === 'string' && /^-?\d{1,17}$/.test(v),
  'iso-micros': (v) => typeof v === 'string' && ISO_MICROS.test(v),
  // A numeric sort key (a price, a percentage) as its exact decimal text.
  decimal: (v) => typeof v === 'string' && /^-?\d{1,15}(\.\d{1,6})?$/.test(v),
};

export const BAD_CURSOR = 'The cursor is not valid. Start again from the first page.';

export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<const S extends readonly TCursorPart[]>(
  cursor: string,
  shape: S,
): TCursorValues<S> {
  let value: unknown = null;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // refused below
  }
  if (Array.isArray(value) && value.length === shape.length && shape.every((p, i) => isPart[p](value[i]))) {
    return value as TCursorValues<S>;
  }
  throw new AppError('bad_request', BAD_CURSOR, { details: [{ field: 'cursor', message: BAD_CURSOR }] });
}
