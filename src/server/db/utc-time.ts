import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the database's plain UTC text, 'YYYY-MM-DD HH:MI:SS' with up to six fraction digits (DateStyle
 * ISO, which pg and PGlite both assume). It is exact to the microsecond, ignores the session's time zone, and costs
 * the database a fraction of a to_char() with a format: lists select it and isoFromUtc() formats it in the app.
 */
export function utcText(column: SQL): SQL {
  return sql`(${column} AT TIME ZONE 'UTC')::text`;
}

// 'YYYY-MM-DD HH:MI:SS', then nothing or '.' and 1-6 digits. Anything else (a year past 9999, BC, an offset,
// another DateStyle) is refused rather than turned into a wrong date.
const UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?$/;

function check(text: string): void {
  if (!UTC_TEXT.test(text)) throw new Error(`not a UTC timestamp text: ${JSON.stringify(text)}`);
}

/** 'YYYY-MM-DDTHH:MI:SS' of a checked text. */
const seconds = (text: string) => `${text.slice(0, 10)}T${text.slice(11, 19)}`;
/** The six fraction digits of a checked text, zeros added. */
const micros = (text: string) => (text.slice(20) + '000000').slice(0, 6);

/** utcText() as the API's ISO 8601 to the millisecond, 'YYYY-MM-DDTHH:MI:SS.mmmZ' (digits past it dropped). */
export function isoFromUtc(text: string): string;
export function isoFromUtc(text: string | null): string | null;
export function isoFromUtc(text: string | null): string | null {
  if (text === null) return null;
  check(text);
  return `${seconds(text)}.${micros(text).slice(0, 3)}Z`;
}

/** utcText() as ISO 8601 to the microsecond, 'YYYY-MM-DDTHH:MI:SS.ffffffZ', for keyset cursors. */
export function isoMicrosFromUtc(text: string): string {
  check(text);
  return `${seconds(text)}.${micros(text)}Z`;
}

/** utcText() as whole microseconds since the epoch, as a decimal string (exact: below 2^53 until year 2255). */
export function epochMicrosFromUtc(text: string): string {
  check(text);
  return String(Date.parse(`${seconds(text)}Z`) * 1000 + Number(micros(text)));
}
