import { formatChangePercent, formatMoney, hasValue } from '@shared/format';
import { escapeHtml } from './escape-html';

/** One product line of a digest or summary: what changed, where, and by how much. */
export type TEmailRow = {
  productName: string;
  /** The product page; tracked when the email has links. */
  productUrl?: string | null;
  imageUrl?: string | null;
  /** The store (the user's name for the competitor). */
  store: string;
  /** ISO 4217 code of the store; prices are shown in it (docs/product-rules.md R13). */
  currency: string;
  /** Decimal strings or numbers as they come from the database (numeric). */
  oldPrice?: string | number | null;
  newPrice?: string | number | null;
  /** Percent change, e.g. -12.5; shown with its sign. */
  percentChange?: string | number | null;
  /** A short label instead of or beside prices ("New product", "Back in stock"). */
  note?: string | null;
};

export type TEmailSection = {
  heading: string;
  rows: TEmailRow[];
  /** A link after the rows (e.g. "See all 4,980 changes"). */
  more?: { label: string; url: string };
};

/** "$30.00 → $27.00 (-10.0%)", or what of it is known. */
function priceLine(row: TEmailRow): string {
  const parts: string[] = [];
  if (hasValue(row.oldPrice) && hasValue(row.newPrice))
    parts.push(`${formatMoney(row.oldPrice, row.currency)} → ${formatMoney(row.newPrice, row.currency)}`);
  else if (hasValue(row.newPrice)) parts.push(formatMoney(row.newPrice, row.currency));
  if (hasValue(row.percentChange)) parts.push(`(${formatChangePercent(row.percentChange)})`);
  if (row.note) parts.push(parts.length ? `· ${row.note}` : row.note);
  return parts.join(' ');
}

function changeColor(row: TEmailRow): string {
  const n = Number(row.percentChange ?? 0);
  return n < 0 ? '#15803d' : n > 0 ? '#b91c1c' : '#334155';
}

/** Email-safe tables (inline styles, no CSS classes), one per section. */
export function renderSectionsHtml(sections: TEmailSection[], link: (url: string) => string): string {
  return sections
    .map((section) => {
      const rows = section.rows
        .map((row) => {
          const name = row.productUrl
            ? `<a href="${escapeHtml(link(row.productUrl))}" style="color:#4f46e5;text-decoration:none;font-weight:600">${escapeHtml(row.productName)}</a>`
            : `<span style="font-weight:600">${escapeHtml(row.productName)}</span>`;
          const image = row.imageUrl
            ? `<img src="${escapeHtml(row.imageUrl)}" width="48" height="48" alt="" style="display:block;border:0;border-radius:6px;object-fit:cover">`
            : '';
          return `<tr><td width="56" style="padding:8px 8px 8px 0;vertical-align:top">${image}</td><td style="padding:8px 0;vertical-align:top;font-size:14px;line-height:1.4">${name}<br><span style="color:#64748b;font-size:13px">${escapeHtml(row.store)}</span><br><span style="color:${changeColor(row)}">${escapeHtml(priceLine(row))}</span></td></tr>`;
        })
        .join('');
      const more = section.more
        ? `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(link(section.more.url))}" style="color:#4f46e5">${escapeHtml(section.more.label)}</a></p>`
        : '';
      return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;border-top:1px solid #e2e8f0">${rows}</table>${more}`;
    })
    .join('');
}

/** The same sections as lines of text. */
export function renderSectionsText(sections: TEmailSection[], link: (url: string) => string): string[] {
  return sections.flatMap((section) => [
    section.heading,
    '-'.repeat(Math.min(section.heading.length, 60)),
    ...section.rows.flatMap((row) => [
      `* ${row.productName} (${row.store})${priceLine(row) ? `: ${priceLine(row)}` : ''}`,
      ...(row.productUrl ? [`  ${link(row.productUrl)}`] : []),
    ]),
    ...(section.more ? [`${section.more.label}: ${link(section.more.url)}`] : []),
    '',
  ]);
}
