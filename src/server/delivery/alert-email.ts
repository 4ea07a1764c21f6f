import { formatChangePercent, formatCount, formatMoney, hasValue } from '@shared/format';
import type { TEmail } from '../email/mailer';
import { UNSUBSCRIBE_LABELS } from '../email/email-categories';
import { renderLayout, type TEmailSection } from '../email/templates/layout';
import type { TTrackingLinks } from '../email/tracking-links';
import type { TCadence } from './choose-cadence';
import type { TAlertItem } from './load-delivery-items';

/** The email type of alert emails (email_tracking.email_type). */
export const ALERT_EMAIL_TYPE = 'price_alert';
/** Rows an alert email shows; the rest are counted and linked to the activity feed. */
export const EMAIL_MAX_ROWS = 25;
/** The activity feed of the alerts page. */
export const ACTIVITY_FEED_PATH = '/alerts?tab=recent-activity';

const DIGEST_NAMES: Record<TCadence, string> = {
  instant: 'alert',
  hourly: 'hourly digest',
  daily: 'daily digest',
  weekly: 'weekly digest',
};

/** "$120.00 → $89.00 (-25.8%)", or what the item has of it. */
export function priceLine(item: TAlertItem): string {
  const money = (amount: string | null) => (hasValue(amount) ? formatMoney(amount, item.currency) : null);
  const oldPrice = money(item.oldPrice);
  const newPrice = money(item.newPrice);
  const pct = hasValue(item.percentageChange) ? formatChangePercent(item.percentageChange) : null;
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
 * activity feed. Built on the shared layout, with its tracking links and the alerts unsubscribe footer.
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
  const sections: TEmailSection[] = groups.map((g, index) => ({
    heading: g.store,
    rows: g.items.map((i) => ({
      productName: i.productName ?? i.title,
      productUrl: i.productUrl,
      imageUrl: i.imageUrl,
      store: g.store,
      currency: i.currency,
      oldPrice: i.oldPrice,
      newPrice: i.newPrice,
      percentChange: i.percentageChange,
      // Rows without a price move (a launch, a stock change) say what happened instead.
      note: i.oldPrice === null && i.newPrice === null ? i.message : null,
    })),
    ...(more > 0 && index === groups.length - 1
      ? { more: { label: `and ${formatCount(more)} more in your activity feed`, url: feedUrl } }
      : {}),
  }));
  const layout = renderLayout({
    title: opts.sample
      ? 'Sample competitor alert'
      : opts.cadence === 'instant'
        ? 'Competitor alert'
        : subject,
    paragraphs: [intro],
    sections,
    action: { label: 'Open your activity feed', url: feedUrl },
    links,
    unsubscribe: UNSUBSCRIBE_LABELS.alerts,
  });
  return { kind: ALERT_EMAIL_TYPE, to: opts.to, subject, ...layout };
}
