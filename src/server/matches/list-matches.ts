import { sql } from 'drizzle-orm';
import type { TMatchStatusName, TProductMatch } from '@shared/contracts/matching';
import type { TExecutor } from '../db/client';
import { countOf, pageLimit, rowsOf } from '../db/rows';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';

export const MATCH_PAGE = { default: 50, max: 200 } as const;

type TRow = {
  id: string | number;
  status: TMatchStatusName;
  source: 'sku' | 'score' | 'hand';
  score: number | null;
  sort_key: string;
  reason: string;
  created_at: string | Date;
  mine: TProductMatch['mine'];
  theirs: TProductMatch['theirs'];
};

/** The product fields a pair shows of each side, as JSON built in SQL. */
const side = (p: string, s: string) =>
  sql.raw(`jsonb_build_object('id', ${p}.id, 'title', ${p}.title, 'vendor', ${p}.vendor, 'url', ${p}.url,
    'imageUrl', ${p}.image_url, 'price', ${p}.current_price::text, 'currency', ${s}.currency)`);

/**
 * The account's pairs in one state, best first (SKU and hand matches, then suggestions by score), keyset-paged by
 * (score, id) with the true total. Only pairs of live products of its own store and active competitors show.
 */
export async function listMatches(opts: {
  db: TExecutor;
  accountId: string;
  status?: TMatchStatusName;
  /** Only the pairs of this product of mine (its page, docs/product-rules.md R146). */
  ownProductId?: number;
  limit?: number;
  cursor?: string;
}): Promise<TPage<TProductMatch>> {
  const { db, accountId } = opts;
  const status = opts.status ?? 'suggested';
  const limit = opts.limit ?? MATCH_PAGE.default;
  const after = opts.cursor ? decodeCursor(opts.cursor, ['decimal', 'int'] as const) : null;
  const sortKey = sql`coalesce(pm.score, 1)`;
  const from = sql`
    FROM product_matches pm
    JOIN products mp ON mp.id = pm.own_product_id AND mp.removed_at IS NULL
    JOIN own_stores o ON o.account_id = pm.account_id AND o.store_id = mp.store_id
    JOIN stores ms ON ms.id = mp.store_id
    JOIN products cp ON cp.id = pm.competitor_product_id AND cp.removed_at IS NULL
    JOIN competitors c ON c.account_id = pm.account_id AND c.store_id = cp.store_id AND c.deactivated_at IS NULL
    JOIN stores cs ON cs.id = cp.store_id
    WHERE pm.account_id = ${accountId} AND pm.status = ${status}
      ${opts.ownProductId ? sql`AND pm.own_product_id = ${opts.ownProductId}` : sql``}`;
  const rows = rowsOf<TRow>(
    await db.execute(sql`
      SELECT pm.id, pm.status, pm.source, pm.score, ${sortKey}::text AS sort_key, pm.reason, pm.created_at,
        ${side('mp', 'ms')} AS mine,
        ${side('cp', 'cs')} || jsonb_build_object('competitorId', c.id, 'competitorName', c.name) AS theirs
      ${from}
        ${after ? sql`AND (${sortKey} < ${after[0]}::real OR (${sortKey} = ${after[0]}::real AND pm.id > ${after[1]}))` : sql``}
      ORDER BY ${sortKey} DESC, pm.id
      LIMIT ${pageLimit(limit)}`),
  );
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countOf(db, sql`SELECT count(*)::int AS n ${from}`),
    cursorOf: (r) => [r.sort_key, Number(r.id)],
    toItem: (r) => ({
      id: Number(r.id),
      status: r.status,
      source: r.source,
      score: r.score === null ? null : Number(r.score),
      reason: r.reason,
      mine: { ...r.mine, id: Number(r.mine.id) },
      theirs: { ...r.theirs, id: Number(r.theirs.id) },
      createdAt: new Date(r.created_at).toISOString(),
    }),
  });
}
