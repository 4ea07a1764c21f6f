import { and, eq, inArray } from 'drizzle-orm';
import type { TMatchDecision } from '@shared/contracts/matching';
import type { TExecutor } from '../db/client';
import { productMatches } from '../db/schema';
import { AppError } from '../lib/errors';

/**
 * Confirms or rejects the account's pairs, one or many at once. A rejected pair stays, so matching never proposes
 * it again (docs/product-rules.md R126); a rejected pair can still be confirmed later. Ids of another account count
 * as missing.
 */
export async function decideMatches(opts: {
  db: TExecutor;
  accountId: string;
  actorId: string;
  input: TMatchDecision;
}): Promise<{ updated: number }> {
  const ids = [...new Set(opts.input.ids)];
  const rows = await opts.db
    .update(productMatches)
    .set({
      status: opts.input.decision === 'confirm' ? 'confirmed' : 'rejected',
      decidedBy: opts.actorId,
      decidedAt: new Date(),
    })
    .where(and(eq(productMatches.accountId, opts.accountId), inArray(productMatches.id, ids)))
    .returning({ id: productMatches.id });
  if (!rows.length) throw new AppError('not_found', 'No such matches in this account.');
  return { updated: rows.length };
}
