import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { refreshPricePositions } from '../price-position/refresh-price-positions';
import { skuMatches } from './confirm-sku-matches';
import { boundsOf, readBounds } from './read-match-bounds';
import { scoredMatches } from './suggest-scored-matches';

export type TMatchSummary = { confirmed: number; suggested: number };

/**
 * Matches the account's own products with its competitors' products, set-based and incrementally
 * (docs/product-rules.md R126): only pairs with a product new since the last run on either side (match_watermarks)
 * are looked at.
 * 1. The same normalised SKU within the same vendor is confirmed at once ("same SKU").
 * 2. Otherwise titles that share a title key (the same words in any order, or all but one: match_title_keys,
 *    indexed), not different goods (another brand, a sibling SKU, another colour, size or figure: R137), are scored
 *    by title similarity (pg_trgm), vendor, product type, price and options (match-scoring.ts);
 *    the best pair of each of my products in each competitor store, at or above the bar, is suggested with its
 *    reason. A pair that exists already in any state (a rejected one too) is never proposed again.
 */
export async function matchAccount(opts: {
  db: TExecutor;
  accountId: string;
  /** Told how long each step took (the benchmark says where the time goes). */
  onStep?: (step: 'sku' | 'scored' | 'watermarks', ms: number) => void;
}): Promise<TMatchSummary> {
  const { db, accountId } = opts;
  let at = performance.now();
  const step = (name: 'sku' | 'scored' | 'watermarks') => {
    const now = performance.now();
    opts.onStep?.(name, now - at);
    at = now;
  };
  const bounds = await readBounds(db, accountId);
  const own = bounds.filter((b) => b.own && b.hi !== null);
  const theirs = bounds.filter((b) => !b.own && b.hi !== null);
  if (own.length && theirs.length) {
    const pending = [...own, ...theirs].some((b) => (b.hi ?? 0) > b.lo);
    if (!pending) return { confirmed: 0, suggested: 0 };
  }
  const json = JSON.stringify(bounds.filter((b) => b.hi !== null));
  return db.transaction(async (tx) => {
    let summary: TMatchSummary = { confirmed: 0, suggested: 0 };
    if (own.length && theirs.length) {
      // Candidates are few but the planner cannot know it from the keys: its estimates run to millions of rows,
      // enough to make JIT compile for seconds a statement that runs in milliseconds.
      await tx.execute(sql`SELECT set_config('jit', 'off', true)`);
      at = performance.now();
      const sides = {
        newOfMine: own.some((b) => (b.hi ?? 0) > b.lo),
        newOfTheirs: own.some((b) => b.lo > 0) && theirs.some((b) => (b.hi ?? 0) > b.lo),
      };
      const skuPairs = rowsOf<{ own_product_id: string | number }>(
        await tx.execute(skuMatches(accountId, json, sides)),
      );
      const confirmed = skuPairs.length;
      // Pairs confirmed by SKU count in their own products' positions at once (docs/product-rules.md R145).
      await refreshPricePositions(tx, {
        accountId,
        ownProductIds: [...new Set(skuPairs.map((r) => Number(r.own_product_id)))],
      });
      step('sku');
      const suggested = rowsOf(await tx.execute(scoredMatches(accountId, json, sides))).length;
      step('scored');
      summary = { confirmed, suggested };
    }
    await tx.execute(sql`
      INSERT INTO match_watermarks (account_id, store_id, last_product_id, updated_at)
      SELECT ${accountId}::uuid, b.store_id, b.hi, now()
      FROM ${boundsOf(json)}
      ON CONFLICT (account_id, store_id) DO UPDATE
        SET last_product_id = greatest(match_watermarks.last_product_id, excluded.last_product_id), updated_at = now()`);
    step('watermarks');
    return summary;
  });
}

/** Every account whose matching a scrape of this store may feed: its own store, or its competitor's. */
export async function matchAfterScrape(opts: { db: TExecutor; storeId: string }): Promise<TMatchSummary> {
  const accounts = rowsOf<{ account_id: string }>(
    await opts.db.execute(sql`
      SELECT account_id FROM own_stores WHERE store_id = ${opts.storeId}
      UNION
      SELECT c.account_id FROM competitors c
      WHERE c.store_id = ${opts.storeId} AND c.deactivated_at IS NULL
        AND EXISTS (SELECT 1 FROM own_stores o WHERE o.account_id = c.account_id)`),
  );
  const total: TMatchSummary = { confirmed: 0, suggested: 0 };
  for (const { account_id } of accounts) {
    const one = await matchAccount({ db: opts.db, accountId: account_id });
    total.confirmed += one.confirmed;
    total.suggested += one.suggested;
  }
  return total;
}
