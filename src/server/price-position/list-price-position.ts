import { sql } from 'drizzle-orm';
import type {
  TPricePositionFilters,
  TPricePositionName,
  TPricePositionRow,
} from '@shared/contracts/price-position';
import { discountCompareAt } from '@shared/pricing/compare-at';
import type { TExecutor } from '../db/client';
import { pageLimit, rowsOf } from '../db/rows';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';
import { countPricePositions, positionFilter } from './position-filter';

export const POSITION_PAGE = { default: 50, max: 200 } as const;

type TCompetitorJson = {
  competitorId: string;
  competitorName: string;
  productId: number;
  title: string;
  url: string;
  price: string | null;
  compareAtPrice: string | null;
  currency: string;
};

type TRow = {
  id: string | number;
  title: string;
  vendor: string | null;
  product_type: string | null;
  url: string;
  price: string | null;
  compare_at_price: string | null;
  currency: string;
  min_comp: string | null;
  n_compared: number;
  n_cheaper: number;
  position: TPricePositionName;
  gap: string | null;
  sort_key: string;
  competitors: TCompetitorJson[];
};

/**
 * The competitors' products beside one of the page's own products (mp, its store ms): its confirmed pairs with
 * live products of the account's active competitors (or the one filtered to), mine-currency prices first, cheapest
 * first; looked up by the pairs' index for that product alone.
 */
function pageCompetitors(accountId: string, competitorId: string | undefined) {
  return sql`
    SELECT jsonb_agg(jsonb_build_object('competitorId', c.id, 'competitorName', c.name, 'productId', cp.id,
        'title', cp.title, 'url', cp.url, 'price', cp.current_price::text,
        'compareAtPrice', cp.compare_at_price::text, 'currency', cs.currency)
      ORDER BY cs.currency <> ms.currency, cp.current_price NULLS LAST, cp.id)
    FROM product_matches pm
    JOIN products cp ON cp.id = pm.competitor_product_id AND cp.removed_at IS NULL
    JOIN competitors c ON c.account_id = pm.account_id AND c.store_id = cp.store_id AND c.deactivated_at IS NULL
      ${competitorId ? sql`AND c.id = ${competitorId}::uuid` : sql``}
    JOIN stores cs ON cs.id = cp.store_id
    WHERE pm.account_id = ${accountId} AND pm.own_product_id = mp.id AND pm.status = 'confirmed'`;
}

/** Why a competitor's price is shown but never ranked (docs/product-rules.md R126). */
export function notComparedReason(theirs: string, mine: string): string {
  return `Priced in ${theirs}, yours in ${mine}: prices in different currencies are never compared or converted.`;
}

const least = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : Number(a) <= Number(b) ? a : b;

/**
 * My matched products with where their prices stand, the largest gap first, keyset-paged by (gap, id) with the true
 * total; filtered by competitor, vendor, product type and position ("undercut": a compared competitor's price fell
 * below mine in the last 24 h).
 */
export async function listPricePosition(
  opts: {
    db: TExecutor;
    accountId: string;
    limit?: number;
    cursor?: string;
    /** One product of mine only (its own page, docs/product-rules.md R146). */
    productId?: number;
  } & TPricePositionFilters,
): Promise<TPage<TPricePositionRow>> {
  const { db } = opts;
  const limit = opts.limit ?? POSITION_PAGE.default;
  const after = opts.cursor ? decodeCursor(opts.cursor, ['decimal', 'int'] as const) : null;
  const where = opts.productId
    ? sql`${positionFilter(opts)} AND pp.own_product_id = ${opts.productId}`
    : positionFilter(opts);
  // The page is chosen from the stored positions (docs/product-rules.md R145) by the list's index; only its own
  // rows then gather their products and competitors' prices, each by index.
  const rows = rowsOf<TRow>(
    await db.execute(sql`
      WITH page AS (
        SELECT pp.own_product_id AS id, pp.min_comp, pp.n_compared, pp.n_cheaper, pp.position, pp.gap,
          pp.sort_gap, pp.sort_gap::text AS sort_key
        FROM price_positions pp
        WHERE ${where}
          ${after ? sql`AND pp.sort_gap <= ${after[0]}::numeric AND (pp.sort_gap < ${after[0]}::numeric OR pp.own_product_id > ${after[1]})` : sql``}
        ORDER BY pp.sort_gap DESC, pp.own_product_id
        LIMIT ${pageLimit(limit)}
      )
      SELECT page.*, mp.title, mp.vendor, mp.product_type, mp.url, mp.current_price AS price, mp.compare_at_price,
        ms.currency, coalesce((${pageCompetitors(opts.accountId, opts.competitorId)}), '[]'::jsonb) AS competitors
      FROM page
      JOIN products mp ON mp.id = page.id
      JOIN stores ms ON ms.id = mp.store_id
      ORDER BY page.sort_gap DESC, page.id`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countPricePositions(db, where),
    cursorOf: (r) => [r.sort_key, Number(r.id)],
    toItem: (r): TPricePositionRow => {
      const compared = r.n_compared > 0 && r.price !== null;
      return {
        productId: Number(r.id),
        title: r.title,
        vendor: r.vendor,
        productType: r.product_type,
        url: r.url,
        price: r.price,
        compareAtPrice: discountCompareAt(r.price, r.compare_at_price),
        currency: r.currency,
        cheapestPrice: compared ? least(r.price, r.min_comp) : null,
        rank: compared ? r.n_cheaper + 1 : null,
        rankedOf: compared ? r.n_compared + 1 : 0,
        gapPct: r.gap,
        position: r.position,
        competitors: r.competitors.map((c) => {
          const same = c.currency === r.currency;
          return {
            ...c,
            productId: Number(c.productId),
            compareAtPrice: discountCompareAt(c.price, c.compareAtPrice),
            compared: same && c.price !== null && r.price !== null,
            notComparedReason: same ? null : notComparedReason(c.currency, r.currency),
          };
        }),
      };
    },
  });
}
