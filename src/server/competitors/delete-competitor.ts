import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { recordActivity } from '../account/record-activity';
import { competitors } from '../db/schema';
import { AppError } from '../lib/errors';
import { refreshPricePositions } from '../price-position/refresh-price-positions';
import { getOwnCompetitor } from './list-competitors';

/** Ends the account's subscription; the store's data stays for its other subscribers (and is no longer read if none). */
export async function deleteCompetitor(opts: {
  db: TExecutor;
  accountId: string;
  actorId?: string | null;
  competitorId: string;
}): Promise<void> {
  await getOwnCompetitor(opts);
  await opts.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(competitors)
      .where(and(eq(competitors.id, opts.competitorId), eq(competitors.accountId, opts.accountId)))
      .returning();
    if (!gone) throw new AppError('not_found', 'Competitor not found');
    // Its prices leave my positions with it (docs/product-rules.md R145).
    await refreshPricePositions(tx, { accountId: opts.accountId, competitorStoreId: gone.storeId });
    await recordActivity({
      db: tx,
      accountId: opts.accountId,
      actorId: opts.actorId,
      action: 'competitor.remove',
      subjectType: 'competitor',
      subjectId: gone.id,
      before: gone,
    });
  });
}
