import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  REPORT_MIN_COMPETITORS,
  type TLeadReport,
  type TPublicReport,
  type TReportCompetitor,
} from '@shared/contracts/outreach';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { competitiveReports, leads, type TCompetitiveReportRow } from '../db/schema';
import { AppError } from '../lib/errors';

/** Stores shown in a report, and sample products per store (docs/product-rules.md R103). */
export const REPORT_MAX_COMPETITORS = 10;
export const REPORT_SAMPLE_PRODUCTS = 3;
/** The thresholds of the stated rules that turn figures into positioning and opportunities. */
export const REPORT_RULES = {
  /** Lead's own average below 90 % of the market's: budget; above 110 %: premium. */
  budgetRatio: 0.9,
  premiumRatio: 1.1,
  /** (max - min) / average at or above this: a wide price range. */
  wideSpread: 1.5,
  /** Share of products with a compare-at price above the price. */
  onSaleShare: 0.25,
  outOfStockShare: 0.1,
} as const;

type TLeadForReport = {
  id: string;
  domain: string;
  storeName: string;
  website: string;
  category: string | null;
  productTypes: string[];
  currency: string | null;
  storeId: string | null;
};

const pct = (share: number) => `${Math.round(share * 100)} %`;

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

  const [figures] = rowsOf<{
    stores: number;
    products: number;
    avg: string | null;
    min: string | null;
    max: string | null;
    on_sale: number;
    out_of_stock: number;
  }>(
    await db.execute(sql`
      SELECT count(DISTINCT store_id)::int AS stores, count(*)::int AS products,
        round(avg(current_price), 2)::text AS avg, min(current_price)::text AS min, max(current_price)::text AS max,
        count(*) FILTER (WHERE compare_at_price > current_price)::int AS on_sale,
        count(*) FILTER (WHERE NOT available)::int AS out_of_stock
      FROM (${inCurrency}) m`),
  );
  const storeCount = figures?.stores ?? 0;

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
    category: lead.category,
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

  const avg = Number(figures!.avg);
  const min = Number(figures!.min);
  const max = Number(figures!.max);
  const products = figures!.products;
  const onSale = products ? figures!.on_sale / products : 0;
  const outOfStock = products ? figures!.out_of_stock / products : 0;
  const wide = avg > 0 && (max - min) / avg >= REPORT_RULES.wideSpread;

  // The lead's own prices, when Rivalwatch monitors the lead's store in the same currency.
  let ownAvg: number | null = null;
  if (lead.storeId) {
    const [r] = rowsOf<{ avg: string | null }>(
      await db.execute(sql`
        SELECT round(avg(p.current_price), 2)::text AS avg FROM products p JOIN stores s ON s.id = p.store_id
        WHERE p.store_id = ${lead.storeId} AND p.removed_at IS NULL AND s.currency = ${currency}`),
    );
    ownAvg = r?.avg ? Number(r.avg) : null;
  }
  const money = (n: number | string) => `${Number(n).toFixed(2)} ${currency}`;
  let marketPositioning: string;
  if (ownAvg !== null && avg > 0) {
    const ratio = ownAvg / avg;
    marketPositioning =
      ratio < REPORT_RULES.budgetRatio
        ? `Budget: your average price (${money(ownAvg)}) is ${pct(1 - ratio)} below the market average (${money(avg)}).`
        : ratio > REPORT_RULES.premiumRatio
          ? `Premium: your average price (${money(ownAvg)}) is ${pct(ratio - 1)} above the market average (${money(avg)}).`
          : `In line with the market: your average price (${money(ownAvg)}) is within 10 % of the market average (${money(avg)}).`;
  } else {
    marketPositioning = wide
      ? `A wide market: prices run from ${money(min)} to ${money(max)} around an average of ${money(avg)}, so budget and premium positions both exist.`
      : `A tight market: most prices sit near the average of ${money(avg)} (from ${money(min)} to ${money(max)}), so competition is on price.`;
  }
  const opportunities: string[] = [];
  const recommendations = [
    `Track these ${storeCount} stores' prices, sales and new products so you hear of a change the day it happens.`,
  ];
  if (onSale >= REPORT_RULES.onSaleShare) {
    opportunities.push(
      `${pct(onSale)} of competitor products are on sale (a compare-at price above the price): discounts are common in this market.`,
    );
    recommendations.push('Set a price-drop alert so a competitor sale never catches you out.');
  }
  if (outOfStock >= REPORT_RULES.outOfStockShare) {
    opportunities.push(
      `${pct(outOfStock)} of competitor products are out of stock: shoppers looking for them can find yours instead.`,
    );
    recommendations.push(
      'Watch competitor stock: an out-of-stock rival is a moment to promote your product.',
    );
  }
  if (wide)
    opportunities.push(
      `Prices run from ${money(min)} to ${money(max)}: there is room for a clear price position of your own.`,
    );
  return {
    ...base,
    status: 'generated' as const,
    message: null,
    currency,
    competitorCount: storeCount,
    avgMarketPrice: figures!.avg,
    priceRangeMin: figures!.min,
    priceRangeMax: figures!.max,
    commonProductTypes: typeRows.map((t) => ({ type: t.type, count: Number(t.count) })),
    marketPositioning,
    opportunities,
    recommendations,
    competitors,
  };
}

async function leadForReport(db: TExecutor, leadId: string): Promise<TLeadForReport> {
  const [lead] = await db
    .select({
      id: leads.id,
      domain: leads.domain,
      storeName: leads.storeName,
      website: leads.website,
      category: leads.category,
      productTypes: leads.productTypes,
      currency: leads.currency,
      storeId: leads.storeId,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw new AppError('not_found', 'Lead not found');
  return lead;
}

/**
 * The lead's stored report, generated on first need (the admin opening it, or email 2 quoting it). `regenerate`
 * computes it again and keeps its token, so a link already sent keeps working.
 */
export async function ensureReport(opts: {
  db: TExecutor;
  leadId: string;
  now: Date;
  userId?: string | null;
  regenerate?: boolean;
}): Promise<TCompetitiveReportRow> {
  if (!opts.regenerate) {
    const [existing] = await opts.db
      .select()
      .from(competitiveReports)
      .where(eq(competitiveReports.leadId, opts.leadId));
    if (existing) return existing;
  }
  const lead = await leadForReport(opts.db, opts.leadId);
  const report = await computeReport(opts.db, lead, opts.now);
  const values = { ...report, userId: opts.userId ?? null };
  const [row] = await opts.db
    .insert(competitiveReports)
    .values({ ...values, leadId: lead.id, token: randomBytes(24).toString('base64url') })
    .onConflictDoUpdate({ target: competitiveReports.leadId, set: values })
    .returning();
  return row!;
}

export function toPublicReport(row: TCompetitiveReportRow): TPublicReport {
  return {
    storeName: row.storeName,
    website: row.website,
    category: row.category,
    status: row.status,
    basis: row.basis,
    message: row.message,
    currency: row.currency,
    competitorCount: row.competitorCount,
    avgMarketPrice: row.avgMarketPrice,
    priceRangeMin: row.priceRangeMin,
    priceRangeMax: row.priceRangeMax,
    commonProductTypes: row.commonProductTypes,
    marketPositioning: row.marketPositioning,
    opportunities: row.opportunities,
    recommendations: row.recommendations,
    competitors: row.competitors,
    generatedAt: row.generatedAt.toISOString(),
  };
}

export function toLeadReport(row: TCompetitiveReportRow): TLeadReport {
  return {
    ...toPublicReport(row),
    id: row.id,
    leadId: row.leadId,
    token: row.token,
    publicPath: `/reports/${row.token}`,
  };
}

/** The public page's report by its token; 404 for any other token. */
export async function findReportByToken(opts: { db: TExecutor; token: string }): Promise<TPublicReport> {
  const [row] = await opts.db
    .select()
    .from(competitiveReports)
    .where(eq(competitiveReports.token, opts.token));
  if (!row) throw new AppError('not_found', 'This report link is not valid.');
  return toPublicReport(row);
}
