import { sql } from 'drizzle-orm';
import { discountCompareAt } from '@shared/pricing/compare-at';
import type { TProductDetail } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../lib/errors';
import { isoFromUtc, utcText } from '../db/utc-time';
import { activeScope } from '../insights/scope';

type TProductRow = {
  id: string | number;
  competitor_id: string;
  competitor_name: string;
  competitor_domain: string;
  title: string;
  handle: string;
  url: string;
  image_url: string | null;
  vendor: string | null;
  product_type: string | null;
  current_price: string | null;
  compare_at_price: string | null;
  available: boolean;
  currency: string;
  launched_at: string | null;
  removed_at: string | null;
  variants_visible: number | null;
  variants_estimated: number | null;
};
type TVariantRow = {
  id: string | number;
  title: string;
  sku: string | null;
  price: string | null;
  compare_at_price: string | null;
  available: boolean;
  removed_at: string | null;
};
type THistoryRow = {
  variant_id: string | number;
  price: string | null;
  compare_at_price: string | null;
  available: boolean;
  at: string;
};

const notFound = () => new AppError('not_found', 'Product not found');

/** One product of the user's active competitors with its variants (live first) and each variant's price history. */
export async function getProductDetail(opts: {
  db: TExecutor;
  accountId: string;
  productId: string;
}): Promise<TProductDetail> {
  if (!/^\d{1,15}$/.test(opts.productId)) throw notFound();
  const id = Number(opts.productId);
  const [product] = rowsOf<TProductRow>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.accountId)})
      SELECT p.id, sc.id AS competitor_id, sc.name AS competitor_name, sc.domain AS competitor_domain, p.title,
        p.handle, p.url, p.image_url, p.vendor, p.product_type, p.current_price, p.compare_at_price, p.available,
        sc.currency, ${utcText(sql`coalesce(p.shopify_published_at, p.shopify_created_at, p.first_seen_at)`)} AS launched_at,
        ${utcText(sql`p.removed_at`)} AS removed_at, p.variants_visible, p.variants_estimated
      FROM products p JOIN sc ON sc.store_id = p.store_id
      WHERE p.id = ${id}
      LIMIT 1`),
  );
  if (!product) throw notFound();

  const variantRows = rowsOf<TVariantRow>(
    await opts.db.execute(sql`
      SELECT id, title, sku, price, compare_at_price, available, ${utcText(sql`removed_at`)} AS removed_at
      FROM variants WHERE product_id = ${id}
      ORDER BY removed_at IS NOT NULL, position, id`),
  );
  // All variants' history in one read of price_history_product_idx, split per variant here.
  const history = rowsOf<THistoryRow>(
    await opts.db.execute(sql`
      SELECT variant_id, price, compare_at_price, available, ${utcText(sql`created_at`)} AS at
      FROM price_history WHERE product_id = ${id}
      ORDER BY created_at, id`),
  );
  const byVariant = new Map<number, TProductDetail['variants'][number]['history']>();
  for (const h of history) {
    const key = Number(h.variant_id);
    const list = byVariant.get(key) ?? [];
    list.push({
      price: h.price,
      compareAtPrice: discountCompareAt(h.price, h.compare_at_price),
      available: h.available,
      at: isoFromUtc(h.at),
    });
    byVariant.set(key, list);
  }

  return {
    id: Number(product.id),
    competitorId: product.competitor_id,
    competitorName: product.competitor_name,
    competitorDomain: product.competitor_domain,
    title: product.title,
    handle: product.handle,
    url: product.url,
    imageUrl: product.image_url,
    vendor: product.vendor,
    productType: product.product_type,
    currentPrice: product.current_price,
    // A compare-at that is no discount is not answered (docs/product-rules.md R86).
    compareAtPrice: discountCompareAt(product.current_price, product.compare_at_price),
    available: product.available,
    currency: product.currency,
    launchedAt: isoFromUtc(product.launched_at),
    removedAt: isoFromUtc(product.removed_at),
    variantsVisible: product.variants_visible,
    variantsEstimated: product.variants_estimated,
    variants: variantRows.map((v) => ({
      id: Number(v.id),
      title: v.title,
      sku: v.sku,
      price: v.price,
      compareAtPrice: discountCompareAt(v.price, v.compare_at_price),
      available: v.available,
      removedAt: isoFromUtc(v.removed_at),
      history: byVariant.get(Number(v.id)) ?? [],
    })),
  };
}
