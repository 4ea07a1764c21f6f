import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Writes the staged catalogue into products, variants and price history, set-based, after snapshotting the
 * old state into product_diff and variant_diff (temporary tables the change detection reads).
 * Unchanged rows are not written at all.
 */
export async function applyCatalogue(
  tx: TTx,
  opts: { storeId: string; now: Date },
): Promise<{ historyRows: number }> {
  const { storeId } = opts;
  const now = opts.now.toISOString();

  await tx.execute(sql`
    CREATE TEMP TABLE product_diff ON COMMIT DROP AS
    SELECT sp.external_id, p.id AS product_id, p.current_price AS old_price, p.compare_at_price AS old_compare_at,
      p.available AS old_available, p.removed_at AS old_removed_at,
      sp.price, sp.compare_at_price, coalesce(sp.available, false) AS available
    FROM stage_products sp
    LEFT JOIN products p ON p.store_id = ${storeId} AND p.external_id = sp.external_id`);

  await tx.execute(sql`
    INSERT INTO products (store_id, external_id, handle, title, description, vendor, product_type, tags, image_url, url,
      current_price, compare_at_price, available, shopify_created_at, shopify_published_at, shopify_updated_at,
      first_seen_at, last_seen_at, created_at, updated_at)
    SELECT ${storeId}, external_id, handle, title, description, vendor, product_type, tags, image_url, url,
      price, compare_at_price, coalesce(available, false), created_at, published_at, updated_at,
      ${now}, ${now}, ${now}, ${now}
    FROM stage_products
    ON CONFLICT (store_id, external_id) DO UPDATE SET
      handle = excluded.handle, title = excluded.title, description = excluded.description, vendor = excluded.vendor,
      product_type = excluded.product_type, tags = excluded.tags, image_url = excluded.image_url, url = excluded.url,
      current_price = excluded.current_price, compare_at_price = excluded.compare_at_price,
      available = excluded.available, shopify_created_at = excluded.shopify_created_at,
      shopify_published_at = excluded.shopify_published_at, shopify_updated_at = excluded.shopify_updated_at,
      removed_at = NULL, last_seen_at = excluded.last_seen_at, updated_at = excluded.updated_at
    WHERE (products.handle, products.title, products.description, products.vendor, products.product_type,
        products.tags, products.image_url, products.url, products.current_price, products.compare_at_price,
        products.available, products.shopify_published_at, products.removed_at)
      IS DISTINCT FROM (excluded.handle, excluded.title, excluded.description, excluded.vendor, excluded.product_type,
        excluded.tags, excluded.image_url, excluded.url, excluded.current_price, excluded.compare_at_price,
        excluded.available, excluded.shopify_published_at, NULL::timestamptz)`);

  await tx.execute(sql`
    UPDATE product_diff d SET product_id = p.id FROM products p
    WHERE d.product_id IS NULL AND p.store_id = ${storeId} AND p.external_id = d.external_id`);

  await tx.execute(sql`
    CREATE TEMP TABLE variant_diff ON COMMIT DROP AS
    SELECT sv.*, pd.product_id, v.id AS variant_id, v.price AS old_price, v.compare_at_price AS old_compare_at,
      v.available AS old_available, v.removed_at AS old_removed_at
    FROM stage_variants sv
    JOIN product_diff pd ON pd.external_id = sv.product_external_id
    LEFT JOIN variants v ON v.store_id = ${storeId} AND v.external_id = sv.external_id`);

  await tx.execute(sql`
    INSERT INTO variants (product_id, store_id, external_id, title, sku, position, price, compare_at_price, available,
      first_seen_at, last_seen_at, updated_at)
    SELECT product_id, ${storeId}, external_id, title, sku, position, price, compare_at_price, available,
      ${now}, ${now}, ${now}
    FROM variant_diff
    ON CONFLICT (store_id, external_id) DO UPDATE SET
      product_id = excluded.product_id, title = excluded.title, sku = excluded.sku, position = excluded.position,
      price = excluded.price, compare_at_price = excluded.compare_at_price, available = excluded.available,
      removed_at = NULL, last_seen_at = excluded.last_seen_at, updated_at = excluded.updated_at
    WHERE (variants.product_id, variants.title, variants.sku, variants.position, variants.price,
        variants.compare_at_price, variants.available, variants.removed_at)
      IS DISTINCT FROM (excluded.product_id, excluded.title, excluded.sku, excluded.position, excluded.price,
        excluded.compare_at_price, excluded.available, NULL::timestamptz)`);

  await tx.execute(sql`
    UPDATE variant_diff d SET variant_id = v.id FROM variants v
    WHERE d.variant_id IS NULL AND v.store_id = ${storeId} AND v.external_id = d.external_id`);

  // Variants a listed product no longer has are gone, whether or not the scrape was complete.
  await tx.execute(sql`
    UPDATE variants v SET removed_at = ${now}, updated_at = ${now}
    FROM product_diff pd
    WHERE v.product_id = pd.product_id AND v.removed_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM stage_variants sv WHERE sv.external_id = v.external_id)`);

  const history = await tx.execute(sql`
    WITH ins AS (
    INSERT INTO price_history (variant_id, product_id, price, compare_at_price, available, created_at)
    SELECT variant_id, product_id, price, compare_at_price, available, ${now}
    FROM variant_diff
    WHERE old_available IS NULL
      OR (price, compare_at_price, available) IS DISTINCT FROM (old_price, old_compare_at, old_available)
    RETURNING 1)
    SELECT count(*)::int AS n FROM ins`);
  return { historyRows: Number(rowsOf<{ n: number }>(history)[0]?.n ?? 0) };
}
