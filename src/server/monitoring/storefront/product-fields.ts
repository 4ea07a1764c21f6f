/** Small converters shared by the products.json and /products/{handle}.js normalisers. */

export const DESCRIPTION_MAX_CHARS = 1000;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  eacute: 'é',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** body_html as plain text: tags dropped (blocks become breaks), entities decoded, at most 1,000 characters. */
export function htmlToText(html: unknown, maxChars = DESCRIPTION_MAX_CHARS): string | null {
  if (typeof html !== 'string' || !html) return null;
  // Long descriptions: converting a generous head is enough when it already yields maxChars of text.
  const headLength = maxChars * 8;
  if (html.length > headLength * 2) {
    const cut = html.lastIndexOf('<', headLength);
    const head = plainText(html.slice(0, cut > 0 ? cut : headLength));
    if (head.length >= maxChars) return truncate(head, maxChars);
  }
  const text = plainText(html);
  return text ? truncate(text, maxChars) : null;
}

function plainText(html: string): string {
  let text = html;
  if (/<(script|style)\b/i.test(text)) text = text.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  text = text
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|section|blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  if (text.includes('&')) text = decodeEntities(text);
  // Runs of blanks become one space; a lone space (the usual case) is not even matched.
  return text
    .replace(/ ?[\t\r\f\v\u00a0][ \t\r\f\v\u00a0]*| {2,}[\t\r\f\v\u00a0 ]*/g, ' ')
    .replace(/ *\n\s*/g, '\n')
    .trim();
}

/** Cut on code points so an emoji is never split in half. */
function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : Array.from(text).slice(0, maxChars).join('');
}

/** A decimal price string in major units, or null for "", null and anything that is not a price. */
export function decimalPrice(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^\d+(\.\d+)?$/.test(text) ? text : null;
}

/**
 * An integer amount in the currency's subunit (the .js endpoints: 12900 = "129.00", for every currency)
 * as a decimal string, with string arithmetic only so no binary float ever touches it.
 */
export function subunitsToDecimal(value: unknown): string | null {
  const digits =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? value.trim()
        : null;
  if (digits === null) return null;
  const padded = digits.replace(/^0+(?=\d)/, '').padStart(3, '0');
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

export function tagList(value: unknown): string[] {
  // products.json sends an array of clean tags: kept as it is, without a copy.
  if (Array.isArray(value) && value.every((tag) => typeof tag === 'string' && tag && tag.trim() === tag)) {
    return value as string[];
  }
  const raw: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const tags: string[] = [];
  for (const tag of raw) {
    const text = typeof tag === 'string' ? tag.trim() : '';
    if (text) tags.push(text);
  }
  return tags;
}

/** Image URLs come protocol-relative from the .js endpoints. */
export function absoluteImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const src = value.trim();
  return src.startsWith('//') ? `https:${src}` : src;
}

export function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function timestamp(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
