import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TPlannedProduct } from './plan-catalogue';
import { catalogueRows } from './stage-catalogue';

const CHUNK = 5000;

/**
 * The first scrape of a store with no product rows: every product, variant and history row is new, so there is
 * no old state to compare and no staging or diff table is needed. Each chunk of products goes in with its
 * variants and their first history rows in one statement, and the store's product count follows. After the
 * store's baseline, each product is a launch (a pending event, published when the scrape closes).
 */
export async function insertNewCatalogue(
  tx: TTx,
  opts: { storeId: string; now: Date; planned: TPlannedProduct[]; baseline: boolean },
): Promise<{ historyRows: number }> {
  const { storeId } = opts;
  const now = opts.now.toISOString();
  let historyRows = 0;
  for (let i = 0; i < opts.planned.length; i += CHUNK) {
    const { productRows, variantRows } = catalogueRows(opts.planned.slice(i, i + CHUNK));
    const result = await tx.execute(sql`
      WITH p AS (
        INSERT INTO products (store_id, external_id, handle, title, description, vendor, product_type, tags,
          image_url, url, current_price, compare_at_price, available, shopify_created_at, shopify_published_at,
          shopify_updated_at, content_hash, variants_visible, variants_estimated, first_seen_at, last_seen_at,
          created_at, updated_at)
        SELECT ${storeId}, external_id, handle, title, description, vendor, product_type, coalesce(tags, '[]'::jsonb),
          image_url, url, price, compare_at_price, coalesce(available, false), created_at, published_at, updated_at,
          content_hash, variants_visible, variants_estimated, ${now}, ${now}, ${now}, ${now}
        FROM json_to_recordset(${JSON.stringify(productRows)}::json) AS x(external_id text, handle text, title text,
          description text, vendor text, product_type text, tags jsonb, image_url text, url text,
          created_at timestamptz, published_at timestamptz, updated_at timestamptz, price numeric(10,2),
          compare_at_price numeric(10,2), available boolean, variants_visible int, variants_estimated int,
          content_hash text)
        RETURNING id, external_id, current_price, compare_at_price
      ), v AS (
        INSERT INTO variants (product_id, store_id, external_id, title, sku, position, price, compare_at_price,
          available, first_seen_at, last_seen_at, updated_at)
        SELECT p.id, ${storeId}, x.external_id, x.title, x.sku, x.position, x.price, x.compare_at_price, x.available,
          ${now}, ${now}, ${now}
        FROM json_to_recordset(${JSON.stringify(variantRows)}::json) AS x(external_id text,
          product_external_id text, title text, sku text, position int, price numeric(10,2),
          compare_at_price numeric(10,2), available boolean)
        JOIN p ON p.external_id = x.product_external_id
        RETURNING id, product_id, price, compare_at_price, available
      ), h AS (
        INSERT INTO price_history (variant_id, product_id, price, compare_at_price, available, created_at)
        SELECT id, product_id, price, compare_at_price, available, ${now} FROM v
        RETURNING 1
      ), launches AS (
        INSERT INTO scrape_pending_events (store_id, product_id, type, new_price, new_compare_at_price, detected_at)
        SELECT ${storeId}, id, 'new_product', current_price, compare_at_price, ${now}
        FROM p WHERE ${!opts.baseline}
      ), counted AS (
        UPDATE stores SET product_count = product_count + (SELECT count(*) FROM p) WHERE id = ${storeId}
      )
      SELECT count(*)::int AS n FROM h`);
    historyRows += Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  return { historyRows };
}
