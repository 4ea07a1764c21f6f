import { and, eq } from 'drizzle-orm';
import type { TOwnStore } from '@shared/contracts/my-store';
import type { TExecutor } from '../db/client';
import { competitors, ownStores } from '../db/schema';
import { upsertStore } from '../competitors/upsert-store';
import { checkCompetitorUrl, storeCheckError } from '../competitors/validate-store-url';
import type { TCompetitorDeps } from '../competitors/add-competitor';
import { AppError } from '../lib/errors';
import { toOwnStore } from './get-own-store';

/** One own store per account for now (docs/product-rules.md R126); the tables allow several. */
export const OWN_STORES_PER_ACCOUNT = 1;
export const ALREADY_HAS_OWN_STORE =
  'Your account already has its own store. Remove it first to add another.';
export const OWN_STORE_IS_COMPETITOR =
  'You track this store as a competitor. Remove it from your competitors to add it as your own store.';

/**
 * Adds the account's own store: the URL checked like a competitor's (format, private addresses, a readable Shopify
 * store), the shared store row found or created, and its first read queued when nobody reads it yet. It takes no
 * competitor slot.
 */
export async function addOwnStore(
  opts: TCompetitorDeps & { accountId: string; actorId?: string | null; url: string },
): Promise<TOwnStore> {
  const { db, accountId } = opts;
  await assertRoom(db, accountId);
  // Not the competitor check of a store already tracked: that one is refused below, with its own reason.
  const check = await checkCompetitorUrl({ ...opts, accountId: undefined, url: opts.url });
  if (!check.ok) throw storeCheckError(check.reason, check.error);
  const created = await db.transaction(async (tx) => {
    await assertRoom(tx, accountId);
    const store = await upsertStore({ db: tx, shop: check.shop, url: check.normalizedUrl });
    const [competing] = await tx
      .select({ id: competitors.id })
      .from(competitors)
      .where(and(eq(competitors.accountId, accountId), eq(competitors.storeId, store.id)))
      .limit(1);
    if (competing) throw new AppError('conflict', OWN_STORE_IS_COMPETITOR);
    const [own] = await tx
      .insert(ownStores)
      .values({
        accountId,
        storeId: store.id,
        addedBy: opts.actorId,
        url: check.normalizedUrl,
        domain: check.host,
      })
      .returning();
    return { own: own!, store };
  });
  if (!created.store.lastSuccessAt) await opts.scheduler.requestScrape(created.store.id, { manual: true });
  return toOwnStore(created.own, created.store);
}

async function assertRoom(db: TExecutor, accountId: string) {
  const rows = await db
    .select({ id: ownStores.id })
    .from(ownStores)
    .where(eq(ownStores.accountId, accountId));
  if (rows.length >= OWN_STORES_PER_ACCOUNT) throw new AppError('conflict', ALREADY_HAS_OWN_STORE);
}
