import { and, eq } from 'drizzle-orm';
import { refreshPricePositions } from '../price-position/refresh-price-positions';
import type { TCompetitorInput } from '@shared/contracts/competitors';
import type { TDb } from '../db/client';
import { competitors, type TCompetitorRow, type TStoreRow } from '../db/schema';
import type { TScrapeScheduler, TStorefrontProbe } from '../monitoring/storefront-port';
import type { TAllowedPrivateHosts } from '../net/allowed-hosts';
import { assertUnderPlanLimit } from './plan-limit';
import { upsertStore } from './upsert-store';
import { ALREADY_TRACKED, checkCompetitorUrl, storeCheckError } from './validate-store-url';
import { recordActivity } from '../account/record-activity';
import { AppError } from '../lib/errors';
import { isOwnStore } from '../my-store/get-own-store';

export type TCompetitorDeps = {
  db: TDb;
  probe: TStorefrontProbe;
  scheduler: TScrapeScheduler;
  allowedPrivateHosts: TAllowedPrivateHosts;
};

/** A competitor row for a store: a store someone already reads starts with its current figures. */
export function subscriptionValues(
  accountId: string,
  input: TCompetitorInput,
  store: TStoreRow,
  url: string,
  host: string,
) {
  const known = !!store.lastSuccessAt;
  return {
    accountId,
    storeId: store.id,
    name: input.name,
    url,
    domain: host,
    status: 'active' as const,
    lastScraped: known ? store.lastScrapedAt : null,
    productCount: known ? store.productCount : 0,
  };
}

/** Validates the URL, checks the plan limit, subscribes the user to the store and queues its first scrape. */
export async function addCompetitor(
  opts: TCompetitorDeps & { accountId: string; actorId?: string | null; input: TCompetitorInput },
): Promise<{
  competitor: TCompetitorRow;
  store: TStoreRow;
}> {
  const { db, accountId, input } = opts;
  await assertUnderPlanLimit({ db, accountId });
  const check = await checkCompetitorUrl({ ...opts, url: input.url });
  if (!check.ok) throw storeCheckError(check.reason, check.error);
  const created = await db.transaction(async (tx) => {
    await assertUnderPlanLimit({ db: tx, accountId });
    const store = await upsertStore({ db: tx, shop: check.shop, url: check.normalizedUrl });
    const [existing] = await tx
      .select({ id: competitors.id })
      .from(competitors)
      .where(and(eq(competitors.accountId, accountId), eq(competitors.storeId, store.id)));
    if (existing) throw storeCheckError('already_tracked', ALREADY_TRACKED);
    if (await isOwnStore(tx, accountId, store.id)) {
      throw new AppError('conflict', 'This is your own store (Settings → My store), not a competitor.');
    }
    const [competitor] = await tx
      .insert(competitors)
      .values({
        ...subscriptionValues(accountId, input, store, check.normalizedUrl, check.host),
        addedBy: opts.actorId,
      })
      .returning();
    // Pairs confirmed while the store was tracked before count again (docs/product-rules.md R145).
    await refreshPricePositions(tx, { accountId, competitorStoreId: store.id });
    await recordActivity({
      db: tx,
      accountId,
      actorId: opts.actorId,
      action: 'competitor.add',
      subjectType: 'competitor',
      subjectId: competitor!.id,
      after: competitor,
    });
    return { competitor: competitor!, store };
  });
  if (!created.store.lastSuccessAt) await opts.scheduler.requestScrape(created.store.id, { manual: true });
  return created;
}
