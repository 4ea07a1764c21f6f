import { sql } from 'drizzle-orm';
import type { TOwnProduct } from '@shared/contracts/my-store';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { productMatches } from '../products/list-products';

/**
 * My store's live products whose title, vendor or SKU contains q, by title, at most `limit`: what the product
 * page's hand-match picker offers (docs/product-rules.md R136). The account's own stores only.
 */
export async function searchOwnProducts(opts: {
  db: TExecutor;
  accountId: string;
  q: string;
  limit: number;
}): Promise<TOwnProduct[]> {
  const rows = rowsOf<{
    id: string | number;
    title: string;
    vendor: string | null;
    url: string;
    image_url: string | null;
    current_price: string | null;
    currency: string;
  }>(
    await opts.db.execute(sql`
      SELECT p.id, p.title, p.vendor, p.url, p.image_url, p.current_price, s.currency
      FROM own_stores o
      JOIN stores s ON s.id = o.store_id
      JOIN products p ON p.store_id = o.store_id AND p.removed_at IS NULL
      WHERE o.account_id = ${opts.accountId} AND ${productMatches(opts.q)}
      ORDER BY p.title, p.id
      LIMIT ${opts.limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    vendor: r.vendor,
    url: r.url,
    imageUrl: r.image_url,
    price: r.current_price,
    currency: r.currency,
  }));
}
