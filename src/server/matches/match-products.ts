import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { refreshPricePositions } from '../price-position/refresh-price-positions';
import { CLOSE_PRICE, COLOUR_WORDS, MATCH_WEIGHTS as W, SIZE_WORDS, SUGGEST_AT } from './match-scoring';
import { normalisedSku, normalisedVendor } from './normalised-sku';

/** A store the account's matching reads, and the product ids it has yet to match: (lo, hi]. */
type TBound = { store_id: string; own: boolean; lo: number; hi: number | null };

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
      FROM jsonb_to_recordset(${json}::jsonb) AS b(store_id uuid, own boolean, lo bigint, hi bigint)
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

/** The account's own stores and active competitor stores, each with its watermark and its newest product now. */
async function readBounds(db: TExecutor, accountId: string): Promise<TBound[]> {
  const rows = rowsOf<{ store_id: string; own: boolean; lo: string | number; hi: string | number | null }>(
    await db.execute(sql`
      WITH r AS (
        SELECT store_id, true AS own FROM own_stores WHERE account_id = ${accountId}
        UNION
        SELECT store_id, false FROM competitors c
        WHERE c.account_id = ${accountId} AND c.deactivated_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM own_stores o WHERE o.account_id = c.account_id AND o.store_id = c.store_id)
      )
      SELECT r.store_id, r.own, coalesce(w.last_product_id, 0) AS lo,
        (SELECT max(p.id) FROM products p WHERE p.store_id = r.store_id) AS hi
      FROM r LEFT JOIN match_watermarks w ON w.account_id = ${accountId} AND w.store_id = r.store_id`),
  );
  return rows.map((r) => ({
    store_id: r.store_id,
    own: r.own,
    lo: Number(r.lo),
    hi: r.hi === null ? null : Number(r.hi),
  }));
}

/** A constant of match-scoring.ts written into the statement (typed by PostgreSQL as numeric, never integer). */
const num = (n: number) => sql.raw(`${n}::numeric`);

const boundsOf = (json: string) =>
  sql`jsonb_to_recordset(${json}::jsonb) AS b(store_id uuid, own boolean, lo bigint, hi bigint)`;

/**
 * The same normalised SKU within the same vendor, from the new side only (as scoredMatches): new products of mine
 * against every competitor product, and new competitor products against my older ones; each branch starts from its
 * few new products and looks the other side's SKUs up in variants_store_sku_norm_idx.
 */
function skuMatches(accountId: string, json: string, sides: { newOfMine: boolean; newOfTheirs: boolean }) {
  const sku = (v: string) => normalisedSku(sql.raw(`${v}.sku`));
  const hasSku = (v: string) =>
    sql.raw(`${v}.removed_at IS NULL AND ${v}.sku IS NOT NULL AND ${v}.sku <> ''`);
  const sameVendor = sql`${normalisedVendor(sql`mp.vendor`)} = ${normalisedVendor(sql`cp.vendor`)}`;
  const none = sql`SELECT NULL::bigint, NULL::bigint WHERE false`;
  const newOfMine = sql`
      SELECT mp.id, cp.id
      FROM b ob
      JOIN products mp ON mp.store_id = ob.store_id AND mp.removed_at IS NULL AND mp.id > ob.lo AND mp.id <= ob.hi
      JOIN variants mv ON mv.product_id = mp.id AND ${hasSku('mv')}
      JOIN b cb ON NOT cb.own
      JOIN variants cv ON cv.store_id = cb.store_id AND ${hasSku('cv')} AND ${sku('cv')} = ${sku('mv')}
      JOIN products cp ON cp.id = cv.product_id AND cp.removed_at IS NULL AND cp.id <= cb.hi
      WHERE ob.own AND ${sameVendor}`;
  const newOfTheirs = sql`
      SELECT mp.id, cp.id
      FROM b cb
      JOIN products cp ON cp.store_id = cb.store_id AND cp.removed_at IS NULL AND cp.id > cb.lo AND cp.id <= cb.hi
      JOIN variants cv ON cv.product_id = cp.id AND ${hasSku('cv')}
      JOIN b ob ON ob.own
      JOIN variants mv ON mv.store_id = ob.store_id AND ${hasSku('mv')} AND ${sku('mv')} = ${sku('cv')}
      JOIN products mp ON mp.id = mv.product_id AND mp.removed_at IS NULL AND mp.id <= ob.lo
      WHERE NOT cb.own AND ${sameVendor}`;
  return sql`
    WITH b AS (SELECT * FROM ${boundsOf(json)}),
    pairs (own_id, comp_id) AS (
      SELECT NULL::bigint, NULL::bigint WHERE false
      UNION ${sides.newOfMine ? newOfMine : none}
      UNION ${sides.newOfTheirs ? newOfTheirs : none}
    )
    INSERT INTO product_matches (account_id, own_product_id, competitor_product_id, status, source, reason, decided_at)
    SELECT ${accountId}::uuid, own_id, comp_id, 'confirmed', 'sku', 'same SKU', now()
    FROM pairs
    ON CONFLICT (account_id, own_product_id, competitor_product_id) DO UPDATE
      SET status = 'confirmed', source = 'sku', reason = 'same SKU', score = NULL, decided_at = now()
      WHERE product_matches.status = 'suggested'
    RETURNING own_product_id`;
}

/**
 * True when both word lists name a colour (or a size, or a figure such as "4" of "4 mm") and share none of that
 * kind (R137).
 */
function differentTraits(mine: SQL, theirs: SQL) {
  const kind = (list: SQL) => sql`(SELECT count(*) FILTER (WHERE x = ANY(${mine})) > 0
      AND count(*) FILTER (WHERE x = ANY(${theirs})) > 0
      AND count(*) FILTER (WHERE x = ANY(${mine}) AND x = ANY(${theirs})) = 0
    FROM unnest(${list}) AS x)`;
  return sql`(${kind(words(COLOUR_WORDS))} OR ${kind(words(SIZE_WORDS))}
    OR ${kind(sql`ARRAY(SELECT f FROM unnest(${mine} || ${theirs}) AS f WHERE f ~ '^[0-9]+$')`)})`;
}

/** A list of match-scoring.ts written into the statement as a text array (constants of ours, never input). */
const words = (list: readonly string[]) => sql.raw(`ARRAY[${list.map((w) => `'${w}'`).join(',')}]::text[]`);

/** A product's title key, and its keys (that with any one word left out): generated columns, indexed. */
const keyOf = (alias: string) => sql.raw(`${alias}.match_key`);
const keysOf = (alias: string) => sql.raw(`${alias}.match_keys`);

/**
 * Candidates are products of the other side whose titles have the same words, or one word more ('superset'), or
 * one word fewer ('subset') (R138): two index lookups per product. A word swapped for another ("Classic" for
 * "Vintage", "Wool" for "Cotton", "Blue" for "Green") makes no candidate: such siblings are other goods far more
 * often than the same goods reworded.
 * `sides`: which candidate searches can find anything (each lookup costs; a first match has no older products of
 * mine, an incremental one after a competitor's read no new ones).
 */
function scoredMatches(accountId: string, json: string, sides: { newOfMine: boolean; newOfTheirs: boolean }) {
  const vendor = (alias: string) => normalisedVendor(sql.raw(`${alias}.vendor`));
  const newOfMine = (how: 'superset' | 'subset') => sql`
      SELECT mp.id AS own_id, cp.id AS comp_id
      FROM b ob
      JOIN products mp ON mp.store_id = ob.store_id AND mp.removed_at IS NULL AND mp.id > ob.lo AND mp.id <= ob.hi
      JOIN products cp ON ${how === 'superset' ? sql`${keysOf('cp')} && ARRAY[${keyOf('mp')}]` : sql`${keyOf('cp')} = ANY(${keysOf('mp')})`}
        AND cp.removed_at IS NULL
      JOIN b cb ON cb.store_id = cp.store_id AND NOT cb.own AND cp.id <= cb.hi
      WHERE ob.own`;
  const newOfTheirs = (how: 'superset' | 'subset') => sql`
      SELECT mp.id AS own_id, cp.id AS comp_id
      FROM b cb
      JOIN products cp ON cp.store_id = cb.store_id AND cp.removed_at IS NULL AND cp.id > cb.lo AND cp.id <= cb.hi
      JOIN products mp ON ${how === 'superset' ? sql`${keysOf('mp')} && ARRAY[${keyOf('cp')}]` : sql`${keyOf('mp')} = ANY(${keysOf('cp')})`}
        AND mp.removed_at IS NULL
      JOIN b ob ON ob.store_id = mp.store_id AND ob.own AND mp.id <= ob.lo
      WHERE NOT cb.own`;
  const none = sql`SELECT NULL::bigint, NULL::bigint WHERE false`;
  return sql`
    WITH b AS (SELECT * FROM ${boundsOf(json)}),
    -- Candidate pairs by title keys (indexed: the same words, or one word more on either side), from the new side
    -- only: new products of mine against every competitor product, and my older products against new competitor
    -- products. Each index is looked up on its own (an OR of the two would read every product).
    cand AS (
      SELECT NULL::bigint AS own_id, NULL::bigint AS comp_id WHERE false
      UNION ${sides.newOfMine ? newOfMine('superset') : none}
      UNION ${sides.newOfMine ? newOfMine('subset') : none}
      UNION ${sides.newOfTheirs ? newOfTheirs('superset') : none}
      UNION ${sides.newOfTheirs ? newOfTheirs('subset') : none}
    ),
    -- Option values and SKUs of the products in a candidate pair, once per product. A single variant's
    -- "Default Title" says nothing about the goods.
    texts AS (
      SELECT v.product_id,
        coalesce(string_agg(v.title, ' ' ORDER BY v.position) FILTER (WHERE v.title <> 'Default Title'), '') AS opts,
        coalesce(string_agg(${normalisedSku(sql`v.sku`)}, ' ' ORDER BY v.position) FILTER (WHERE v.sku <> ''), '')
          AS skus
      FROM variants v
      WHERE v.removed_at IS NULL
        AND v.product_id IN (SELECT own_id FROM cand UNION SELECT comp_id FROM cand)
      GROUP BY v.product_id
    ),
    pairs AS (
      SELECT mp.id AS own_id, cp.id AS comp_id, cp.store_id AS comp_store,
        similarity(mp.title, cp.title) AS title_sim,
        (${vendor('mp')} <> '' AND ${vendor('mp')} = ${vendor('cp')}) AS same_vendor,
        (lower(trim(coalesce(mp.product_type, ''))) <> ''
          AND lower(trim(coalesce(mp.product_type, ''))) = lower(trim(coalesce(cp.product_type, '')))) AS same_type,
        CASE WHEN ms.currency = cs.currency AND mp.current_price > 0 AND cp.current_price > 0
          THEN abs(mp.current_price - cp.current_price) / greatest(mp.current_price, cp.current_price) END AS price_gap,
        similarity(coalesce(mt.opts, ''), coalesce(ct.opts, '')) AS option_sim,
        ${vendor('mp')} AS own_vendor, ${vendor('cp')} AS their_vendor,
        coalesce(mt.skus, '') AS own_skus, coalesce(ct.skus, '') AS their_skus,
        -- Titles that are candidates share every word but one, so they never name different colours, sizes or
        -- figures; option values may (R137), and are read only when a side has some.
        CASE WHEN coalesce(mt.opts, '') = '' AND coalesce(ct.opts, '') = '' THEN false
          ELSE (SELECT ${differentTraits(sql`w.mine`, sql`w.theirs`)}
            FROM (SELECT match_title_words(mp.title || ' ' || coalesce(mt.opts, ''), '') AS mine,
              match_title_words(cp.title || ' ' || coalesce(ct.opts, ''), '') AS theirs) w) END AS different_traits
      FROM cand
      JOIN products mp ON mp.id = cand.own_id
      JOIN stores ms ON ms.id = mp.store_id
      JOIN products cp ON cp.id = cand.comp_id
      JOIN stores cs ON cs.id = cp.store_id
      LEFT JOIN texts mt ON mt.product_id = mp.id
      LEFT JOIN texts ct ON ct.product_id = cp.id
      WHERE NOT EXISTS (SELECT 1 FROM product_matches pm WHERE pm.account_id = ${accountId}
          AND pm.own_product_id = mp.id AND pm.competitor_product_id = cp.id)
        AND NOT EXISTS (SELECT 1 FROM product_matches pm JOIN products x ON x.id = pm.competitor_product_id
          WHERE pm.account_id = ${accountId} AND pm.own_product_id = mp.id AND pm.status = 'confirmed'
            AND x.store_id = cp.store_id)
    ),
    -- Different goods, however alike the titles (R137): another brand, a sibling SKU (AG-CORK-4 beside AG-CORK-6),
    -- or both naming a colour, a size or a figure in titles and options and sharing none.
    candidates AS (
      SELECT * FROM pairs
      WHERE NOT (own_vendor <> '' AND their_vendor <> '' AND similarity(own_vendor, their_vendor) < 0.5)
        AND NOT (own_skus <> '' AND their_skus <> '' AND own_skus <> their_skus
          AND similarity(own_skus, their_skus) >= 0.5)
        AND NOT different_traits
    ),
    scored AS (
      SELECT *, round((${num(W.title)} * title_sim + CASE WHEN same_vendor THEN ${num(W.vendor)} ELSE 0 END
        + CASE WHEN same_type THEN ${num(W.type)} ELSE 0 END
        + ${num(W.price)} * (1 - least(1, coalesce(price_gap, 1))) + ${num(W.options)} * option_sim)::numeric, 4)::real
          AS score
      FROM candidates
    ),
    best AS (
      SELECT DISTINCT ON (own_id, comp_store) * FROM scored ORDER BY own_id, comp_store, score DESC, comp_id
    )
    INSERT INTO product_matches (account_id, own_product_id, competitor_product_id, status, source, score, reason)
    SELECT ${accountId}::uuid, own_id, comp_id, 'suggested', 'score', score,
      concat('title ', round(title_sim * 100)::int, ' % alike',
        CASE WHEN same_vendor THEN ', same vendor' END,
        CASE WHEN same_type THEN ', same type' END,
        CASE WHEN price_gap = 0 THEN ', same price'
          WHEN price_gap <= ${num(CLOSE_PRICE)} THEN ', price within ' || ceil(price_gap * 100)::int || ' %' END,
        CASE WHEN option_sim >= 0.8 THEN ', same options' END)
    FROM best WHERE score >= ${num(SUGGEST_AT)}
    ON CONFLICT (account_id, own_product_id, competitor_product_id) DO NOTHING
    RETURNING id`;
}
