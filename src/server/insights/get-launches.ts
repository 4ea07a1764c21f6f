import { sql } from 'drizzle-orm';
import { discountCompareAt } from '@shared/pricing/compare-at';
import type { TLaunches } from '@shared/contracts/insights';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { isoFromUtc, utcText } from '../db/utc-time';
import { activeScope } from './scope';

export const LAUNCHES_LIMIT = 200;

/**
 * The launch date: the store's published_at, else its created_at, else our first sighting
 * (docs/product-rules.md R10).
 */
const launchedAt = sql`coalesce(p.shopify_published_at, p.shopify_created_at, p.first_seen_at)`;

type TLaunchRow = {
  product_id: string | number;
  title: string;
  image_url: string | null;
  url: string;
  competitor_id: string;
  competitor_name: string;
  current_price: string | null;
  compare_at_price: string | null;
  currency: string;
  launched_at: string;
};

/**
 * Live products of the user's active competitors launched in the last 7 and 30 days. The expression matches
 * products_store_launch_idx, so each store reads only its recent launches.
 */
export async function getLaunches(opts: {
  db: TExecutor;
  accountId: string;
  competitorId?: string;
  now?: Date;
}): Promise<TLaunches> {
  const now = (opts.now ?? new Date()).toISOString();
  const since30 = sql`(${now}::timestamptz - interval '30 days')`;
  const scope = activeScope(opts.accountId, opts.competitorId);
  const [counts] = rowsOf<{ new7d: number; new30d: number; competitors: number }>(
    await opts.db.execute(sql`
      WITH sc AS (${scope})
      SELECT
        (SELECT count(*) FROM sc)::int AS competitors,
        count(*) FILTER (WHERE ${launchedAt} >= ${now}::timestamptz - interval '7 days')::int AS new7d,
        count(*)::int AS new30d
      FROM sc JOIN products p ON p.store_id = sc.store_id
      WHERE ${launchedAt} >= ${since30} AND p.removed_at IS NULL`),
  );
  const launches = rowsOf<TLaunchRow>(
    await opts.db.execute(sql`
      WITH sc AS (${scope})
      SELECT p.id AS product_id, p.title, p.image_url, p.url, sc.id AS competitor_id, sc.name AS competitor_name,
        p.current_price, p.compare_at_price, sc.currency, ${utcText(launchedAt)} AS launched_at
      FROM sc JOIN products p ON p.store_id = sc.store_id
      WHERE ${launchedAt} >= ${since30} AND p.removed_at IS NULL
      ORDER BY ${launchedAt} DESC, p.id DESC
      LIMIT ${LAUNCHES_LIMIT}`),
  );
  return {
    new7d: Number(counts?.new7d ?? 0),
    new30d: Number(counts?.new30d ?? 0),
    activeCompetitors: Number(counts?.competitors ?? 0),
    launches: launches.map((r) => ({
      productId: Number(r.product_id),
      title: r.title,
      imageUrl: r.image_url,
      url: r.url,
      competitorId: r.competitor_id,
      competitorName: r.competitor_name,
      currentPrice: r.current_price,
      compareAtPrice: discountCompareAt(r.current_price, r.compare_at_price),
      currency: r.currency,
      launchedAt: isoFromUtc(r.launched_at),
    })),
  };
}
