import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TScrapedProduct, TScrapedVariant } from './scrape-types';

/** A scraped product after deduplication, with the variants it owns and the hash of both. */
export type TPlannedProduct = { product: TScrapedProduct; variants: TScrapedVariant[]; hash: string };

export type TCataloguePlan = {
  /** Distinct products in the scrape. */
  seen: number;
  /** New or changed products (or ones coming back): only these are staged and compared. */
  changed: TPlannedProduct[];
  /** Ids of the store's live products the scrape did not list (removed only when the scrape is complete). */
  missingIds: string[];
  /** The store had no product rows at all: nothing can be gone, nothing needs an old state. */
  empty: boolean;
  /** The store's live products once this scrape is written, before any removal. */
  live: number;
};

/** Bump when the hashed shape changes, so every product is compared once more. */
const HASH_VERSION = 'v2';
const FIELD = '\u001f';
const ITEM = '\u001e';
const VARIANT = '\u001d';

/** A field as hash input; null is marked apart from any string. */
const f = (value: string | null) => (value === null ? '\u0000' : value);

/**
 * The hash of everything ingest stores from a product and its variants (columns of products and variants).
 * Fields are joined with control characters rather than JSON.stringify'd: this runs for every product of every
 * scrape, and the join costs a third of the JSON.
 */
export function contentHash(product: TScrapedProduct, variants: TScrapedVariant[]): string {
  const p = product;
  let text =
    HASH_VERSION +
    FIELD +
    p.handle +
    FIELD +
    p.title +
    FIELD +
    f(p.description) +
    FIELD +
    f(p.vendor) +
    FIELD +
    f(p.productType) +
    FIELD +
    p.tags.join(ITEM) +
    FIELD +
    f(p.imageUrl) +
    FIELD +
    p.url +
    FIELD +
    f(p.createdAt) +
    FIELD +
    f(p.publishedAt) +
    FIELD +
    f(p.updatedAt) +
    FIELD +
    f(p.optionCombinations == null ? null : String(p.optionCombinations));
  for (const v of variants) {
    text +=
      VARIANT +
      v.externalId +
      FIELD +
      v.title +
      FIELD +
      f(v.sku) +
      FIELD +
      v.position +
      FIELD +
      f(v.price) +
      FIELD +
      f(v.compareAtPrice) +
      FIELD +
      (v.available ? '1' : '0');
  }
  return hash('md5', text, 'base64url');
}

/** Every listed product's content hash (with its variants as listed), in listing order. */
export function listingHashes(products: TScrapedProduct[]): string[] {
  return products.map((p) => contentHash(p, p.variants));
}

/**
 * The hash of a whole scrape as listed: each listed product's id and content hash, in listing order (the id
 * length-prefixed and the hash of fixed length, so no id can move a boundary). A complete scrape listing exactly
 * what the last complete one listed would write nothing, so ingest skips comparing it (docs/decisions/006).
 * A catalogue listed in another order only costs the full comparison.
 */
export function catalogueFingerprint(products: TScrapedProduct[], hashes: string[]): string {
  let text = HASH_VERSION;
  for (let i = 0; i < products.length; i++) {
    const id = products[i]!.externalId;
    text += ITEM + id.length + FIELD + id + hashes[i];
  }
  return hash('md5', text, 'base64url');
}

/** A scrape's catalogue, deduplicated and hashed: what ingest compares with the store's stored state. */
type THashedCatalogue = {
  /** Distinct products (the last listing wins), each with the variants it owns and their hash. */
  planned: TPlannedProduct[];
  /** External ids of products sharing a variant id with another product. */
  shared: Set<string>;
};

/**
 * Deduplicates the scrape (a product listed twice counts once, the last listing wins; a variant listed under two
 * products belongs to the last one). Each product keeps its listing's hash (from listingHashes) unless it lost a
 * variant to a later listing.
 */
function hashCatalogue(scraped: TScrapedProduct[], hashes: string[]): THashedCatalogue {
  // Each product id's last listing, in the order the ids first appear.
  const lastIndex = new Map<string, number>();
  for (let i = 0; i < scraped.length; i++) lastIndex.set(scraped[i]!.externalId, i);
  // Each variant id's last listing: the product listed last owns it, at that listing's values.
  const last = new Map<string, { productId: string; variant: TScrapedVariant }>();
  const shared = new Set<string>();
  for (const i of lastIndex.values()) {
    const p = scraped[i]!;
    for (const v of p.variants) {
      const previous = last.get(v.externalId);
      if (previous && previous.productId !== p.externalId) shared.add(previous.productId).add(p.externalId);
      last.set(v.externalId, { productId: p.externalId, variant: v });
    }
  }
  const planned: TPlannedProduct[] = [];
  for (const i of lastIndex.values()) {
    const p = scraped[i]!;
    if (p.variants.some((v) => last.get(v.externalId)!.variant !== v)) {
      const variants = p.variants.filter((v) => last.get(v.externalId)!.variant === v);
      planned.push({ product: p, variants, hash: contentHash(p, variants) });
    } else {
      planned.push({ product: p, variants: p.variants, hash: hashes[i]! });
    }
  }
  return { planned, shared };
}

/**
 * Compares each product's hash with the one stored, so that an unchanged product costs nothing further. A
 * product sharing a variant id with another is always staged: its variants' owner depends on the rest of the
 * catalogue, which its own hash does not cover.
 */
export async function planCatalogue(
  tx: TExecutor,
  opts: { storeId: string; products: TScrapedProduct[]; hashes: string[] },
): Promise<TCataloguePlan> {
  return planAgainst(await loadKnownProducts(tx, opts.storeId), opts.products, opts.hashes);
}

/** planCatalogue against the store's products as already loaded (loadKnownProducts); marks those listed. */
export function planAgainst(known: TKnown, products: TScrapedProduct[], hashes: string[]): TCataloguePlan {
  const { planned, shared } = hashCatalogue(products, hashes);
  const changed: TPlannedProduct[] = [];
  let live = 0;
  for (const item of planned) {
    const id = item.product.externalId;
    const stored = known.get(id);
    if (stored) stored.listed = true;
    if (!stored?.live) live++;
    if (stored && stored.live && stored.hash === item.hash && !shared.has(id)) continue;
    changed.push(item);
  }

  const missingIds: string[] = [];
  for (const k of known.values()) {
    if (!k.live) continue;
    live++;
    if (!k.listed) missingIds.push(k.id);
  }
  return { seen: planned.length, changed, missingIds, empty: known.size === 0, live };
}

/** The store's products by external id; `listed` is set by planCatalogue for those the scrape lists. */
export type TKnown = Map<string, { id: string; hash: string | null; live: boolean; listed?: boolean }>;

/**
 * The store's products as (external id, hash, id, live). Read as one aggregated string: PGlite spends about
 * 15 µs per result row in the protocol, so 10,000 rows cost ~8x more than the same data in one value. Fields
 * are split on control characters no Shopify id contains; a count that does not add up falls back to rows.
 */
export async function loadKnownProducts(tx: TExecutor, storeId: string): Promise<TKnown> {
  const known: TKnown = new Map();
  const [packed] = rowsOf<{ n: number; rows: string | null }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n,
        string_agg(concat_ws(chr(31), id, (removed_at IS NULL)::int, coalesce(content_hash, ''), external_id), chr(30))
          AS rows
      FROM products WHERE store_id = ${storeId}`),
  );
  const count = Number(packed?.n ?? 0);
  if (count === 0 || !packed?.rows) return known;
  for (const record of packed.rows.split('\x1e')) {
    const [id, live, hash, externalId] = record.split('\x1f');
    if (id === undefined || externalId === undefined) break;
    known.set(externalId, { id, hash: hash || null, live: live === '1' });
  }
  if (known.size === count) return known;

  known.clear();
  const rows = rowsOf<{ id: string; external_id: string; content_hash: string | null; live: boolean }>(
    await tx.execute(sql`
      SELECT id::text AS id, external_id, content_hash, removed_at IS NULL AS live
      FROM products WHERE store_id = ${storeId}`),
  );
  for (const r of rows) known.set(r.external_id, { id: r.id, hash: r.content_hash, live: r.live });
  return known;
}
