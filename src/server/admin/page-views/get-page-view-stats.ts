import { desc, gte, sql } from 'drizzle-orm';
import type { TPageViewStats } from '@shared/contracts/page-views';
import type { TDb } from '../../db/client';
import { pageViews } from '../../db/schema';
import { utcDay } from '../../page-views/record-page-view';

const DAY_MS = 86_400_000;
const TOP_PATHS = 10;

/** The admin dashboard's page views (docs/product-rules.md R33): totals over UTC days and the top paths. */
export async function getPageViewStats(opts: { db: TDb; now: Date }): Promise<TPageViewStats> {
  const today = utcDay(opts.now);
  const since = (days: number) => utcDay(new Date(opts.now.getTime() - (days - 1) * DAY_MS));
  const week = since(7);
  const [totals] = await opts.db
    .select({
      today: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${pageViews.day} = ${today}), 0)::int`,
      last7Days: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${pageViews.day} >= ${week}), 0)::int`,
      last30Days: sql<number>`coalesce(sum(${pageViews.views}), 0)::int`,
    })
    .from(pageViews)
    .where(gte(pageViews.day, since(30)));
  const views = sql<number>`sum(${pageViews.views})::int`;
  const topPaths = await opts.db
    .select({ path: pageViews.path, views })
    .from(pageViews)
    .where(gte(pageViews.day, week))
    .groupBy(pageViews.path)
    .orderBy(desc(views), pageViews.path)
    .limit(TOP_PATHS);
  return {
    today: totals?.today ?? 0,
    last7Days: totals?.last7Days ?? 0,
    last30Days: totals?.last30Days ?? 0,
    topPaths,
  };
}
