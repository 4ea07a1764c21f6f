import { BEST_SELLER_NOTE, climberLabel, type TClimber } from '@shared/contracts/best-sellers';
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

/** "Theme and apps": each change of what a store runs on, with the store and what changed (R128, R151). */
function storefrontSection(items: TAlertItem[]): TEmailSection {
  return {
    heading: 'Theme and apps',
    rows: items.map((i) => ({
      productName: i.title,
      store: i.storeName,
      currency: i.currency,
      note: i.message,
    })),
  };
}

/**
 * "Biggest climbers" (docs/product-rules.md R150): each product linked to its page in the app, its store, and its
 * climb or entry, saying what the figure is (R143).
 */
function climbersSection(appUrl: string, climbers: TClimber[]): TEmailSection {
  const base = appUrl.replace(/\/$/, '');
  const what = BEST_SELLER_NOTE.charAt(0).toLowerCase() + BEST_SELLER_NOTE.slice(1);
  return {
    heading: 'Biggest climbers',
    rows: climbers.map((c) => ({
      productName: c.title,
      productUrl: `${base}/products/${c.productId}`,
      store: c.competitorName,
      currency: '',
      note: `${climberLabel(c)} in ${what}`,
    })),
  };
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
  /** A digest's biggest climbers over its period (digest-climbers.ts); the section is left out when empty. */
  climbers?: TClimber[];
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

  // Theme and app changes get a section of their own (docs/product-rules.md R151); they come first in `items`.
  const storefront = shown.filter((i) => i.storefront !== null);
  const groups = groupByStore(shown.filter((i) => i.storefront === null));
  const storeSections: TEmailSection[] = groups.map((g, index) => ({
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
  const sections: TEmailSection[] = [
    ...(storefront.length > 0 ? [storefrontSection(storefront)] : []),
    ...storeSections,
    ...(opts.climbers?.length ? [climbersSection(opts.appUrl, opts.climbers)] : []),
  ];
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
