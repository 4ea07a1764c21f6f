import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TProduct } from '@shared/contracts/competitors';
import type { TExecutor } from '../db/client';
import { competitors, products, stores } from '../db/schema';
import { AppError } from '../lib/errors';

export const PRODUCTS_PAGE = { default: 100, max: 500 };

/** Opaque keyset cursor over (title, id). */
export function encodeCursor(title: string, id: number): string {
  return Buffer.from(JSON.stringify([title, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, number] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'string' && Number.isSafeInteger(value[1])) {
      return [value[0], value[1] as number];
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'The cursor is not valid. Start again from the first page.');
}

/** The live products of the user's active competitors (or of one of them), by title, one page at a time. */
export async function listProducts(opts: {
  db: TExecutor;
  userId: string;
  competitorId?: string;
  limit?: number;
  cursor?: string;
}): Promise<{ items: TProduct[]; nextCursor: string | null }> {
  const limit = Math.min(opts.limit ?? PRODUCTS_PAGE.default, PRODUCTS_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const rows = await opts.db
    .select({
      p: products,
      competitorId: competitors.id,
      name: competitors.name,
      domain: competitors.domain,
      currency: stores.currency,
    })
    .from(competitors)
    .innerJoin(stores, eq(stores.id, competitors.storeId))
    .innerJoin(products, eq(products.storeId, competitors.storeId))
    .where(
      and(
        eq(competitors.userId, opts.userId),
        isNull(competitors.deactivatedAt),
        isNull(products.removedAt),
        opts.competitorId ? eq(competitors.id, opts.competitorId) : undefined,
        after ? sql`(${products.title}, ${products.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(products.title), asc(products.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ p, competitorId, name, domain, currency }) => ({
      id: p.id,
      competitorId,
      externalId: p.externalId,
      title: p.title,
      handle: p.handle,
      vendor: p.vendor,
      productType: p.productType,
      tags: p.tags,
      imageUrl: p.imageUrl,
      url: p.url,
      currentPrice: p.currentPrice,
      compareAtPrice: p.compareAtPrice,
      available: p.available,
      currency,
      shopifyCreatedAt: p.shopifyCreatedAt?.toISOString() ?? null,
      shopifyUpdatedAt: p.shopifyUpdatedAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      competitorName: name,
      competitorDomain: domain,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.p.title, last.p.id) : null,
  };
}
