import type { TCatalogueAccumulator } from './catalogue-accumulator';
import { normalizeProductJs } from './normalize-product';
import { ScrapeError } from './scrape-error';
import type { TStorefrontContext } from './storefront-context';
import { storefrontGet } from './storefront-request';

const ACCEPT_XML = 'application/xml, text/xml;q=0.9, */*;q=0.1';
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return XML_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Every <loc> of a sitemap or sitemap index, decoded. */
export function sitemapLocs(xml: string): string[] {
  const locs: string[] = [];
  for (const match of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) locs.push(decodeXml(match[1] as string));
  return locs;
}

/** Path and query of a sitemap URL: we always ask the store's own origin, whatever host the XML names. */
function pathOf(loc: string): string | null {
  try {
    const url = new URL(loc, 'https://placeholder.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** The product handle of a product-sitemap <loc> (…/products/{handle}); null for the home page and others. */
export function productHandleOf(loc: string): string | null {
  const path = pathOf(loc)?.split('?')[0] ?? '';
  const match = /\/products\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] as string);
  } catch {
    return match[1] as string;
  }
}

/** Product handles from /sitemap.xml and each sitemap_products_N.xml?from=..&to=.. it lists. */
export async function sitemapProductHandles(
  ctx: TStorefrontContext,
  acc: TCatalogueAccumulator,
): Promise<string[]> {
  const index = await storefrontGet(ctx, '/sitemap.xml', { accept: ACCEPT_XML });
  const children = sitemapLocs(index.text)
    .map(pathOf)
    .filter((p): p is string => p !== null && /^\/sitemap_products_\d+\.xml/.test(p));
  if (children.length === 0 && !/<sitemapindex|<urlset/i.test(index.text)) {
    throw new ScrapeError('invalid_response', undefined, { httpStatus: index.status, url: index.url });
  }
  const handles = new Set<string>();
  for (const child of children) {
    const res = await storefrontGet(ctx, child, { accept: ACCEPT_XML });
    for (const loc of sitemapLocs(res.text)) {
      const handle = productHandleOf(loc);
      if (handle) handles.add(handle);
    }
    acc.pageDone();
  }
  return [...handles];
}

/**
 * The sitemap route: every product handle the sitemaps list and we have not seen, read from
 * /products/{handle}.js. A handle answering 404 was removed since the sitemap was built.
 */
export async function readViaSitemap(ctx: TStorefrontContext, acc: TCatalogueAccumulator): Promise<void> {
  const handles = await sitemapProductHandles(ctx, acc);
  const seen = new Set(Array.from(acc.products.values(), (p) => p.handle));
  for (const handle of handles) {
    if (seen.has(handle)) continue;
    const res = await storefrontGet(ctx, `/products/${encodeURIComponent(handle)}.js`, {
      passStatuses: [404],
    });
    if (res.status === 404) continue;
    if (res.kind !== 'json') {
      throw new ScrapeError('invalid_response', undefined, { httpStatus: res.status, url: res.url });
    }
    const product = normalizeProductJs(res.json, ctx.origin);
    if (!product)
      throw new ScrapeError('invalid_response', undefined, { httpStatus: res.status, url: res.url });
    acc.add([product]);
    seen.add(handle);
    acc.pageDone();
  }
}
