import { sql } from 'drizzle-orm';
import { discountCompareAt } from '@shared/pricing/compare-at';
import type { TNotificationType } from '../db/schema/notifications';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

/** One notification as a message shows it. */
export type TAlertItem = {
  notificationId: number;
  type: TNotificationType;
  /** The change event's own type (price_decrease, discount_started, ...). */
  changeType: string;
  title: string;
  message: string;
  productId: number | null;
  productName: string | null;
  productUrl: string | null;
  imageUrl: string | null;
  /** The user's own name for the store (the competitor's name). */
  storeName: string;
  storeUrl: string;
  currency: string;
  oldPrice: string | null;
  newPrice: string | null;
  /** The compare-at price when it is a discount on the new price, else null (docs/product-rules.md R86). */
  compareAtPrice: string | null;
  percentageChange: number | null;
  /** What changed in what the store runs on (theme_changed, app_added, app_removed), else null. */
  storefront: Record<string, unknown> | null;
  /** A best-seller move (best_seller_move): the product's place and its place before (null: it entered), else null. */
  bestSeller: { rank: number; previousRank: number | null } | null;
  occurredAt: Date;
};

/**
 * A delivery's notifications, biggest change first (the order digests show), at most `limit`, with the total.
 * The order is decided in SQL so a digest of 5,000 notifications reads only the rows it shows.
 */
export async function loadDeliveryItems(opts: {
  db: TExecutor;
  deliveryId: string;
  limit: number;
  /**
   * Theme and app changes before the rest (an email's "Theme and apps" section, docs/product-rules.md R151), so a
   * digest full of price moves still lists them.
   */
  storefrontFirst?: boolean;
}): Promise<{ total: number; items: TAlertItem[] }> {
  const total = rowsOf<{ n: number }>(
    await opts.db.execute(
      sql`SELECT count(*)::int AS n FROM delivery_items WHERE delivery_id = ${opts.deliveryId}`,
    ),
  )[0]!.n;
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT n.id, n.type, e.type AS change_type, n.title, n.message, n.product_id,
        p.title AS product_title, e.variant_title, p.url AS product_url, p.image_url,
        c.name AS store_name, st.url AS store_url, st.currency, n.old_price::text AS old_price,
        n.new_price::text AS new_price,
        CASE WHEN n.type NOT IN ('undercut', 'highest_price') THEN e.new_compare_at_price::text END AS compare_at,
        n.percentage_change::float8 AS pct, n.created_at,
        CASE WHEN e.type IN ('theme_changed', 'app_added', 'app_removed') THEN e.metadata END AS storefront,
        CASE WHEN e.type = 'best_seller_move' THEN e.metadata END AS best_seller
      FROM delivery_items i
      JOIN notifications n ON n.id = i.notification_id
      JOIN change_events e ON e.id = n.change_event_id
      JOIN competitors c ON c.id = n.competitor_id
      JOIN stores st ON st.id = c.store_id
      LEFT JOIN products p ON p.id = n.product_id
      WHERE i.delivery_id = ${opts.deliveryId}
      ORDER BY ${opts.storefrontFirst ? sql`(e.type IN ('theme_changed', 'app_added', 'app_removed')) DESC,` : sql``}
        abs(n.percentage_change) DESC NULLS LAST, n.created_at DESC, n.id
      LIMIT ${opts.limit}`),
  );
  return { total, items: rows.map(toAlertItem) };
}

function toAlertItem(r: Record<string, unknown>): TAlertItem {
  const newPrice = (r.new_price as string | null) ?? null;
  const compareAtPrice = discountCompareAt(newPrice, (r.compare_at as string | null) ?? null);
  const changeType = r.change_type as string;
  return {
    notificationId: Number(r.id),
    type: r.type as TNotificationType,
    changeType,
    title: r.title as string,
    message: r.message as string,
    productId: r.product_id == null ? null : Number(r.product_id),
    productName:
      r.product_title == null
        ? null
        : r.variant_title
          ? `${r.product_title as string} (${r.variant_title as string})`
          : (r.product_title as string),
    productUrl: (r.product_url as string | null) ?? null,
    imageUrl: (r.image_url as string | null) ?? null,
    storeName: r.store_name as string,
    storeUrl: r.store_url as string,
    currency: r.currency as string,
    // A discount's "was" price is its compare-at, and only when that is a discount on the price.
    oldPrice: changeType.startsWith('discount_') ? compareAtPrice : ((r.old_price as string | null) ?? null),
    newPrice,
    compareAtPrice,
    percentageChange: r.pct == null ? null : Number(r.pct),
    storefront: (r.storefront as Record<string, unknown> | null) ?? null,
    bestSeller: (r.best_seller as { rank: number; previousRank: number | null } | null) ?? null,
    occurredAt: new Date(r.created_at as string),
  };
}
