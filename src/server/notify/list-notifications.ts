import { and, desc, eq, sql } from 'drizzle-orm';
import type { TNotification } from '@shared/contracts/alerts';
import type { TExecutor } from '../db/client';
import { changeEvents, competitors, notifications, products, stores } from '../db/schema';
import { AppError } from '../lib/errors';

export const NOTIFICATIONS_PAGE = { default: 50, max: 200 };

const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque keyset cursor over (created_at, id), the timestamp kept to the microsecond. */
function encodeCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, number] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'string' && TS.test(value[0])) {
      if (Number.isSafeInteger(value[1]) && (value[1] as number) > 0) return [value[0], value[1] as number];
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'The cursor is not valid. Start again from the first page.');
}

/** The user's feed, newest first, one page at a time (customer.md §3 feed fields). */
export async function listNotifications(opts: {
  db: TExecutor;
  userId: string;
  limit?: number;
  cursor?: string;
}): Promise<{ items: TNotification[]; nextCursor: string | null }> {
  const limit = Math.min(opts.limit ?? NOTIFICATIONS_PAGE.default, NOTIFICATIONS_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const n = notifications;
  const rows = await opts.db
    .select({
      n,
      at: sql<string>`to_char(${n.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      productTitle: products.title,
      variantTitle: changeEvents.variantTitle,
      productUrl: products.url,
      imageUrl: products.imageUrl,
      competitorName: competitors.name,
      currency: stores.currency,
    })
    .from(n)
    .innerJoin(competitors, eq(competitors.id, n.competitorId))
    .innerJoin(stores, eq(stores.id, competitors.storeId))
    .innerJoin(changeEvents, eq(changeEvents.id, n.changeEventId))
    .leftJoin(products, eq(products.id, n.productId))
    .where(
      and(
        eq(n.userId, opts.userId),
        after ? sql`(${n.createdAt}, ${n.id}) < (${after[0]}::timestamptz, ${after[1]})` : undefined,
      ),
    )
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.n.id,
      type: r.n.type,
      title: r.n.title,
      message: r.n.message,
      alertId: r.n.alertId,
      productId: r.n.productId,
      productName:
        r.productTitle === null
          ? null
          : r.variantTitle
            ? `${r.productTitle} (${r.variantTitle})`
            : r.productTitle,
      productTitle: r.productTitle,
      productUrl: r.productUrl,
      imageUrl: r.imageUrl,
      competitorName: r.competitorName,
      oldPrice: r.n.oldPrice,
      newPrice: r.n.newPrice,
      percentageChange: r.n.percentageChange,
      discountAmount: r.n.discountAmount,
      currency: r.currency,
      isRead: r.n.isRead,
      createdAt: r.n.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.n.id) : null,
  };
}
