import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Writes the staged catalogue (the plan's new and changed products) into products, variants and price history,
 * set-based, after snapshotting the old state into product_diff and variant_diff (temporary tables the change
 * detection reads; staging-tables.ts). Rows whose values did not move are not written. New rows are plain inserts (the store's
 * advisory lock keeps other writers out) and get their ids from the sequences up front, so the diff tables
 * never need a second pass.
 */
export async function applyCatalogue(
  tx: TTx,
  opts: { storeId: string; now: Date },
): Promise<{ historyRows: number }> {
  const { storeId } = opts;
  const now = opts.now.toISOString();

  await tx.execute(sql`
    INSERT INTO product_diff (external_id, product_id, old_price, old_compare_at, old_available, old_removed_at,
      price, compare_at_price, available, variants_estimated, write)
    SELECT sp.external_id, coalesce(p.id, nextval('products_id_seq')) AS product_id,
      p.current_price AS old_price, p.compare_at_price AS old_compare_at,
      p.available AS old_available, p.removed_at AS old_removed_at,
      sp.price, sp.compare_at_price, coalesce(sp.available, false) AS available, sp.variants_estimated,
      p.id IS NOT NULL
        AND (p.handle, p.title, p.description, p.vendor, p.product_type, p.tags, p.image_url, p.url, p.current_price,
            p.compare_at_price, p.available, p.shopify_created_at, p.shopify_published_at, p.shopify_updated_at,
            p.removed_at, p.content_hash, p.variants_visible, p.variants_estimated)
          IS DISTINCT FROM (sp.handle, sp.title, sp.description, sp.vendor, sp.product_type, sp.tags, sp.image_url,
            sp.url, sp.price, sp.compare_at_price, coalesce(sp.available, false), sp.created_at, sp.published_at,
            sp.updated_at, NULL::timestamptz, sp.content_hash, sp.variants_visible, sp.variants_estimated)
        AS write
    FROM stage_products sp
    LEFT JOIN products p ON p.store_id = ${storeId} AND p.external_id = sp.external_id`);

  await tx.execute(sql`
    INSERT INTO products (id, store_id, external_id, handle, title, description, vendor, product_type, tags, image_url,
      url, current_price, compare_at_price, available, shopify_created_at, shopify_published_at, shopify_updated_at,
      content_hash, variants_visible, variants_estimated, first_seen_at, last_seen_at, created_at, updated_at)
    SELECT pd.product_id, ${storeId}, sp.external_id, sp.handle, sp.title, sp.description, sp.vendor, sp.product_type,
      sp.tags, sp.image_url, sp.url, sp.price, sp.compare_at_price, coalesce(sp.available, false), sp.created_at,
      sp.published_at, sp.updated_at, sp.content_hash, sp.variants_visible, sp.variants_estimated, ${now}, ${now},
      ${now}, ${now}
    FROM stage_products sp
    JOIN product_diff pd ON pd.external_id = sp.external_id AND pd.old_available IS NULL`);
  await tx.execute(sql`
    UPDATE products p SET
      handle = sp.handle, title = sp.title, description = sp.description, vendor = sp.vendor,
      product_type = sp.product_type, tags = sp.tags, image_url = sp.image_url, url = sp.url,
      current_price = sp.price, compare_at_price = sp.compare_at_price, available = coalesce(sp.available, false),
      shopify_created_at = sp.created_at, shopify_published_at = sp.published_at,
      shopify_updated_at = sp.updated_at, content_hash = sp.content_hash,
      variants_visible = sp.variants_visible, variants_estimated = sp.variants_estimated,
      removed_at = NULL, last_seen_at = ${now}, updated_at = ${now}
    FROM stage_products sp
    JOIN product_diff pd ON pd.external_id = sp.external_id AND pd.write
    WHERE p.id = pd.product_id`);

  await tx.execute(sql`
    INSERT INTO variant_diff (external_id, product_external_id, title, sku, position, price, compare_at_price,
      available, product_id, variant_id, old_price, old_compare_at, old_available, old_removed_at, write)
    SELECT sv.external_id, sv.product_external_id, sv.title, sv.sku, sv.position, sv.price, sv.compare_at_price,
      sv.available, pd.product_id, coalesce(v.id, nextval('variants_id_seq')) AS variant_id,
      v.price AS old_price, v.compare_at_price AS old_compare_at,
      v.available AS old_available, v.removed_at AS old_removed_at,
      v.id IS NOT NULL
        AND (v.product_id, v.title, v.sku, v.position, v.price, v.compare_at_price, v.available, v.removed_at)
          IS DISTINCT FROM (pd.product_id, sv.title, sv.sku, sv.position, sv.price, sv.compare_at_price, sv.available,
            NULL::timestamptz)
        AS write
    FROM stage_variants sv
    JOIN product_diff pd ON pd.external_id = sv.product_external_id
    LEFT JOIN variants v ON v.store_id = ${storeId} AND v.external_id = sv.external_id`);

  await tx.execute(sql`
    INSERT INTO variants (id, product_id, store_id, external_id, title, sku, position, price, compare_at_price,
      available, first_seen_at, last_seen_at, updated_at)
    SELECT variant_id, product_id, ${storeId}, external_id, title, sku, position, price, compare_at_price, available,
      ${now}, ${now}, ${now}
    FROM variant_diff
    WHERE old_available IS NULL`);
  await tx.execute(sql`
    UPDATE variants v SET
      product_id = d.product_id, title = d.title, sku = d.sku, position = d.position, price = d.price,
      compare_at_price = d.compare_at_price, available = d.available,
      removed_at = NULL, last_seen_at = ${now}, updated_at = ${now}
    FROM variant_diff d
    WHERE d.write AND v.id = d.variant_id`);

  // Variants a listed product no longer has are gone, whether or not the scrape was complete. Only products
  // staged here can have lost one: an unchanged product's hash covers its variants. A cut listing (R129) shows
  // only some of a product's variants: one it does not show is not gone.
  await tx.execute(sql`
    UPDATE variants v SET removed_at = ${now}, updated_at = ${now}
    FROM product_diff pd
    WHERE v.product_id = pd.product_id AND pd.old_available IS NOT NULL AND v.removed_at IS NULL
      AND pd.variants_estimated IS NULL
      AND NOT EXISTS (SELECT 1 FROM variant_diff d WHERE d.variant_id = v.id)`);

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
