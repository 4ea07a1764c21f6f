import { and, eq } from 'drizzle-orm';
import type { TCompetitorInput } from '@shared/contracts/competitors';
import { recordActivity } from '../account/record-activity';
import { competitors, type TCompetitorRow, type TStoreRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { refreshPricePositions } from '../price-position/refresh-price-positions';
import { subscriptionValues, type TCompetitorDeps } from './add-competitor';
import { getOwnCompetitor } from './list-competitors';
import { upsertStore } from './upsert-store';
import { ALREADY_TRACKED, checkCompetitorUrl, storeCheckError } from './validate-store-url';

/** Swaps one of the user's competitors for another store in one step (the plan count stays the same). */
export async function replaceCompetitor(
  opts: TCompetitorDeps & {
    accountId: string;
    actorId?: string | null;
    competitorId: string;
    input: TCompetitorInput;
  },
): Promise<{ competitor: TCompetitorRow; store: TStoreRow }> {
  const { db, accountId, input } = opts;
  await getOwnCompetitor({ db, accountId, competitorId: opts.competitorId });
  const check = await checkCompetitorUrl({ ...opts, url: input.url, exceptCompetitorId: opts.competitorId });
  if (!check.ok) throw storeCheckError(check.reason, check.error);
  const replaced = await db.transaction(async (tx) => {
    const [old] = await tx
      .delete(competitors)
      .where(and(eq(competitors.id, opts.competitorId), eq(competitors.accountId, accountId)))
      .returning();
    if (!old)
      throw new AppError('not_found', 'Competitor not found', {
        extra: { error: 'Competitor not found' },
      });
    const store = await upsertStore({ db: tx, shop: check.shop, url: check.normalizedUrl });
    const [dupe] = await tx
      .select({ id: competitors.id })
      .from(competitors)
      .where(and(eq(competitors.accountId, accountId), eq(competitors.storeId, store.id)));
    if (dupe) throw storeCheckError('already_tracked', ALREADY_TRACKED);
    const [competitor] = await tx
      .insert(competitors)
      .values({
        ...subscriptionValues(accountId, input, store, check.normalizedUrl, check.host),
        deactivatedAt: old.deactivatedAt,
        addedBy: opts.actorId,
      })
      .returning();
    // The old store's prices leave my positions; the new one's confirmed pairs, if any, join them (R145).
    await refreshPricePositions(tx, { accountId, competitorStoreId: old.storeId });
    await refreshPricePositions(tx, { accountId, competitorStoreId: store.id });
    await recordActivity({
      db: tx,
      accountId,
      actorId: opts.actorId,
      action: 'competitor.replace',
      subjectType: 'competitor',
      subjectId: competitor!.id,
      before: old,
      after: competitor,
    });
    return { competitor: competitor!, store };
  });
  if (!replaced.store.lastSuccessAt) await opts.scheduler.requestScrape(replaced.store.id, { manual: true });
  return replaced;
}
