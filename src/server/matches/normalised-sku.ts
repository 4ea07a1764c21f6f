import { sql, type SQL } from 'drizzle-orm';

/**
 * A SKU as matching compares it (docs/product-rules.md R126): case, spaces and dashes aside. The same expression as
 * the index `variants_store_sku_norm_idx` (db/schema/catalogue.ts), so the join can use it.
 */
export function normalisedSku(column: SQL): SQL {
  return sql`lower(regexp_replace(${column}, '[[:space:]-]', '', 'g'))`;
}

/** A vendor as matching compares it: case and surrounding spaces aside, empty when missing. */
export function normalisedVendor(column: SQL): SQL {
  return sql`lower(trim(coalesce(${column}, '')))`;
}
