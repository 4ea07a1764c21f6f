import { CLIENT_ERRORS } from '../storefront/probe-store';
import type { TStorefrontContext } from '../storefront/storefront-context';
import { ACCEPT_JSON, storefrontGet } from '../storefront/storefront-request';

/** How many of the store's best sellers a read keeps (docs/product-rules.md R139). */
export const BEST_SELLER_DEPTH = 100;

const HTML_PATH = '/collections/all?sort_by=best-selling';
const JSON_PATH = '/collections/all/products.json?sort_by=best-selling';

export type TBestSellerOrder =
  | { status: 'read'; source: 'json' | 'html'; handles: string[] }
  | {
      status: 'unreadable';
      reason: string;
      /** A failure of this read, not a fact about the store. */ transient: boolean;
    };

/** The order, with the extra requests this read made and how long it took (bench:scrape). */
export type TBestSellerRead = TBestSellerOrder & { requests: number; ms: number };

/** Product handles in the order a collection page links them, each once (a card links its product twice). */
export function productHandlesInPage(html: string): string[] {
  const seen = new Set<string>();
  for (const m of html.matchAll(
    /href="(?:https?:\/\/[^"/]+)?(?:\/collections\/[^"/]+)?\/products\/([^"?#/]+)/g,
  )) {
    let handle = m[1] as string;
    try {
      handle = decodeURIComponent(handle);
    } catch {
      // a malformed escape: keep the raw handle
    }
    seen.add(handle);
  }
  return [...seen];
}

function jsonHandles(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { products?: unknown }).products))
    return null;
  const handles: string[] = [];
  for (const p of (body as { products: unknown[] }).products) {
    const h = (p as { handle?: unknown } | null)?.handle;
    if (typeof h === 'string') handles.push(h);
  }
  return handles;
}

/**
 * The store's own best-selling order for its top `depth` products, read in the scrape's context (pacing, retries,
 * deadline, request count) after the catalogue (docs/product-rules.md R139, R140). The HTML page
 * /collections/all?sort_by=best-selling is the reference: the collection's JSON is used only when its first products
 * are the HTML page's, in the same order (some stores' JSON ignores sort_by); otherwise the HTML is read page by page.
 * Never throws: an order that cannot be read says why.
 */
export async function readBestSellers(
  ctx: TStorefrontContext,
  depth: number = BEST_SELLER_DEPTH,
): Promise<TBestSellerRead> {
  const before = ctx.stats.requests;
  const started = performance.now();
  const done = (r: TBestSellerOrder): TBestSellerRead => ({
    ...r,
    requests: ctx.stats.requests - before,
    ms: Math.round(performance.now() - started),
  });
  try {
    const first = await storefrontGet(ctx, HTML_PATH, { accept: 'text/html', passStatuses: CLIENT_ERRORS });
    if (first.status === 404)
      return done({
        status: 'unreadable',
        reason: 'The store does not show its all-products collection (/collections/all answers 404).',
        transient: false,
      });
    if (first.status >= 300 || first.kind !== 'html')
      return done({
        status: 'unreadable',
        reason: `The store's best-selling page answered ${first.status} instead of a page of products.`,
        transient: false,
      });
    const firstPage = productHandlesInPage(first.text);
    if (firstPage.length === 0)
      return done({
        status: 'unreadable',
        reason: "The store's best-selling page lists no product links (its theme may load them by script).",
        transient: false,
      });

    const fromJson = await storefrontGet(ctx, `${JSON_PATH}&limit=${Math.min(depth, 250)}`, {
      accept: ACCEPT_JSON,
      passStatuses: CLIENT_ERRORS,
    });
    const json = fromJson.status === 200 && fromJson.kind === 'json' ? jsonHandles(fromJson.json) : null;
    // Checked on the places the read keeps: a plan reading fewer than a page asks the JSON for only that many.
    const check = firstPage.slice(0, depth);
    if (json && json.length >= check.length && check.every((h, i) => json[i] === h))
      return done({ status: 'read', source: 'json', handles: json.slice(0, depth) });

    // The JSON ignores the sort (or is not served): the HTML pages, until the depth or a page with nothing new.
    const handles = [...firstPage];
    const seen = new Set(handles);
    for (let page = 2; handles.length < depth && page <= Math.ceil(depth / firstPage.length) + 1; page++) {
      const next = await storefrontGet(ctx, `${HTML_PATH}&page=${page}`, {
        accept: 'text/html',
        passStatuses: CLIENT_ERRORS,
      });
      if (next.status >= 300 || next.kind !== 'html') break;
      const added = productHandlesInPage(next.text).filter((h) => !seen.has(h));
      if (added.length === 0) break;
      for (const h of added) {
        seen.add(h);
        handles.push(h);
      }
    }
    return done({ status: 'read', source: 'html', handles: handles.slice(0, depth) });
  } catch (err) {
    const message = (err as { message?: string }).message ?? 'unknown error';
    return done({
      status: 'unreadable',
      reason: `The best-selling order could not be read this time: ${message}`,
      transient: true,
    });
  }
}
