import { sql } from 'drizzle-orm';
import { normalisedSku, normalisedVendor } from './normalised-sku';
import { boundsOf, noPairs, type TMatchSides } from './read-match-bounds';

/**
 * The same normalised SKU within the same vendor, from the new side only (as scoredMatches): new products of mine
 * against every competitor product, and new competitor products against my older ones; each branch starts from its
 * few new products and looks the other side's SKUs up in variants_store_sku_norm_idx.
 */
export function skuMatches(accountId: string, json: string, sides: TMatchSides) {
  const sku = (v: string) => normalisedSku(sql.raw(`${v}.sku`));
  const hasSku = (v: string) =>
    sql.raw(`${v}.removed_at IS NULL AND ${v}.sku IS NOT NULL AND ${v}.sku <> ''`);
  const sameVendor = sql`${normalisedVendor(sql`mp.vendor`)} = ${normalisedVendor(sql`cp.vendor`)}`;
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
      UNION ${sides.newOfMine ? newOfMine : noPairs}
      UNION ${sides.newOfTheirs ? newOfTheirs : noPairs}
    )
    INSERT INTO product_matches (account_id, own_product_id, competitor_product_id, status, source, reason, decided_at)
    SELECT ${accountId}::uuid, own_id, comp_id, 'confirmed', 'sku', 'same SKU', now()
    FROM pairs
    ON CONFLICT (account_id, own_product_id, competitor_product_id) DO UPDATE
      SET status = 'confirmed', source = 'sku', reason = 'same SKU', score = NULL, decided_at = now()
      WHERE product_matches.status = 'suggested'
    RETURNING own_product_id`;
}
