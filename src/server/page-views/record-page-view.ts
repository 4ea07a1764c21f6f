import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { pageViews } from '../db/schema';

/** Distinct paths counted per day; views of further paths count under OTHER_PATHS, so the table stays small. */
export const PATHS_PER_DAY = 200;
export const OTHER_PATHS = '(other)';

/** The UTC day of a moment, as page_views stores it. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one view of a (normalised) page path on the day (docs/product-rules.md R33): one upsert when the path is
 * already counted that day; a new path first checks the day's cap.
 */
export async function recordPageView(opts: { db: TDb; path: string; now: Date }): Promise<void> {
  const day = utcDay(opts.now);
  const bumped = await opts.db
    .update(pageViews)
    .set({ views: sql`${pageViews.views} + 1` })
    .where(and(eq(pageViews.day, day), eq(pageViews.path, opts.path)))
    .returning({ views: pageViews.views });
  if (bumped.length) return;
  const [counted] = await opts.db
    .select({ paths: sql<number>`count(*)::int` })
    .from(pageViews)
    .where(eq(pageViews.day, day));
  const path = (counted?.paths ?? 0) >= PATHS_PER_DAY ? OTHER_PATHS : opts.path;
  await opts.db
    .insert(pageViews)
    .values({ day, path, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
