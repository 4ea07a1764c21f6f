import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import type { TScrapedProduct, TScrapedVariant } from './scrape-types';

const CHUNK = 5000;

/** The product's derived price (DECISIONS.md 6): the lowest price among available variants, else among all. */
type TDerived = { price: string | null; compare_at_price: string | null; available: boolean | null };

/** ORDER BY available DESC, price ASC NULLS LAST: true when `v` comes before the current pick. */
function before(v: TScrapedVariant, pick: TScrapedVariant): boolean {
  if (v.available !== pick.available) return v.available;
  if (v.price === null) return false;
  return pick.price === null || Number(v.price) < Number(pick.price);
}

/**
 * Loads the scraped catalogue into two temporary tables (dropped at commit), deduplicated by id, with each
 * product's derived price worked out here rather than by a second pass over the staged rows.
 */
export async function stageCatalogue(tx: TTx, scraped: TScrapedProduct[]): Promise<number> {
  // No keys or statistics: every later statement reads these tables whole (hash joins), and the rows are
  // deduplicated below, so an index or an ANALYZE would only cost time.
  await tx.execute(sql`
    CREATE TEMP TABLE stage_products (
      external_id text NOT NULL, handle text NOT NULL, title text NOT NULL, description text, vendor text,
      product_type text, tags jsonb NOT NULL, image_url text, url text NOT NULL, created_at timestamptz,
      published_at timestamptz, updated_at timestamptz,
      price numeric(10,2), compare_at_price numeric(10,2), available boolean
    ) ON COMMIT DROP`);
  await tx.execute(sql`
    CREATE TEMP TABLE stage_variants (
      external_id text NOT NULL, product_external_id text NOT NULL, title text NOT NULL, sku text,
      position int NOT NULL, price numeric(10,2), compare_at_price numeric(10,2), available boolean NOT NULL
    ) ON COMMIT DROP`);

  const products = new Map<string, TScrapedProduct>();
  for (const p of scraped) products.set(p.externalId, p);
  // A variant listed under two products belongs to the last one, as products are deduplicated.
  const variantOwner = new Map<string, { variant: TScrapedVariant; productId: string }>();
  for (const p of products.values()) {
    for (const v of p.variants) variantOwner.set(v.externalId, { variant: v, productId: p.externalId });
  }
  const picks = new Map<string, { pick: TScrapedVariant; anyAvailable: boolean }>();
  const variantRows = [];
  for (const { variant: v, productId } of variantOwner.values()) {
    variantRows.push({
      external_id: v.externalId,
      product_external_id: productId,
      title: v.title,
      sku: v.sku,
      position: v.position,
      price: v.price,
      compare_at_price: v.compareAtPrice,
      available: v.available,
    });
    const current = picks.get(productId);
    if (!current) picks.set(productId, { pick: v, anyAvailable: v.available });
    else {
      if (before(v, current.pick)) current.pick = v;
      current.anyAvailable ||= v.available;
    }
  }
  const productRows = [...products.values()].map((p) => {
    const d = picks.get(p.externalId);
    const derived: TDerived = d
      ? { price: d.pick.price, compare_at_price: d.pick.compareAtPrice, available: d.anyAvailable }
      : { price: null, compare_at_price: null, available: null };
    return {
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
    };
  });

  for (let i = 0; i < productRows.length; i += CHUNK) {
    const json = JSON.stringify(productRows.slice(i, i + CHUNK));
    await tx.execute(sql`
      INSERT INTO stage_products (external_id, handle, title, description, vendor, product_type, tags, image_url,
        url, created_at, published_at, updated_at, price, compare_at_price, available)
      SELECT external_id, handle, title, description, vendor, product_type, coalesce(tags, '[]'::jsonb), image_url,
        url, created_at, published_at, updated_at, price, compare_at_price, available
      FROM jsonb_to_recordset(${json}::jsonb) AS x(external_id text, handle text, title text, description text,
        vendor text, product_type text, tags jsonb, image_url text, url text, created_at timestamptz,
        published_at timestamptz, updated_at timestamptz, price numeric(10,2), compare_at_price numeric(10,2),
        available boolean)`);
  }
  for (let i = 0; i < variantRows.length; i += CHUNK) {
    const json = JSON.stringify(variantRows.slice(i, i + CHUNK));
    await tx.execute(sql`
      INSERT INTO stage_variants (external_id, product_external_id, title, sku, position, price, compare_at_price, available)
      SELECT external_id, product_external_id, title, sku, position, price, compare_at_price, available
      FROM jsonb_to_recordset(${json}::jsonb) AS x(external_id text, product_external_id text, title text, sku text,
        position int, price numeric(10,2), compare_at_price numeric(10,2), available boolean)`);
  }
  return products.size;
}
