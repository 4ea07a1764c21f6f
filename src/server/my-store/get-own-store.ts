import { and, asc, eq } from 'drizzle-orm';
import type { TOwnStore } from '@shared/contracts/my-store';
import type { TExecutor } from '../db/client';
import { ownStores, stores, type TOwnStoreRow, type TStoreRow } from '../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An own store as the API answers it, with the live read state of its shared store row. */
export function toOwnStore(o: TOwnStoreRow, s: TStoreRow): TOwnStore {
  return {
    id: o.id,
    name: s.name,
    url: o.url,
    domain: o.domain,
    currency: s.currency,
    productCount: s.lastSuccessAt ? s.productCount : 0,
    lastScraped: iso(s.lastSuccessAt),
    errorMessage: s.consecutiveFailures > 0 ? s.lastErrorMessage : null,
    progress: s.scrapeProgress ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

/** The account's own stores, first added first (one for now). */
export async function listOwnStores(opts: { db: TExecutor; accountId: string }) {
  return opts.db
    .select({ o: ownStores, s: stores })
    .from(ownStores)
    .innerJoin(stores, eq(stores.id, ownStores.storeId))
    .where(eq(ownStores.accountId, opts.accountId))
    .orderBy(asc(ownStores.createdAt), asc(ownStores.id));
}

/** The account's own store, or null before one is added. */
export async function getOwnStore(opts: { db: TExecutor; accountId: string }): Promise<TOwnStore | null> {
  const [first] = await listOwnStores(opts);
  return first ? toOwnStore(first.o, first.s) : null;
}

/** Whether the store is one of the account's own stores. */
export async function isOwnStore(db: TExecutor, accountId: string, storeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: ownStores.id })
    .from(ownStores)
    .where(and(eq(ownStores.accountId, accountId), eq(ownStores.storeId, storeId)))
    .limit(1);
  return rows.length > 0;
}
