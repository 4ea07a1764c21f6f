/** CSV per RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled, lines end in CRLF. */
export type TExportValue = string | number | boolean | null;

const NEEDS_QUOTES = /[",\r\n]/;
/** Cells Excel would run as a formula; in the Excel flavour they get a leading apostrophe (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: TExportValue, opts: { excel?: boolean } = {}): string {
  if (value === null) return '';
  let text = String(value);
  if (opts.excel && typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly TExportValue[], opts: { excel?: boolean } = {}): string {
  return `${values.map((v) => csvField(v, opts)).join(',')}\r\n`;
}
