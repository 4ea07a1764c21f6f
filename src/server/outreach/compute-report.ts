import { sql } from 'drizzle-orm';
import { REPORT_MIN_COMPETITORS, type TReportCompetitor } from '@shared/contracts/outreach';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { reportCompetitors } from './report-competitors';
import { reportPositioning, type TMarketFigures } from './report-positioning';

export type TLeadForReport = {
  id: string;
  domain: string;
  storeName: string;
  website: string;
  category: string | null;
  productTypes: string[];
  currency: string | null;
  storeId: string | null;
};

/** The terms a store's product types are matched against: the lead's category and its own product types. */
export function reportTerms(lead: Pick<TLeadForReport, 'category' | 'productTypes'>): string[] {
  const terms = [lead.category, ...lead.productTypes]
    .map((t) => t?.trim().toLowerCase())
    .filter((t): t is string => !!t);
  return [...new Set(terms)].slice(0, 20);
}

/**
 * Computes a lead's report from the stores Rivalwatch monitors: a store takes part when some of its live products
 * have a product type equal (case aside) to the lead's category or one of the lead's product types; the lead's own
 * store never does. Prices are never mixed across currencies: the lead's currency is used when enough stores price
 * in it, else the currency most of the matching stores use. Fewer than REPORT_MIN_COMPETITORS stores: the report
 * says so and states no market figures.
 */
export async function computeReport(db: TExecutor, lead: TLeadForReport, now: Date) {
  const terms = reportTerms(lead);
  const basisOf = (list: string[]) =>
    list.length === 0
      ? 'No category or product types are known for this store'
      : `Monitored stores selling ${list.map((t) => `"${t}"`).join(', ')}`;
  const base = {
    storeName: lead.storeName,
    website: lead.website,
    category: lead.category,
    basis: basisOf(terms),
    generatedAt: now,
  };
  const empty = {
    ...base,
    status: 'insufficient_data' as const,
    currency: null,
    competitorCount: 0,
    avgMarketPrice: null,
    priceRangeMin: null,
    priceRangeMax: null,
    commonProductTypes: [],
    marketPositioning: null,
    opportunities: [],
    recommendations: [],
    competitors: [] as TReportCompetitor[],
  };
  if (terms.length === 0)
    return {
      ...empty,
      message:
        'The store has no category or product types yet, so there is nothing to compare it with. Add a category to the lead and generate the report again.',
    };
  const termList = sql`ARRAY[${sql.join(
    terms.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const matching = sql`
    SELECT p.id, p.store_id, p.title, p.description, p.url, p.current_price, p.compare_at_price, p.available,
      p.updated_at, s.currency
    FROM products p JOIN stores s ON s.id = p.store_id
    WHERE p.removed_at IS NULL AND lower(trim(p.product_type)) = ANY(${termList})
      AND s.id IS DISTINCT FROM ${lead.storeId}::uuid
      AND lower(s.url) NOT LIKE ${`%//${lead.domain.toLowerCase()}`}
      AND lower(s.url) NOT LIKE ${`%//www.${lead.domain.toLowerCase()}`}`;

  const currencies = rowsOf<{ currency: string; stores: number }>(
    await db.execute(sql`
      SELECT currency, count(DISTINCT store_id)::int AS stores FROM (${matching}) m
      GROUP BY currency ORDER BY stores DESC, currency`),
  );
  const own = currencies.find((c) => c.currency === lead.currency);
  const chosen = own && own.stores >= REPORT_MIN_COMPETITORS ? own : currencies[0];
  const currency = chosen?.currency ?? null;
  const inCurrency = sql`SELECT * FROM (${matching}) m0 WHERE currency = ${currency}`;

  const [figures] = rowsOf<TMarketFigures>(
    await db.execute(sql`
      SELECT count(DISTINCT store_id)::int AS stores, count(*)::int AS products,
        round(avg(current_price), 2)::text AS avg, min(current_price)::text AS min, max(current_price)::text AS max,
        count(*) FILTER (WHERE compare_at_price > current_price)::int AS on_sale,
        count(*) FILTER (WHERE NOT available)::int AS out_of_stock
      FROM (${inCurrency}) m`),
  );
  const storeCount = figures?.stores ?? 0;
  const { competitors, commonProductTypes } = await reportCompetitors(db, inCurrency, lead.category);

  if (storeCount < REPORT_MIN_COMPETITORS) {
    const found = storeCount === 1 ? '1 store' : `${storeCount} stores`;
    return {
      ...empty,
      currency,
      competitorCount: storeCount,
      competitors,
      message: `Rivalwatch monitors ${found} matching this store${currency ? ` (prices in ${currency})` : ''}; a report needs at least ${REPORT_MIN_COMPETITORS} to state market figures, so it gives none.`,
    };
  }

  return {
    ...base,
    status: 'generated' as const,
    message: null,
    currency,
    competitorCount: storeCount,
    avgMarketPrice: figures!.avg,
    priceRangeMin: figures!.min,
    priceRangeMax: figures!.max,
    commonProductTypes,
    ...reportPositioning({
      figures: figures!,
      ownAvg: lead.storeId ? await ownAveragePrice(db, lead.storeId, currency) : null,
      currency,
      storeCount,
    }),
    competitors,
  };
}

/** The lead's own prices, when Rivalwatch monitors the lead's store in the same currency. */
async function ownAveragePrice(db: TExecutor, storeId: string, currency: string | null) {
  const [r] = rowsOf<{ avg: string | null }>(
    await db.execute(sql`
      SELECT round(avg(p.current_price), 2)::text AS avg FROM products p JOIN stores s ON s.id = p.store_id
      WHERE p.store_id = ${storeId} AND p.removed_at IS NULL AND s.currency = ${currency}`),
  );
  return r?.avg ? Number(r.avg) : null;
}
