import { sql, type SQL } from 'drizzle-orm';
import { CLOSE_PRICE, COLOUR_WORDS, MATCH_WEIGHTS as W, SIZE_WORDS, SUGGEST_AT } from './match-scoring';
import { normalisedSku, normalisedVendor } from './normalised-sku';
import { boundsOf, noPairs, type TMatchSides } from './read-match-bounds';

/** A constant of match-scoring.ts written into the statement (typed by PostgreSQL as numeric, never integer). */
const num = (n: number) => sql.raw(`${n}::numeric`);

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
export function scoredMatches(accountId: string, json: string, sides: TMatchSides) {
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
  return sql`
    WITH b AS (SELECT * FROM ${boundsOf(json)}),
    -- Candidate pairs by title keys (indexed: the same words, or one word more on either side), from the new side
    -- only: new products of mine against every competitor product, and my older products against new competitor
    -- products. Each index is looked up on its own (an OR of the two would read every product).
    cand AS (
      SELECT NULL::bigint AS own_id, NULL::bigint AS comp_id WHERE false
      UNION ${sides.newOfMine ? newOfMine('superset') : noPairs}
      UNION ${sides.newOfMine ? newOfMine('subset') : noPairs}
      UNION ${sides.newOfTheirs ? newOfTheirs('superset') : noPairs}
      UNION ${sides.newOfTheirs ? newOfTheirs('subset') : noPairs}
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
