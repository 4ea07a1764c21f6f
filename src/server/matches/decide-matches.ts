import { and, eq, inArray } from 'drizzle-orm';
import type { TMatchDecision } from '@shared/contracts/matching';
import type { TExecutor } from '../db/client';
import { productMatches } from '../db/schema';
import { AppError } from '../lib/errors';
import { refreshPricePositions } from '../price-position/refresh-price-positions';

/**
 * Confirms or rejects the account's pairs, one or many at once. A rejected pair stays, so matching never proposes
 * it again (docs/product-rules.md R126); a rejected pair can still be confirmed later. Ids of another account count
 * as missing. The positions of the pairs' own products follow in the same transaction.
 */
export async function decideMatches(opts: {
  db: TExecutor;
  accountId: string;
  actorId: string;
  input: TMatchDecision;
}): Promise<{ updated: number }> {
  const ids = [...new Set(opts.input.ids)];
  return opts.db.transaction(async (tx) => {
    const rows = await tx
      .update(productMatches)
      .set({
        status: opts.input.decision === 'confirm' ? 'confirmed' : 'rejected',
        decidedBy: opts.actorId,
        decidedAt: new Date(),
      })
      .where(and(eq(productMatches.accountId, opts.accountId), inArray(productMatches.id, ids)))
      .returning({ id: productMatches.id, ownProductId: productMatches.ownProductId });
    if (!rows.length) throw new AppError('not_found', 'No such matches in this account.');
    // The decided pairs' own products stand elsewhere now (docs/product-rules.md R145).
    await refreshPricePositions(tx, {
      accountId: opts.accountId,
      ownProductIds: [...new Set(rows.map((r) => r.ownProductId))],
    });
    return { updated: rows.length };
  });
}
