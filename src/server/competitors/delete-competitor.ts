import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { competitors } from '../db/schema';
import { AppError } from '../lib/errors';
import { getOwnCompetitor } from './list-competitors';

/** Ends the user's subscription; the store's data stays for its other subscribers (and is no longer read if none). */
export async function deleteCompetitor(opts: {
  db: TExecutor;
  accountId: string;
  competitorId: string;
}): Promise<void> {
  await getOwnCompetitor(opts);
  const gone = await opts.db
    .delete(competitors)
    .where(and(eq(competitors.id, opts.competitorId), eq(competitors.accountId, opts.accountId)))
    .returning({ id: competitors.id });
  if (!gone.length) throw new AppError('not_found', 'Competitor not found');
}
