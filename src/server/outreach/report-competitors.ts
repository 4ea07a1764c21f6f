import { sql, type SQL } from 'drizzle-orm';
import type { TReportCompetitor } from '@shared/contracts/outreach';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

/** Stores shown in a report, and sample products per store (docs/product-rules.md R103). */
export const REPORT_MAX_COMPETITORS = 10;
export const REPORT_SAMPLE_PRODUCTS = 3;

/**
 * The stores a report shows (most matching products first) with a few recent products of each, and the product
 * types most common across all matching stores. `inCurrency` is the query of the matching products in the
 * report's currency.
 */
export async function reportCompetitors(db: TExecutor, inCurrency: SQL, category: string | null) {
  const competitorRows = rowsOf<{
    store_id: string;
    name: string;
    url: string;
    product_count: number;
    last_success_at: string | null;
    avg: string | null;
    matching: number;
  }>(
    await db.execute(sql`
      SELECT s.id AS store_id, s.name, s.url, s.product_count, s.last_success_at::text,
        round(avg(m.current_price), 2)::text AS avg, count(*)::int AS matching
      FROM (${inCurrency}) m JOIN stores s ON s.id = m.store_id
      GROUP BY s.id ORDER BY matching DESC, s.name LIMIT ${REPORT_MAX_COMPETITORS}`),
  );
  const storeIds = competitorRows.map((c) => c.store_id);
  const sampleRows = storeIds.length
    ? rowsOf<{
        store_id: string;
        title: string;
        price: string | null;
        compare_at: string | null;
        available: boolean;
        url: string;
        description: string | null;
      }>(
        await db.execute(sql`
          SELECT store_id, title, current_price::text AS price, compare_at_price::text AS compare_at, available, url,
            left(description, 300) AS description
          FROM (SELECT m.*, row_number() OVER (PARTITION BY store_id ORDER BY updated_at DESC, id) AS n
                FROM (${inCurrency}) m) ranked
          WHERE n <= ${REPORT_SAMPLE_PRODUCTS}
            AND store_id IN (${sql.join(
              storeIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
          ORDER BY store_id, n`),
      )
    : [];
  const typeRows = storeIds.length
    ? rowsOf<{ type: string; count: number }>(
        await db.execute(sql`
          SELECT p.product_type AS type, count(*)::int AS count FROM products p
          WHERE p.removed_at IS NULL AND coalesce(trim(p.product_type), '') <> ''
            AND p.store_id IN (SELECT DISTINCT store_id FROM (${inCurrency}) m)
          GROUP BY p.product_type ORDER BY count DESC, p.product_type LIMIT 5`),
      )
    : [];
  const competitors: TReportCompetitor[] = competitorRows.map((c) => ({
    name: c.name,
    website: c.url,
    category,
    avgPrice: c.avg,
    productCount: Number(c.product_count),
    lastUpdated: c.last_success_at ? new Date(c.last_success_at).toISOString() : null,
    products: sampleRows
      .filter((p) => p.store_id === c.store_id)
      .map((p) => ({
        name: p.title,
        price: p.price,
        compareAtPrice: p.compare_at,
        availability: p.available ? ('in_stock' as const) : ('out_of_stock' as const),
        url: p.url,
        description: p.description,
      })),
  }));
  return {
    competitors,
    commonProductTypes: typeRows.map((t) => ({ type: t.type, count: Number(t.count) })),
  };
}
