import { sql } from 'drizzle-orm';
import type { TNotification } from '@shared/contracts/alerts';
import type { TExecutor } from '../db/client';
import { pageLimit, rowsOf } from '../db/rows';
import type { TNotificationType } from '../db/schema';
import { isoFromUtc, isoMicrosFromUtc, utcText } from '../db/utc-time';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';

export const NOTIFICATIONS_PAGE = { default: 50, max: 200 };

type TRow = {
  id: string | number;
  type: TNotificationType;
  title: string;
  message: string;
  alert_id: string | null;
  product_id: string | number | null;
  old_price: string | null;
  new_price: string | null;
  percentage_change: string | null;
  discount_amount: string | null;
  is_read: boolean;
  created_at: string;
  product_title: string | null;
  variant_title: string | null;
  product_url: string | null;
  image_url: string | null;
  competitor_name: string;
  currency: string;
};

/**
 * The person's feed in the account they act in, newest first, one page at a time: the page's rows are read in
 * order from notifications_user_account_created_idx, which stops at the page, then only they are joined to their
 * product, event and store.
 */
export async function listNotifications(opts: {
  db: TExecutor;
  userId: string;
  accountId: string;
  limit?: number;
  cursor?: string;
}): Promise<TPage<TNotification>> {
  const limit = Math.min(opts.limit ?? NOTIFICATIONS_PAGE.default, NOTIFICATIONS_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor, ['iso-micros', 'int'] as const) : null;
  const rows = rowsOf<TRow>(
    await opts.db.execute(sql`
      WITH page AS MATERIALIZED (
        SELECT * FROM notifications n
        WHERE n.user_id = ${opts.userId} AND n.account_id = ${opts.accountId}
          ${after ? sql`AND (n.created_at, n.id) < (${after[0]}::timestamptz, ${after[1]})` : sql``}
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${pageLimit(limit)}
      )
      SELECT n.id, n.type, n.title, n.message, n.alert_id, n.product_id, n.old_price, n.new_price,
        n.percentage_change, n.discount_amount, n.is_read,
        ${utcText(sql`n.created_at`)} AS created_at,
        p.title AS product_title, ce.variant_title, p.url AS product_url, p.image_url,
        c.name AS competitor_name, s.currency
      FROM page n
      JOIN competitors c ON c.id = n.competitor_id
      JOIN stores s ON s.id = c.store_id
      JOIN change_events ce ON ce.id = n.change_event_id
      LEFT JOIN products p ON p.id = n.product_id
      ORDER BY n.created_at DESC, n.id DESC`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countNotifications(opts.db, opts.userId, opts.accountId),
    cursorOf: (last) => [isoMicrosFromUtc(last.created_at), Number(last.id)],
    toItem: (r) => ({
      id: Number(r.id),
      type: r.type,
      title: r.title,
      message: r.message,
      alertId: r.alert_id,
      productId: r.product_id === null ? null : Number(r.product_id),
      productName:
        r.product_title === null
          ? null
          : r.variant_title
            ? `${r.product_title} (${r.variant_title})`
            : r.product_title,
      productTitle: r.product_title,
      productUrl: r.product_url,
      imageUrl: r.image_url,
      competitorName: r.competitor_name,
      oldPrice: r.old_price,
      newPrice: r.new_price,
      percentageChange: r.percentage_change,
      discountAmount: r.discount_amount,
      currency: r.currency,
      isRead: r.is_read,
      createdAt: isoFromUtc(r.created_at),
    }),
  });
}

/** How many notifications the feed holds: the rows its pages can reach. */
async function countNotifications(db: TExecutor, userId: string, accountId: string): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      SELECT count(*) AS n FROM notifications n WHERE n.user_id = ${userId} AND n.account_id = ${accountId}`),
  );
  return Number(row?.n ?? 0);
}
