import { sql } from 'drizzle-orm';
import type { TCompetitorProductHit } from '@shared/contracts/matching';
import type { TExecutor } from '../db/client';
import { pageLimit, rowsOf } from '../db/rows';
import { activeScope } from '../insights/scope';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';
import { productMatches } from './list-products';

export const COMPETITOR_SEARCH_PAGE = { default: 8, max: 20 } as const;

type TRow = {
  id: string | number;
  title: string;
  vendor: string | null;
  url: string;
  image_url: string | null;
  current_price: string | null;
  currency: string;
  competitor_id: string;
  competitor_name: string;
};

/**
 * The live products of the account's active competitors whose title, vendor or SKU contains q, by title then id,
 * keyset-paged: what the own product page's "Match a competitor product" offers (docs/product-rules.md R147).
 * The next page is known by one extra row; no total is counted, a search is read a page at a time.
 */
export async function searchCompetitorProducts(opts: {
  db: TExecutor;
  accountId: string;
  q: string;
  limit?: number;
  cursor?: string;
}): Promise<TPage<TCompetitorProductHit>> {
  const limit = opts.limit ?? COMPETITOR_SEARCH_PAGE.default;
  const after = opts.cursor ? decodeCursor(opts.cursor, ['text', 'int'] as const) : null;
  const rows = rowsOf<TRow>(
    await opts.db.execute(sql`
      WITH sc AS (${activeScope(opts.accountId)})
      SELECT p.id, p.title, p.vendor, p.url, p.image_url, p.current_price, sc.currency,
        sc.id AS competitor_id, sc.name AS competitor_name
      FROM products p JOIN sc ON sc.store_id = p.store_id
      WHERE p.removed_at IS NULL AND ${productMatches(opts.q)}
        ${after ? sql`AND (p.title, p.id) > (${after[0]}, ${after[1]})` : sql``}
      ORDER BY p.title, p.id
      LIMIT ${pageLimit(limit)}`),
  );
  const page = await keysetPage({
    rows,
    limit,
    isFirstPage: false,
    count: async () => 0,
    cursorOf: (r) => [r.title, Number(r.id)],
    toItem: (r): TCompetitorProductHit => ({
      id: Number(r.id),
      title: r.title,
      vendor: r.vendor,
      url: r.url,
      imageUrl: r.image_url,
      price: r.current_price,
      currency: r.currency,
      competitorId: r.competitor_id,
      competitorName: r.competitor_name,
    }),
  });
  return page;
}
