import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import type { TPlannedProduct } from './plan-catalogue';
import { prepareStagingTables } from './staging-tables';
import { cutListing } from './variant-cap';
import type { TScrapedVariant } from './scrape-types';

const CHUNK = 5000;

/**
 * The product's derived price (docs/product-rules.md R9): the lowest of its available variants, else of all.
 */
type TDerived = { price: string | null; compare_at_price: string | null; available: boolean | null };

/** ORDER BY available DESC, price ASC NULLS LAST: true when `v` comes before the current pick. */
function before(v: TScrapedVariant, pick: TScrapedVariant): boolean {
  if (v.available !== pick.available) return v.available;
  if (v.price === null) return false;
  return pick.price === null || Number(v.price) < Number(pick.price);
}

/** The planned products and their variants as rows in the staging tables' shape (snake_case, derived prices). */
export function catalogueRows(planned: TPlannedProduct[]) {
  const variantRows = [];
  const productRows = [];
  for (const { product: p, variants, hash } of planned) {
    let pick: TScrapedVariant | undefined;
    let anyAvailable = false;
    for (const v of variants) {
      variantRows.push({
        external_id: v.externalId,
        product_external_id: p.externalId,
        title: v.title,
        sku: v.sku,
        position: v.position,
        price: v.price,
        compare_at_price: v.compareAtPrice,
        available: v.available,
      });
      if (!pick || before(v, pick)) pick = v;
      anyAvailable ||= v.available;
    }
    // A cut listing (R129) hides variants that may be in stock: the product is never called sold out from it.
    const cut = cutListing({ variants, optionCombinations: p.optionCombinations });
    const derived: TDerived = pick
      ? { price: pick.price, compare_at_price: pick.compareAtPrice, available: anyAvailable || cut !== null }
      : { price: null, compare_at_price: null, available: null };
    productRows.push({
      external_id: p.externalId,
      handle: p.handle,
      title: p.title,
      description: p.description,
      vendor: p.vendor,
      product_type: p.productType,
      tags: p.tags,
      image_url: p.imageUrl,
      url: p.url,
      created_at: p.createdAt,
      published_at: p.publishedAt,
      updated_at: p.updatedAt,
      ...derived,
      variants_visible: cut?.visible ?? null,
      variants_estimated: cut?.estimated ?? null,
      content_hash: hash,
    });
  }

  return { productRows, variantRows };
}

/**
 * Loads the planned products (new or changed only) into two temporary tables (emptied at commit), with each
 * product's derived price worked out here rather than by a second pass over the staged rows.
 */
export async function stageCatalogue(tx: TTx, planned: TPlannedProduct[]): Promise<void> {
  // No keys or statistics: every later statement reads these tables whole (hash joins), and the plan has
  // deduplicated the rows, so an index or an ANALYZE would only cost time.
  await prepareStagingTables(tx);
  const { productRows, variantRows } = catalogueRows(planned);
  // json, not jsonb: json_to_recordset reads the text once, where jsonb would first build a binary copy of it.
  for (let i = 0; i < productRows.length; i += CHUNK) {
    const json = JSON.stringify(productRows.slice(i, i + CHUNK));
    await tx.execute(sql`
      INSERT INTO stage_products (external_id, handle, title, description, vendor, product_type, tags, image_url,
        url, created_at, published_at, updated_at, price, compare_at_price, available, variants_visible,
        variants_estimated, content_hash)
      SELECT external_id, handle, title, description, vendor, product_type, coalesce(tags, '[]'::jsonb), image_url,
        url, created_at, published_at, updated_at, price, compare_at_price, available, variants_visible,
        variants_estimated, content_hash
      FROM json_to_recordset(${json}::json) AS x(external_id text, handle text, title text, description text,
        vendor text, product_type text, tags jsonb, image_url text, url text, created_at timestamptz,
        published_at timestamptz, updated_at timestamptz, price numeric(10,2), compare_at_price numeric(10,2),
        available boolean, variants_visible int, variants_estimated int, content_hash text)`);
  }
  for (let i = 0; i < variantRows.length; i += CHUNK * 3) {
    const json = JSON.stringify(variantRows.slice(i, i + CHUNK * 3));
    await tx.execute(sql`
      INSERT INTO stage_variants (external_id, product_external_id, title, sku, position, price, compare_at_price, available)
      SELECT external_id, product_external_id, title, sku, position, price, compare_at_price, available
      FROM json_to_recordset(${json}::json) AS x(external_id text, product_external_id text, title text, sku text,
        position int, price numeric(10,2), compare_at_price numeric(10,2), available boolean)`);
  }
}
