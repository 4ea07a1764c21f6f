import { sql } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * The temporary tables a chunk of a changed catalogue is written through: the staged products and variants
 * (stage-catalogue.ts) and the old state beside the new (product_diff, variant_diff: apply-catalogue.ts, read by
 * detect-changes.ts). Made once per database connection and emptied at every commit (ON COMMIT DELETE ROWS), not
 * made and dropped in every chunk: creating four tables and two indexes was about half of PostgreSQL's time in a
 * scrape of a store where a few prices moved (bench:scale, pg_stat_statements). Nothing in them outlives its
 * transaction, so a pooler that hands each transaction another connection (docs/deploy.md) finds them empty or
 * makes them.
 */
const TABLES = [
  sql`CREATE TEMP TABLE stage_products (
    external_id text NOT NULL, handle text NOT NULL, title text NOT NULL, description text, vendor text,
    product_type text, tags jsonb NOT NULL, image_url text, url text NOT NULL, created_at timestamptz,
    published_at timestamptz, updated_at timestamptz,
    price numeric(10,2), compare_at_price numeric(10,2), available boolean, variants_visible int,
    variants_estimated int, content_hash text NOT NULL
  ) ON COMMIT DELETE ROWS`,
  sql`CREATE TEMP TABLE stage_variants (
    external_id text NOT NULL, product_external_id text NOT NULL, title text NOT NULL, sku text,
    position int NOT NULL, price numeric(10,2), compare_at_price numeric(10,2), available boolean NOT NULL
  ) ON COMMIT DELETE ROWS`,
  sql`CREATE TEMP TABLE product_diff (
    external_id text NOT NULL, product_id bigint NOT NULL, old_price numeric(10,2), old_compare_at numeric(10,2),
    old_available boolean, old_removed_at timestamptz, price numeric(10,2), compare_at_price numeric(10,2),
    available boolean NOT NULL, variants_estimated int, write boolean NOT NULL
  ) ON COMMIT DELETE ROWS`,
  // Anti-joins against the store's rows probe the diff tables by id. The indexes keep them O(n log n) whatever
  // plan the planner picks: PGlite runs no autovacuum, so its estimates for a store's rows can be far too low.
  sql`CREATE INDEX ON product_diff (product_id)`,
  sql`CREATE TEMP TABLE variant_diff (
    external_id text NOT NULL, product_external_id text NOT NULL, title text NOT NULL, sku text,
    position int NOT NULL, price numeric(10,2), compare_at_price numeric(10,2), available boolean NOT NULL,
    product_id bigint NOT NULL, variant_id bigint NOT NULL, old_price numeric(10,2), old_compare_at numeric(10,2),
    old_available boolean, old_removed_at timestamptz, write boolean NOT NULL
  ) ON COMMIT DELETE ROWS`,
  sql`CREATE INDEX ON variant_diff (variant_id)`,
];

/** Makes the staging tables on this connection unless it has them (the last one made stands for all). */
export async function prepareStagingTables(tx: TTx): Promise<void> {
  const [row] = rowsOf<{ ready: boolean }>(
    await tx.execute(sql`SELECT to_regclass('pg_temp.variant_diff') IS NOT NULL AS ready`),
  );
  if (row?.ready) return;
  for (const statement of TABLES) await tx.execute(statement);
}
