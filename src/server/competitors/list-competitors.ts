import { and, desc, eq } from 'drizzle-orm';
import type { TCompetitor } from '@shared/contracts/competitors';
import type { TExecutor } from '../db/client';
import { competitors, stores, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { toCompetitor } from './to-competitor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const storeState = {
  currency: stores.currency,
  scrapeProgress: stores.scrapeProgress,
  nextScrapeAt: stores.nextScrapeAt,
  consecutiveFailures: stores.consecutiveFailures,
};

export async function listCompetitors(opts: { db: TExecutor; accountId: string }): Promise<TCompetitor[]> {
  const rows = await opts.db
    .select({ c: competitors, s: storeState, addedBy: users.username })
    .from(competitors)
    .innerJoin(stores, eq(stores.id, competitors.storeId))
    .leftJoin(users, eq(users.id, competitors.addedBy))
    .where(eq(competitors.accountId, opts.accountId))
    .orderBy(desc(competitors.createdAt));
  return rows.map((r) => toCompetitor(r.c, r.s, r.addedBy));
}

/** One competitor of this user, or 404: another user's id looks exactly like a missing one. */
export async function getOwnCompetitor(opts: { db: TExecutor; accountId: string; competitorId: string }) {
  if (!UUID.test(opts.competitorId)) throw new AppError('not_found', 'Competitor not found');
  const rows = await opts.db
    .select({ c: competitors, s: storeState })
    .from(competitors)
    .innerJoin(stores, eq(stores.id, competitors.storeId))
    .where(and(eq(competitors.id, opts.competitorId), eq(competitors.accountId, opts.accountId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError('not_found', 'Competitor not found');
  return { row: row.c, competitor: toCompetitor(row.c, row.s) };
}
