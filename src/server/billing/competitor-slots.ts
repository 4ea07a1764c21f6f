import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { refreshPricePositions } from '../price-position/refresh-price-positions';
import type { TInactiveCompetitor } from '@shared/contracts/billing';
import type { TExecutor } from '../db/client';
import { competitors } from '../db/schema';

// Billing still belongs to the user who opened the account, whose id the account has (account/account-plan.ts):
// its callers pass that user's id as the account whose competitors a plan change pauses or brings back.

/** The user's active competitors, oldest first (the order the keep chooser lists them in). */
export async function activeCompetitors(db: TExecutor, accountId: string) {
  return db
    .select({
      id: competitors.id,
      name: competitors.name,
      domain: competitors.domain,
      productCount: competitors.productCount,
    })
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), isNull(competitors.deactivatedAt)))
    .orderBy(asc(competitors.createdAt), asc(competitors.id));
}

/** Paused competitors, most recently paused first. */
export async function inactiveCompetitors(db: TExecutor, accountId: string): Promise<TInactiveCompetitor[]> {
  const rows = await db
    .select()
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), isNotNull(competitors.deactivatedAt)))
    .orderBy(desc(competitors.deactivatedAt), asc(competitors.id));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    domain: c.domain,
    productCount: c.productCount,
    lastScraped: c.lastScraped?.toISOString() ?? null,
    deactivatedAt: c.deactivatedAt?.toISOString() ?? null,
  }));
}

/**
 * Reactivates the user's own paused competitors named, in the order given, up to the free slots under `limit`
 * (docs/product-rules.md R52): the cap is the server's, whatever the dialog sent. Returns how many came back.
 */
export async function reactivateCompetitors(opts: {
  db: TExecutor;
  accountId: string;
  ids: readonly string[];
  limit: number;
  now: Date;
}): Promise<number> {
  if (opts.ids.length === 0) return 0;
  const active = (await activeCompetitors(opts.db, opts.accountId)).length;
  const slots = Math.max(0, opts.limit - active);
  if (slots === 0) return 0;
  const own = await opts.db
    .select({ id: competitors.id })
    .from(competitors)
    .where(
      and(
        eq(competitors.accountId, opts.accountId),
        isNotNull(competitors.deactivatedAt),
        inArray(competitors.id, [...opts.ids]),
      ),
    );
  const ownIds = new Set(own.map((r) => r.id));
  const chosen = [...new Set(opts.ids)].filter((id) => ownIds.has(id)).slice(0, slots);
  if (chosen.length === 0) return 0;
  await opts.db.transaction(async (tx) => {
    await tx
      .update(competitors)
      .set({ deactivatedAt: null, status: 'active', errorMessage: null, updatedAt: opts.now })
      .where(and(eq(competitors.accountId, opts.accountId), inArray(competitors.id, chosen)));
    // Their prices count in my positions again (docs/product-rules.md R145).
    await refreshPricePositions(tx, { accountId: opts.accountId });
  });
  return chosen.length;
}

/**
 * Pauses the user's active competitors not in `keep` (all data kept, no longer scraped) and returns their names.
 * With no keep list, pauses the newest beyond `limit` (docs/product-rules.md R7).
 */
export async function pauseCompetitors(opts: {
  db: TExecutor;
  accountId: string;
  keep: readonly string[] | null;
  limit: number;
  now: Date;
}): Promise<string[]> {
  const active = await activeCompetitors(opts.db, opts.accountId);
  const keep = opts.keep
    ? new Set(opts.keep.filter((id) => active.some((c) => c.id === id)).slice(0, opts.limit))
    : new Set(active.slice(0, opts.limit).map((c) => c.id));
  const paused = active.filter((c) => !keep.has(c.id));
  if (paused.length === 0) return [];
  await opts.db.transaction(async (tx) => {
    await tx
      .update(competitors)
      .set({ deactivatedAt: opts.now, status: 'inactive', updatedAt: opts.now })
      .where(
        and(
          eq(competitors.accountId, opts.accountId),
          inArray(
            competitors.id,
            paused.map((c) => c.id),
          ),
        ),
      );
    // A paused competitor's prices leave my positions (docs/product-rules.md R145).
    await refreshPricePositions(tx, { accountId: opts.accountId });
  });
  return paused.map((c) => c.name);
}

/** How many of the user's active competitors a limit (and keep list) would pause. */
export function toPause(activeIds: readonly string[], keep: readonly string[] | null, limit: number): number {
  if (!keep) return Math.max(0, activeIds.length - limit);
  const kept = activeIds.filter((id) => keep.includes(id)).slice(0, limit).length;
  return activeIds.length - kept;
}
