import { sql } from 'drizzle-orm';
import type { TOwnProductPage } from '@shared/contracts/my-store';
import { discountCompareAt } from '@shared/pricing/compare-at';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../lib/errors';
import { listPricePosition } from '../price-position/list-price-position';

type TRow = {
  id: string | number;
  title: string;
  vendor: string | null;
  product_type: string | null;
  url: string;
  image_url: string | null;
  current_price: string | null;
  compare_at_price: string | null;
  available: boolean;
  currency: string;
  store_name: string;
  store_domain: string;
};

const notFound = () => new AppError('not_found', 'That product is not in your store.');

/**
 * One live product of the account's own store with where its price stands against its confirmed matches
 * (docs/product-rules.md R146): the price-position row of that product alone, null while it has none. A product
 * of another account's store, a competitor's or a removed one is a 404.
 */
export async function getOwnProduct(opts: {
  db: TExecutor;
  accountId: string;
  productId: string;
}): Promise<TOwnProductPage> {
  if (!/^\d{1,15}$/.test(opts.productId)) throw notFound();
  const id = Number(opts.productId);
  const [row] = rowsOf<TRow>(
    await opts.db.execute(sql`
      SELECT p.id, p.title, p.vendor, p.product_type, p.url, p.image_url, p.current_price, p.compare_at_price,
        p.available, s.currency, s.name AS store_name, o.domain AS store_domain
      FROM products p
      JOIN own_stores o ON o.store_id = p.store_id AND o.account_id = ${opts.accountId}
      JOIN stores s ON s.id = p.store_id
      WHERE p.id = ${id} AND p.removed_at IS NULL
      LIMIT 1`),
  );
  if (!row) throw notFound();
  const position = await listPricePosition({
    db: opts.db,
    accountId: opts.accountId,
    productId: id,
    limit: 1,
  });
  return {
    product: {
      id: Number(row.id),
      title: row.title,
      vendor: row.vendor,
      productType: row.product_type,
      url: row.url,
      imageUrl: row.image_url,
      price: row.current_price,
      compareAtPrice: discountCompareAt(row.current_price, row.compare_at_price),
      available: row.available,
      currency: row.currency,
      storeName: row.store_name,
      storeDomain: row.store_domain,
    },
    position: position.items[0] ?? null,
  };
}
