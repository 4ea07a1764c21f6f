import type { TEmail } from '../mail/mailer';
import { escapeHtml, renderLayout } from '../mail/templates/layout';
import type { TTrackingLinks } from '../mail/tracking-links';
import type { TCadence } from './choose-cadence';
import { formatCount, formatMoney, formatPercent } from './format-alert';
import type { TAlertItem } from './load-delivery-items';

/** The email type of alert emails (email_tracking.email_type). */
export const ALERT_EMAIL_TYPE = 'price_alert';
/** Rows an alert email shows; the rest are counted and linked to the activity feed. */
export const EMAIL_MAX_ROWS = 25;
/** The activity feed of the alerts page. */
export const ACTIVITY_FEED_PATH = '/alerts?tab=recent-activity';

const ROWS_MARKER = '[[rivalwatch-alert-rows]]';
const DIGEST_NAMES: Record<TCadence, string> = {
  instant: 'alert',
  hourly: 'hourly digest',
  daily: 'daily digest',
  weekly: 'weekly digest',
};

/** "$120.00 → $89.00 (-25.8%)", or what the item has of it. */
export function priceLine(item: TAlertItem): string {
  const oldPrice = formatMoney(item.oldPrice, item.currency);
  const newPrice = formatMoney(item.newPrice, item.currency);
  const pct = formatPercent(item.percentageChange);
  const prices = oldPrice && newPrice ? `${oldPrice} → ${newPrice}` : (newPrice ?? oldPrice ?? '');
  return [prices, pct ? `(${pct})` : ''].filter(Boolean).join(' ');
}

/** Shown items grouped by store, stores in the order of their biggest change (items come biggest first). */
export function groupByStore(items: TAlertItem[]): Array<{ store: string; items: TAlertItem[] }> {
  const groups = new Map<string, TAlertItem[]>();
  for (const item of items) groups.set(item.storeName, [...(groups.get(item.storeName) ?? []), item]);
  return [...groups].map(([store, list]) => ({ store, items: list }));
}

/**
 * An instant alert or a digest as one email: the biggest changes (at most EMAIL_MAX_ROWS) grouped by store, each
 * naming the product (linked), the store, old and new price and the change, then "and N more" linking to the
 * activity feed. Built on the shared layout: the rows go where a marker paragraph stands.
 */
export function renderAlertEmail(opts: {
  to: string;
  appUrl: string;
  links: TTrackingLinks;
  cadence: TCadence;
  items: TAlertItem[];
  total: number;
  /** A sample sent from the alerts page or settings. */
  sample?: boolean;
}): TEmail {
  const { links, items, total } = opts;
  const shown = items.slice(0, EMAIL_MAX_ROWS);
  const more = total - shown.length;
  const feedUrl = `${opts.appUrl.replace(/\/$/, '')}${ACTIVITY_FEED_PATH}`;
  const changes = `${formatCount(total)} competitor ${total === 1 ? 'change' : 'changes'}`;
  const first = shown[0];
  const subject = opts.sample
    ? `Sample alert: ${first?.title ?? changes}`
    : total === 1 && first
      ? first.title
      : opts.cadence === 'instant'
        ? `${changes} at your competitors`
        : `Your ${DIGEST_NAMES[opts.cadence]}: ${changes}`;
  const intro = opts.sample
    ? 'This is a sample of the alerts Rivalwatch sends you. Real alerts look the same.'
    : opts.cadence === 'instant'
      ? `Rivalwatch spotted ${changes}.`
      : `Here is your ${DIGEST_NAMES[opts.cadence]}: ${changes}, biggest first.`;

  const groups = groupByStore(shown);
  const moreText = more > 0 ? `and ${formatCount(more)} more` : null;
  const html = groups
    .map(
      (g) =>
        `<h2 style="font-size:15px;margin:20px 0 8px;color:#334155">${escapeHtml(g.store)}</h2>` +
        g.items
          .map((i) => {
            const name = escapeHtml(i.productName ?? i.title);
            const link = i.productUrl
              ? `<a href="${escapeHtml(links.track(i.productUrl))}" style="color:#4f46e5;font-weight:600">${name}</a>`
              : `<strong>${name}</strong>`;
            return `<p style="margin:0 0 10px;line-height:1.5">${link}<br><span style="color:#475569">${escapeHtml(
              priceLine(i) || i.message,
            )}</span></p>`;
          })
          .join(''),
    )
    .join('');
  const moreHtml = moreText
    ? `<p style="margin:16px 0 0"><a href="${escapeHtml(links.track(feedUrl))}" style="color:#4f46e5">${escapeHtml(moreText)}</a> in your activity feed.</p>`
    : '';
  const text = groups
    .map((g) =>
      [
        g.store,
        ...g.items.map(
          (i) =>
            `- ${i.productName ?? i.title}: ${priceLine(i) || i.message}${i.productUrl ? ` ${i.productUrl}` : ''}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
  const layout = renderLayout({
    title: opts.sample
      ? 'Sample competitor alert'
      : opts.cadence === 'instant'
        ? 'Competitor alert'
        : subject,
    paragraphs: [intro, ROWS_MARKER],
    action: { label: 'Open your activity feed', url: links.track(feedUrl) },
  });
  const pixel = `<img src="${escapeHtml(links.openPixelUrl)}" width="1" height="1" alt="" style="display:none">`;
  return {
    kind: ALERT_EMAIL_TYPE,
    to: opts.to,
    subject,
    html: layout.html.replace(
      new RegExp(`<p[^>]*>${escapeRegExp(ROWS_MARKER)}</p>`),
      () => `<div>${html}${moreHtml}</div>${pixel}`,
    ),
    text: layout.text.replace(ROWS_MARKER, () => `${text}${moreText ? `\n\n${moreText}: ${feedUrl}` : ''}`),
  };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
