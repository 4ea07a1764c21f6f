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
import { GAP_SORT, positionRows } from './position-sql';

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
    /** One product of mine only (its own page, docs/product-rules.md R150). */
    productId?: number;
  } & TPricePositionFilters,
): Promise<TPage<TPricePositionRow>> {
  const { db } = opts;
  const limit = opts.limit ?? POSITION_PAGE.default;
  const after = opts.cursor ? decodeCursor(opts.cursor, ['decimal', 'int'] as const) : null;
  const productFilter = sql`
    ${opts.productId ? sql`AND mp.id = ${opts.productId}` : sql``}
    ${opts.vendor ? sql`AND lower(trim(mp.vendor)) = lower(${opts.vendor})` : sql``}
    ${opts.productType ? sql`AND lower(trim(mp.product_type)) = lower(${opts.productType})` : sql``}`;
  const base = positionRows({
    accountId: opts.accountId,
    competitorId: opts.competitorId,
    productFilter,
    competitors: false,
  });
  const position =
    opts.position === 'undercut'
      ? sql`AND undercut`
      : opts.position
        ? sql`AND position = ${opts.position}`
        : sql``;
  // The page is chosen on the figures alone, its total counted in the same pass; only its own rows then gather
  // their competitors' prices.
  // Its estimates over every matched product run high enough to make JIT compile for longer than the query runs.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('jit', 'off', true)`);
    return rowsOf<TRow & { total: number }>(
      await tx.execute(sql`
      WITH page AS (
        SELECT r.*, ${GAP_SORT}::text AS sort_key, count(*) OVER ()::int AS total
        FROM (${base}) r WHERE true ${position}
          ${after ? sql`AND (${GAP_SORT} < ${after[0]}::numeric OR (${GAP_SORT} = ${after[0]}::numeric AND id > ${after[1]}))` : sql``}
        ORDER BY ${GAP_SORT} DESC, id
        LIMIT ${pageLimit(limit)}
      )
      SELECT page.*, full_rows.competitors
      FROM page
      JOIN (${positionRows({
        accountId: opts.accountId,
        competitorId: opts.competitorId,
        productFilter: sql`AND mp.id IN (SELECT id FROM page)`,
      })}) full_rows ON full_rows.id = page.id
      ORDER BY page.sort_key::numeric DESC, page.id`),
    );
  });
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: async () => rows[0]?.total ?? 0,
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
