import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Writes the staged catalogue into products, variants and price history, set-based, after snapshotting the
 * old state into product_diff and variant_diff (temporary tables the change detection reads).
 * Unchanged rows are not written at all: the diff tables mark the rows to write, and only those reach the
 * upserts. New rows get their ids from the sequences up front, so the diff tables never need a second pass.
 */
export async function applyCatalogue(
  tx: TTx,
  opts: { storeId: string; now: Date },
): Promise<{ historyRows: number }> {
  const { storeId } = opts;
  const now = opts.now.toISOString();

  await tx.execute(sql`
    CREATE TEMP TABLE product_diff ON COMMIT DROP AS
    SELECT sp.external_id, coalesce(p.id, nextval('products_id_seq')) AS product_id,
      p.current_price AS old_price, p.compare_at_price AS old_compare_at,
      p.available AS old_available, p.removed_at AS old_removed_at,
      sp.price, sp.compare_at_price, coalesce(sp.available, false) AS available,
      p.id IS NULL
        OR (p.handle, p.title, p.description, p.vendor, p.product_type, p.tags, p.image_url, p.url, p.current_price,
            p.compare_at_price, p.available, p.shopify_published_at, p.removed_at)
          IS DISTINCT FROM (sp.handle, sp.title, sp.description, sp.vendor, sp.product_type, sp.tags, sp.image_url,
            sp.url, sp.price, sp.compare_at_price, coalesce(sp.available, false), sp.published_at, NULL::timestamptz)
        AS write
    FROM stage_products sp
    LEFT JOIN products p ON p.store_id = ${storeId} AND p.external_id = sp.external_id`);
  // Anti-joins against the store's rows probe these by id. The index keeps them O(n log n) whatever plan the
  // planner picks: PGlite runs no autovacuum, so its estimates for a store's rows can be far too low.
  await tx.execute(sql`CREATE INDEX ON product_diff (product_id)`);

  await tx.execute(sql`
    INSERT INTO products (id, store_id, external_id, handle, title, description, vendor, product_type, tags, image_url,
      url, current_price, compare_at_price, available, shopify_created_at, shopify_published_at, shopify_updated_at,
      first_seen_at, last_seen_at, created_at, updated_at)
    SELECT pd.product_id, ${storeId}, sp.external_id, sp.handle, sp.title, sp.description, sp.vendor, sp.product_type,
      sp.tags, sp.image_url, sp.url, sp.price, sp.compare_at_price, coalesce(sp.available, false), sp.created_at,
      sp.published_at, sp.updated_at, ${now}, ${now}, ${now}, ${now}
    FROM stage_products sp
    JOIN product_diff pd ON pd.external_id = sp.external_id AND pd.write
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
    CREATE TEMP TABLE variant_diff ON COMMIT DROP AS
    SELECT sv.*, pd.product_id, coalesce(v.id, nextval('variants_id_seq')) AS variant_id,
      v.price AS old_price, v.compare_at_price AS old_compare_at,
      v.available AS old_available, v.removed_at AS old_removed_at,
      v.id IS NULL
        OR (v.product_id, v.title, v.sku, v.position, v.price, v.compare_at_price, v.available, v.removed_at)
          IS DISTINCT FROM (pd.product_id, sv.title, sv.sku, sv.position, sv.price, sv.compare_at_price, sv.available,
            NULL::timestamptz)
        AS write
    FROM stage_variants sv
    JOIN product_diff pd ON pd.external_id = sv.product_external_id
    LEFT JOIN variants v ON v.store_id = ${storeId} AND v.external_id = sv.external_id`);
  await tx.execute(sql`CREATE INDEX ON variant_diff (variant_id)`);

  await tx.execute(sql`
    INSERT INTO variants (id, product_id, store_id, external_id, title, sku, position, price, compare_at_price,
      available, first_seen_at, last_seen_at, updated_at)
    SELECT variant_id, product_id, ${storeId}, external_id, title, sku, position, price, compare_at_price, available,
      ${now}, ${now}, ${now}
    FROM variant_diff
    WHERE write
    ON CONFLICT (store_id, external_id) DO UPDATE SET
      product_id = excluded.product_id, title = excluded.title, sku = excluded.sku, position = excluded.position,
      price = excluded.price, compare_at_price = excluded.compare_at_price, available = excluded.available,
      removed_at = NULL, last_seen_at = excluded.last_seen_at, updated_at = excluded.updated_at
    WHERE (variants.product_id, variants.title, variants.sku, variants.position, variants.price,
        variants.compare_at_price, variants.available, variants.removed_at)
      IS DISTINCT FROM (excluded.product_id, excluded.title, excluded.sku, excluded.position, excluded.price,
        excluded.compare_at_price, excluded.available, NULL::timestamptz)`);

  // Variants a listed product no longer has are gone, whether or not the scrape was complete. Every variant
  // seen is live by now, so when the store has no more live variants than were seen, none can be gone and
  // the anti-join is skipped. Otherwise it is scoped to the store, so it never walks other stores' variants.
  const counts = rowsOf<{ live: number; seen: number }>(
    await tx.execute(sql`
      SELECT (SELECT count(*)::int FROM variants WHERE store_id = ${storeId} AND removed_at IS NULL) AS live,
        (SELECT count(*)::int FROM variant_diff) AS seen`),
  )[0];
  if (!counts || Number(counts.live) !== Number(counts.seen)) {
    await tx.execute(sql`
      UPDATE variants v SET removed_at = ${now}, updated_at = ${now}
      FROM product_diff pd
      WHERE v.store_id = ${storeId} AND v.product_id = pd.product_id AND v.removed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM variant_diff d WHERE d.variant_id = v.id)`);
  }

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
