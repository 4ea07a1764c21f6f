import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { isoFromUtc, utcText } from '../db/utc-time';
import { activeScope } from '../insights/scope';
import type { TExportValue } from './export-csv';

type TExportRecord = Record<string, TExportValue>;
type TOpts = { db: TExecutor; accountId: string; batchSize?: number };
type TCompetitor = { name: string; domain: string; store_id: string };
type TRankRow = {
  id: string;
  at_key: string;
  product_title: string;
  product_url: string | null;
  rank: number | null;
  previous_rank: number | null;
  read_at: string;
};
type TFootprintRow = {
  id: string;
  at_key: string;
  kind: string;
  name: string;
  category: string | null;
  version: string | null;
  theme_store_id: string | null;
  first_seen_at: string;
  last_seen_at: string;
  removed_at: string | null;
  evidence: string;
};

/** The history exports (docs/product-rules.md R152): rank changes, and the theme and apps seen. */
export const HISTORY_COLUMNS = {
  'rank-history': [
    'competitor_name',
    'competitor_domain',
    'product_title',
    'product_url',
    // The store's own best-selling order, not units sold (R143); empty when the product left the top.
    'best_seller_rank',
    'previous_rank',
    'read_at',
  ],
  'theme-app-history': [
    'competitor_name',
    'competitor_domain',
    'kind',
    'name',
    'category',
    'version',
    'theme_store_id',
    'first_seen_at',
    'last_seen_at',
    'removed_at',
    'evidence',
  ],
} as const;

async function scopeOf(opts: TOpts): Promise<TCompetitor[]> {
  return rowsOf<TCompetitor>(
    await opts.db.execute(sql`SELECT * FROM (${activeScope(opts.accountId)}) sc ORDER BY sc.name, sc.id`),
  );
}

type TAfter = { at: string; id: string } | null;

/**
 * Each of the account's active competitors in turn (by name), and its rows in keyset batches of `size`: `page` reads
 * the rows after the cursor, ordered by (at_key, id), which the store's time index serves.
 */
async function* perCompetitor<TRow extends { id: string; at_key: string }>(
  opts: TOpts & { size: number },
  page: (competitor: TCompetitor, after: TAfter) => SQL,
  toRecord: (competitor: TCompetitor, row: TRow) => TExportRecord,
): AsyncGenerator<TExportRecord[]> {
  for (const competitor of await scopeOf(opts)) {
    let after: TAfter = null;
    for (;;) {
      const rows: TRow[] = rowsOf(await opts.db.execute(page(competitor, after)));
      if (rows.length) yield rows.map((r) => toRecord(competitor, r));
      const last: TRow | undefined = rows.at(-1);
      if (!last || rows.length < opts.size) break;
      after = { at: last.at_key, id: last.id };
    }
  }
}

/**
 * Each stored change of place of the account's active competitors' products (R141: one row per product per read
 * where it changed), competitor by competitor, oldest first, over (observed_at, id) (best_seller_ranks_store_time_idx).
 */
export function rankHistoryBatches(opts: TOpts & { size: number }): AsyncGenerator<TExportRecord[]> {
  return perCompetitor<TRankRow>(
    opts,
    (competitor, after) => sql`
      SELECT r.id::text AS id, r.observed_at::text AS at_key, p.title AS product_title, p.url AS product_url,
        r.rank, r.previous_rank, ${utcText(sql`r.observed_at`)} AS read_at
      FROM best_seller_ranks r JOIN products p ON p.id = r.product_id
      WHERE r.store_id = ${competitor.store_id}
        ${after ? sql`AND (r.observed_at, r.id) > (${after.at}::timestamptz, ${after.id}::bigint)` : sql``}
      ORDER BY r.observed_at, r.id LIMIT ${opts.size}`,
    (competitor, r) => ({
      competitor_name: competitor.name,
      competitor_domain: competitor.domain,
      product_title: r.product_title,
      product_url: r.product_url,
      best_seller_rank: r.rank,
      previous_rank: r.previous_rank,
      read_at: isoFromUtc(r.read_at),
    }),
  );
}

/**
 * Every theme, app and unknown script host the account's active competitors' home pages showed (R127), present or
 * gone, with first and last seen and the snippet it was read from, competitor by competitor, over
 * (first_seen_at, id) (store_footprints_store_idx). Last seen is when it went, else the store's last good read.
 */
export function footprintHistoryBatches(opts: TOpts & { size: number }): AsyncGenerator<TExportRecord[]> {
  return perCompetitor<TFootprintRow>(
    opts,
    (competitor, after) => sql`
      SELECT f.id::text AS id, f.first_seen_at::text AS at_key, f.kind, f.name, f.category,
        f.details->>'schemaVersion' AS version, f.details->>'themeStoreId' AS theme_store_id,
        ${utcText(sql`f.first_seen_at`)} AS first_seen_at,
        ${utcText(sql`coalesce(f.removed_at, (SELECT s.last_success_at FROM stores s WHERE s.id = f.store_id), f.first_seen_at)`)} AS last_seen_at,
        ${utcText(sql`f.removed_at`)} AS removed_at, f.evidence
      FROM store_footprints f
      WHERE f.store_id = ${competitor.store_id}
        ${after ? sql`AND (f.first_seen_at, f.id) > (${after.at}::timestamptz, ${after.id}::bigint)` : sql``}
      ORDER BY f.first_seen_at, f.id LIMIT ${opts.size}`,
    (competitor, r) => ({
      competitor_name: competitor.name,
      competitor_domain: competitor.domain,
      kind: r.kind,
      name: r.name,
      category: r.category,
      version: r.version,
      theme_store_id: r.theme_store_id === null ? null : Number(r.theme_store_id),
      first_seen_at: isoFromUtc(r.first_seen_at),
      last_seen_at: isoFromUtc(r.last_seen_at),
      removed_at: isoFromUtc(r.removed_at),
      evidence: r.evidence,
    }),
  );
}
