import { sql } from 'drizzle-orm';
import type { TClimber } from '@shared/contracts/best-sellers';
import { climberScope, listClimbers } from '../best-sellers/list-climbers';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TCadence } from './choose-cadence';

/** The period each digest covers, ending when it was planned. */
export const DIGEST_PERIOD_MS: Record<Exclude<TCadence, 'instant'>, number> = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
};

/**
 * A digest's "Biggest climbers" (docs/product-rules.md R150): the products that climbed most in their store's own
 * best-selling order over the digest's period, across the active competitors of every account the person belongs
 * to, each within their account's plan depth (R149). None for an instant alert. The period ends when the digest was
 * planned, so a retry sends the same list.
 */
export async function digestClimbers(opts: {
  db: TExecutor;
  deliveryId: string;
  userId: string;
  cadence: TCadence;
}): Promise<TClimber[]> {
  if (opts.cadence === 'instant') return [];
  const [row] = rowsOf<{ created_at: string | Date }>(
    await opts.db.execute(sql`SELECT created_at FROM deliveries WHERE id = ${opts.deliveryId}`),
  );
  if (!row) return [];
  const to = new Date(row.created_at);
  const { items } = await listClimbers({
    db: opts.db,
    scope: climberScope({ userId: opts.userId }),
    from: new Date(to.getTime() - DIGEST_PERIOD_MS[opts.cadence]),
    to,
  });
  return items;
}
