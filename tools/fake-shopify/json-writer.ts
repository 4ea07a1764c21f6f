// Writes JSON the way Shopify does: keys in insertion order, `/` as `\/`, `<` `>` `&` as \u003c \u003e \u0026,
// and ids above 2^53 written as bare integers (JSON.stringify alone cannot: they go through a marker string).

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const RAW_MARK = '\u0000raw:';
const RAW_MARKED = /"\\u0000raw:(\d+)"/g;

/** A decimal integer of any size, written bare into the JSON by shopifyJson. */
export function rawInteger(digits: string): string {
  return RAW_MARK + digits;
}

/** Escapes Shopify applies; safe on a whole JSON text since keys and numbers never hold these characters. */
export function shopifyEscape(json: string): string {
  let out = json
    .replaceAll('/', '\\/')
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
  if (out.includes('\u2028') || out.includes('\u2029'))
    out = out.replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
  return out;
}

export function shopifyJson(value: JsonValue): string {
  let json = JSON.stringify(value);
  if (json.includes('\\u0000raw:')) json = json.replace(RAW_MARKED, '$1');
  return shopifyEscape(json);
}

/** An id: a JSON string when `asString`, else a number (bare digits above 2^53). */
export function idJson(id: string, asString: boolean): string | number {
  if (asString) return id;
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : rawInteger(id);
}
