// /sitemap.xml (a sitemapindex) and its children. Product sitemaps hold `chunkSize` products each, addressed by
// ?from=<first id>&to=<last id>; the first <url> of each is the home page.

import type { Catalogue } from './catalogue.ts';
import { compareIds, emittedId, normalizeId } from './ids.ts';
import type { FakeProduct, Format } from './types.ts';
import { timeOut } from './serialize-common.ts';

const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XMLNS_IMAGE = 'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';

export function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export class Sitemaps {
  private sorted: { catalogue: Catalogue; rev: number; products: FakeProduct[] } | undefined;

  constructor(
    private readonly catalogue: () => Catalogue,
    private readonly chunkSize: number,
  ) {}

  private byId(): FakeProduct[] {
    const catalogue = this.catalogue();
    if (this.sorted?.catalogue !== catalogue || this.sorted.rev !== catalogue.rev) {
      const products = catalogue.products.slice().sort((a, b) => compareIds(a.id, b.id));
      this.sorted = { catalogue, rev: catalogue.rev, products };
    }
    return this.sorted.products;
  }

  index(origin: string, f: Format): string {
    const products = this.byId();
    const entries: string[] = [];
    for (let i = 0, n = 1; i < products.length; i += this.chunkSize, n++) {
      const chunk = products.slice(i, i + this.chunkSize);
      const from = emittedId((chunk[0] as FakeProduct).id, f.hugeIds);
      const to = emittedId((chunk[chunk.length - 1] as FakeProduct).id, f.hugeIds);
      entries.push(`${origin}/sitemap_products_${n}.xml?from=${from}&amp;to=${to}`);
    }
    entries.push(
      `${origin}/sitemap_pages_1.xml`,
      `${origin}/sitemap_collections_1.xml`,
      `${origin}/sitemap_blogs_1.xml`,
    );
    const body = entries.map((loc) => `  <sitemap>\n    <loc>${loc}</loc>\n  </sitemap>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ${XMLNS}>\n${body}\n</sitemapindex>\n`;
  }

  /** Products with from ≤ id ≤ to, or null when from/to are missing or not numbers (the route answers 400). */
  products(origin: string, query: URLSearchParams, f: Format): string | null {
    const from = query.get('from');
    const to = query.get('to');
    if (!from || !to || !/^\d+$/.test(from) || !/^\d+$/.test(to)) return null;
    const lo = normalizeId(from);
    const hi = normalizeId(to);
    const home = `  <url>\n    <loc>${origin}/</loc>\n    <changefreq>daily</changefreq>\n  </url>`;
    const urls = [home];
    for (const p of this.byId()) {
      if (compareIds(p.id, lo) < 0 || compareIds(p.id, hi) > 0) continue;
      const image = p.images[0];
      const imageXml = image
        ? `\n    <image:image>\n      <image:loc>${xmlEscape(image.src)}</image:loc>\n      <image:title>${xmlEscape(p.title)}</image:title>\n    </image:image>`
        : '';
      urls.push(
        `  <url>\n    <loc>${origin}/products/${p.handle}</loc>\n    <lastmod>${timeOut(p.updatedAt, f)}</lastmod>\n    <changefreq>daily</changefreq>${imageXml}\n  </url>`,
      );
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${XMLNS} ${XMLNS_IMAGE}>\n${urls.join('\n')}\n</urlset>\n`;
  }

  simple(origin: string, paths: readonly string[]): string {
    const urls = paths.map(
      (p) => `  <url>\n    <loc>${origin}${p}</loc>\n    <changefreq>weekly</changefreq>\n  </url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${XMLNS}>\n${urls.join('\n')}\n</urlset>\n`;
  }
}

export function robotsTxt(origin: string): string {
  return [
    '# we use Shopify as our ecommerce platform',
    '',
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /cart',
    'Disallow: /orders',
    'Disallow: /checkouts/',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /search',
    'Disallow: /*?*oseid=*',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
