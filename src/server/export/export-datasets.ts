import { sql } from 'drizzle-orm';
import { discountCompareAt } from '@shared/pricing/compare-at';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TExportValue } from './export-csv';
import { isoFromUtc, utcText } from '../db/utc-time';
import { activeScope } from '../insights/scope';
import { footprintHistoryBatches, HISTORY_COLUMNS, rankHistoryBatches } from './history-datasets';

export const EXPORT_DATASETS = ['competitors', 'products', 'rank-history', 'theme-app-history'] as const;
export type TExportDataset = (typeof EXPORT_DATASETS)[number];
export type TExportRecord = Record<string, TExportValue>;

export const EXPORT_COLUMNS: Record<TExportDataset, readonly string[]> = {
  competitors: ['name', 'url', 'domain', 'status', 'product_count', 'last_scraped', 'created_at'],
  products: [
    'title',
    'url',
    'vendor',
    'product_type',
    'current_price',
    'compare_at_price',
    'currency',
    'available',
    'competitor_name',
    'competitor_domain',
    'first_seen_at',
    'updated_at',
    // Its place in the store's own best-selling order now, not units sold (docs/product-rules.md R143); empty
    // outside the top.
    'best_seller_rank',
  ],
  ...HISTORY_COLUMNS,
};

export const EXPORT_BATCH = 1000;

type TOpts = { db: TExecutor; accountId: string; batchSize?: number };

/** The user's active competitors, oldest first, in keyset batches over (created_at, id). */
async function* competitorBatches(opts: TOpts): AsyncGenerator<TExportRecord[]> {
  const size = opts.batchSize ?? EXPORT_BATCH;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: { at: string; id: string } | null = after;
    const rows: (TExportRecord & { at_key: string; id: string })[] = rowsOf(
      await opts.db.execute(sql`
        SELECT c.id, c.created_at::text AS at_key, c.name, c.url, c.domain, c.status, c.product_count,
          ${utcText(sql`c.last_scraped`)} AS last_scraped, ${utcText(sql`c.created_at`)} AS created_at
        FROM competitors c
        WHERE c.account_id = ${opts.accountId} AND c.deactivated_at IS NULL
          ${cursor ? sql`AND (c.created_at, c.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
        ORDER BY c.created_at, c.id LIMIT ${size}`),
    );
    if (rows.length)
      yield rows.map(({ at_key: _a, id: _i, ...r }) => ({
        ...r,
        product_count: Number(r.product_count),
        last_scraped: isoFromUtc(r.last_scraped as string | null),
        created_at: isoFromUtc(r.created_at as string),
      }));
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { at: last.at_key, id: last.id };
  }
}

/** Live products of each active competitor in turn, by title, in keyset batches over (title, id). */
async function* productBatches(opts: TOpts): AsyncGenerator<TExportRecord[]> {
  const size = opts.batchSize ?? EXPORT_BATCH;
  const scope = rowsOf<{ name: string; domain: string; store_id: string; currency: string }>(
    await opts.db.execute(sql`SELECT * FROM (${activeScope(opts.accountId)}) sc ORDER BY sc.name, sc.id`),
  );
  for (const competitor of scope) {
    let after: { title: string; id: string } | null = null;
    for (;;) {
      const cursor: { title: string; id: string } | null = after;
      const rows: (TExportRecord & { id: string; title: string })[] = rowsOf(
        await opts.db.execute(sql`
          SELECT p.id::text AS id, p.title, p.url, p.vendor, p.product_type, p.current_price, p.compare_at_price,
            p.available, ${utcText(sql`p.first_seen_at`)} AS first_seen_at, ${utcText(sql`p.updated_at`)} AS updated_at,
            (SELECT r.rank FROM best_seller_ranks r WHERE r.product_id = p.id
              ORDER BY r.observed_at DESC, r.id DESC LIMIT 1) AS best_seller_rank
          FROM products p
          WHERE p.store_id = ${competitor.store_id} AND p.removed_at IS NULL
            ${cursor ? sql`AND (p.title, p.id) > (${cursor.title}, ${cursor.id}::bigint)` : sql``}
          ORDER BY p.title, p.id LIMIT ${size}`),
      );
      if (rows.length) {
        yield rows.map(({ id: _id, ...r }) => ({
          ...r,
          // Empty unless it is a discount on the price (docs/product-rules.md R86).
          compare_at_price: discountCompareAt(
            r.current_price as string | null,
            r.compare_at_price as string | null,
          ),
          first_seen_at: isoFromUtc(r.first_seen_at as string),
          updated_at: isoFromUtc(r.updated_at as string),
          currency: competitor.currency,
          competitor_name: competitor.name,
          competitor_domain: competitor.domain,
        }));
      }
      const last = rows.at(-1);
      if (!last || rows.length < size) break;
      after = { title: last.title, id: last.id };
    }
  }
}

export function exportBatches(dataset: TExportDataset, opts: TOpts): AsyncGenerator<TExportRecord[]> {
  const size = opts.batchSize ?? EXPORT_BATCH;
  switch (dataset) {
    case 'competitors':
      return competitorBatches(opts);
    case 'products':
      return productBatches(opts);
    case 'rank-history':
      return rankHistoryBatches({ ...opts, size });
    case 'theme-app-history':
      return footprintHistoryBatches({ ...opts, size });
  }
}
