/**
 * JSON.parse that keeps integers above 2^53 exact. Shopify ids are 64-bit integers written as bare numbers;
 * JSON.parse would round them. Before parsing, every bare integer token too large to be a safe integer is
 * turned into a string. Only whole integer tokens outside strings are touched: prices (strings), grams,
 * widths and every other number that fits stay as they are. Node 20 has no reviver with source text.
 */

/**
 * A run of 16 digits somewhere in the text: without one, no token can be unsafe (fast path). Spelled out
 * rather than \d{16}: V8 then skips ahead through the text and the check costs ~10x less on 1 MB pages.
 */
const LONG_DIGITS = new RegExp('\\d'.repeat(16));
/** A JSON string (skipped as a whole) or an integer token of 16+ digits not part of a decimal or exponent. */
const TOKENS = /"[^"\\]*(?:\\.[^"\\]*)*"|(?<![\w.+-])(-?\d{16,})(?![\d.eE])/g;
const MAX_SAFE = String(Number.MAX_SAFE_INTEGER);

function isUnsafeInteger(digits: string): boolean {
  const abs = digits.startsWith('-') ? digits.slice(1) : digits;
  const trimmed = abs.replace(/^0+(?=\d)/, '');
  if (trimmed.length !== MAX_SAFE.length) return trimmed.length > MAX_SAFE.length;
  return trimmed > MAX_SAFE;
}

/** Rewrites unsafe integer tokens as JSON strings of the same digits. */
export function quoteUnsafeIntegers(text: string): string {
  if (!LONG_DIGITS.test(text)) return text;
  return text.replace(TOKENS, (token, digits: string | undefined) =>
    digits !== undefined && isUnsafeInteger(digits) ? `"${digits}"` : token,
  );
}

/** Parses JSON keeping integers above 2^53 as exact decimal strings. Throws SyntaxError like JSON.parse. */
export function parseJsonKeepingBigInts(text: string): unknown {
  return JSON.parse(quoteUnsafeIntegers(text));
}

/** A JSON id (number, numeric string or bigint) as a decimal string, or null. */
export function idString(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}
