import type { TKnownListing } from '../scrape-types';
import type { TCatalogueAccumulator } from './catalogue-accumulator';
import { normalizeListingProduct } from './normalize-product';
import { isRecord } from './product-fields';
import { ScrapeError } from './scrape-error';
import type { TStorefrontContext } from './storefront-context';
import { storefrontGet, type TStorefrontResponse } from './storefront-request';

export const PAGE_LIMIT = 250;
/** page × limit may not pass 25,000: page 100 is the last a listing can serve at limit 250. */
export const MAX_LISTING_PAGES = 25_000 / PAGE_LIMIT;

/**
 * How a listing ended: read to its end, stopped at the 25,000 cap (or a listing that stopped moving), or
 * 'unchanged': every page had the bytes of the known listing, so none was parsed and nothing was added.
 */
export type TListingEnd = 'complete' | 'capped' | 'unchanged';

/** The `products` (or `collections`) array of a page; 'capped' for the cap answer, an error otherwise. */
export function listingItems(
  res: TStorefrontResponse,
  key: 'products' | 'collections',
): unknown[] | 'capped' {
  if (res.kind !== 'json' || !isRecord(res.json)) {
    throw new ScrapeError('invalid_response', undefined, { httpStatus: res.status, url: res.url });
  }
  // The cap comes as HTTP 400 or as 200 without the array: any body with `errors` ends this route.
  if ('errors' in res.json) return 'capped';
  const items = res.json[key];
  if (res.status >= 300 || !Array.isArray(items)) {
    throw new ScrapeError('invalid_response', undefined, { httpStatus: res.status, url: res.url });
  }
  return items;
}

/** A page left unparsed because its bytes were known, parsed now that its products are needed. */
function parsedKnownPage(res: TStorefrontResponse): TStorefrontResponse {
  try {
    return { ...res, kind: 'json', json: res.parseKnown?.() };
  } catch (cause) {
    throw new ScrapeError('invalid_response', undefined, { httpStatus: res.status, url: res.url, cause });
  }
}

/**
 * Reads one products.json listing (the shop's or a collection's) page by page at limit 250 until an
 * empty or short page, or the cap. With `missingIsEmpty`, a 404 (a collection removed meanwhile) ends it.
 *
 * With `digests`, each page's digest is pushed there. With `known` (the last complete read of this listing), a
 * page with the bytes of the known page at its position is kept unparsed; when every page matches, up to the
 * known last one, the listing is 'unchanged' and nothing was parsed. The first page that differs (or a failure)
 * has the kept pages parsed, in order, and the read goes on as usual, compared with nothing.
 */
export async function readListing(
  ctx: TStorefrontContext,
  opts: {
    path: string;
    acc: TCatalogueAccumulator;
    missingIsEmpty?: boolean;
    digests?: string[];
    known?: TKnownListing;
  },
): Promise<TListingEnd> {
  let known = opts.known;
  const kept: TStorefrontResponse[] = [];
  let previousFirst: unknown;
  /** Adds a page's products and returns its items; 'capped' for the cap answer. */
  const addPage = (res: TStorefrontResponse): unknown[] | 'capped' => {
    const items = listingItems(res, 'products');
    if (items === 'capped') return items;
    opts.acc.add(items.map((raw) => normalizeListingProduct(raw, ctx.origin)));
    return items;
  };
  /** From here on nothing is compared: the kept pages' products are added, in order. */
  const parseKept = (): TListingEnd | undefined => {
    known = undefined;
    for (const res of kept.splice(0)) {
      const items = addPage(parsedKnownPage(res));
      if (items === 'capped') return 'capped';
      previousFirst = isRecord(items[0]) ? items[0].id : undefined;
    }
    return undefined;
  };

  for (let page = 1; ; page++) {
    let res: TStorefrontResponse;
    try {
      res = await storefrontGet(ctx, `${opts.path}?limit=${PAGE_LIMIT}&page=${page}`, {
        passStatuses: opts.missingIsEmpty ? [400, 404] : [400],
        ...(opts.digests ? { digest: { known: known?.digests[page - 1] } } : {}),
      });
    } catch (err) {
      // What was read before the failure counts, as it would had it been parsed on arrival.
      parseKept();
      throw err;
    }
    if (res.digest !== undefined) opts.digests?.push(res.digest);
    if (res.kind === 'known' && known) {
      kept.push(res);
      // Every page but the known listing's last one held a full page of products.
      const last = page === known.digests.length;
      opts.acc.pageDone(last ? known.products : kept.length * PAGE_LIMIT);
      if (last) return 'unchanged';
      continue;
    }
    const keptEnd = parseKept();
    if (keptEnd) return keptEnd;
    if (res.status === 404) return 'complete';
    const items = addPage(res);
    if (items === 'capped') return 'capped';
    opts.acc.pageDone();
    if (items.length < PAGE_LIMIT) return 'complete';
    // A store that ignores `page` would send page 1 forever: treat it like the cap.
    const first = isRecord(items[0]) ? items[0].id : undefined;
    if (page > 1 && first !== undefined && first === previousFirst) return 'capped';
    previousFirst = first;
    if (page >= MAX_LISTING_PAGES * 4) return 'capped';
  }
}

/** Every collection handle from /collections.json, paginated like products. */
async function collectionHandles(ctx: TStorefrontContext): Promise<string[]> {
  const handles: string[] = [];
  for (let page = 1; page <= MAX_LISTING_PAGES; page++) {
    const res = await storefrontGet(ctx, `/collections.json?limit=${PAGE_LIMIT}&page=${page}`, {
      passStatuses: [400, 404],
    });
    if (res.status === 404) break;
    const items = listingItems(res, 'collections');
    if (items === 'capped') break;
    for (const c of items) {
      if (isRecord(c) && typeof c.handle === 'string' && c.handle && c.handle !== 'all')
        handles.push(c.handle);
    }
    if (items.length < PAGE_LIMIT) break;
  }
  return handles;
}

/**
 * Past the cap: each collection's products.json, deduplicated by id. Stops once `expectedCount` products
 * are known. Returns true when that count was reached.
 */
export async function readCollections(
  ctx: TStorefrontContext,
  opts: { acc: TCatalogueAccumulator; expectedCount: number | null },
): Promise<boolean> {
  const reached = () => opts.expectedCount !== null && opts.acc.products.size >= opts.expectedCount;
  if (reached()) return true;
  for (const handle of await collectionHandles(ctx)) {
    const path = `/collections/${encodeURIComponent(handle)}/products.json`;
    await readListing(ctx, { path, acc: opts.acc, missingIsEmpty: true });
    if (reached()) return true;
  }
  return reached();
}
