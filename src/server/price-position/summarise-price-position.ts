import { sql } from 'drizzle-orm';
import type { TPricePositionSummary } from '@shared/contracts/price-position';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { ALL_COMPETITORS } from '../db/schema';

/** The cards of the price-position screen, over every matched product of mine, from the stored positions (R145). */
export async function summarisePricePosition(opts: {
  db: TExecutor;
  accountId: string;
}): Promise<TPricePositionSummary> {
  const [row] = rowsOf<{
    matched: number;
    most_expensive: number;
    cheapest: number;
    undercut: number;
    not_compared: number;
    has_own_store: boolean;
  }>(
    await opts.db.execute(sql`
      SELECT count(*)::int AS matched,
        count(*) FILTER (WHERE position = 'most_expensive')::int AS most_expensive,
        count(*) FILTER (WHERE position = 'cheapest')::int AS cheapest,
        count(*) FILTER (WHERE undercut_at > now() - interval '24 hours')::int AS undercut,
        count(*) FILTER (WHERE position = 'not_compared')::int AS not_compared,
        EXISTS (SELECT 1 FROM own_stores WHERE account_id = ${opts.accountId}) AS has_own_store
      FROM price_positions
      WHERE account_id = ${opts.accountId} AND competitor_id = ${ALL_COMPETITORS}::uuid`),
  );
  return {
    matchedProducts: row?.matched ?? 0,
    mostExpensive: row?.most_expensive ?? 0,
    cheapest: row?.cheapest ?? 0,
    undercutLast24h: row?.undercut ?? 0,
    notCompared: row?.not_compared ?? 0,
    hasOwnStore: row?.has_own_store ?? false,
  };
}
