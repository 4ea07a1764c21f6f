import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import type { TScrapedProduct } from './scrape-types';

const CHUNK = 5000;

/**
 * Loads the scraped catalogue into two temporary tables (dropped at commit), deduplicated by id, with each
 * product's derived price: the lowest price among available variants, else among all (DECISIONS.md 6).
 */
export async function stageCatalogue(tx: TTx, scraped: TScrapedProduct[]): Promise<number> {
  await tx.execute(sql`
    CREATE TEMP TABLE stage_products (
      external_id text PRIMARY KEY, handle text NOT NULL, title text NOT NULL, description text, vendor text,
      product_type text, tags jsonb NOT NULL, image_url text, url text NOT NULL, created_at timestamptz,
      published_at timestamptz, updated_at timestamptz,
      price numeric(10,2), compare_at_price numeric(10,2), available boolean
    ) ON COMMIT DROP`);
  await tx.execute(sql`
    CREATE TEMP TABLE stage_variants (
      external_id text PRIMARY KEY, product_external_id text NOT NULL, title text NOT NULL, sku text,
      position int NOT NULL, price numeric(10,2), compare_at_price numeric(10,2), available boolean NOT NULL
    ) ON COMMIT DROP`);

  const products = new Map<string, TScrapedProduct>();
  for (const p of scraped) products.set(p.externalId, p);
  const productRows = [...products.values()].map((p) => ({
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
  }));
  const variantRows = new Map<string, object>();
  for (const p of products.values()) {
    for (const v of p.variants) {
      variantRows.set(v.externalId, {
        external_id: v.externalId,
        product_external_id: p.externalId,
        title: v.title,
        sku: v.sku,
        position: v.position,
        price: v.price,
        compare_at_price: v.compareAtPrice,
        available: v.available,
      });
    }
  }

  for (let i = 0; i < productRows.length; i += CHUNK) {
    const json = JSON.stringify(productRows.slice(i, i + CHUNK));
    await tx.execute(sql`
      INSERT INTO stage_products (external_id, handle, title, description, vendor, product_type, tags, image_url,
        url, created_at, published_at, updated_at)
      SELECT external_id, handle, title, description, vendor, product_type, coalesce(tags, '[]'::jsonb), image_url,
        url, created_at, published_at, updated_at
      FROM jsonb_to_recordset(${json}::jsonb) AS x(external_id text, handle text, title text, description text,
        vendor text, product_type text, tags jsonb, image_url text, url text, created_at timestamptz,
        published_at timestamptz, updated_at timestamptz)`);
  }
  const variantList = [...variantRows.values()];
  for (let i = 0; i < variantList.length; i += CHUNK) {
    const json = JSON.stringify(variantList.slice(i, i + CHUNK));
    await tx.execute(sql`
      INSERT INTO stage_variants (external_id, product_external_id, title, sku, position, price, compare_at_price, available)
      SELECT external_id, product_external_id, title, sku, position, price, compare_at_price, available
      FROM jsonb_to_recordset(${json}::jsonb) AS x(external_id text, product_external_id text, title text, sku text,
        position int, price numeric(10,2), compare_at_price numeric(10,2), available boolean)`);
  }

  await tx.execute(sql`
    UPDATE stage_products sp SET price = d.price, compare_at_price = d.compare_at_price, available = d.any_available
    FROM (
      SELECT DISTINCT ON (product_external_id) product_external_id, price, compare_at_price,
        bool_or(available) OVER (PARTITION BY product_external_id) AS any_available
      FROM stage_variants
      ORDER BY product_external_id, available DESC, price ASC NULLS LAST
    ) d
    WHERE sp.external_id = d.product_external_id`);
  await tx.execute(sql`ANALYZE stage_products`);
  await tx.execute(sql`ANALYZE stage_variants`);
  return products.size;
}
