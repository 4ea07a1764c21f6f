import { sql, type SQL } from 'drizzle-orm';
import type { TPricePositionFilters } from '@shared/contracts/price-position';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { ALL_COMPETITORS } from '../db/schema';

/**
 * The stored positions (price_positions, docs/product-rules.md R145) a list's filters select: the rows against all
 * competitors, or against the one asked for; vendor and product type compared trimmed and in any case; "undercut"
 * decided now, from when a compared competitor price last fell below mine (the last 24 h).
 */
export function positionFilter(opts: { accountId: string } & TPricePositionFilters): SQL {
  const position =
    opts.position === 'undercut'
      ? sql`AND pp.undercut_at > now() - interval '24 hours'`
      : opts.position
        ? sql`AND pp.position = ${opts.position}`
        : sql``;
  return sql`pp.account_id = ${opts.accountId} AND pp.competitor_id = ${opts.competitorId ?? ALL_COMPETITORS}::uuid
    ${opts.vendor ? sql`AND pp.vendor_key = lower(${opts.vendor})` : sql``}
    ${opts.productType ? sql`AND pp.type_key = lower(${opts.productType})` : sql``}
    ${position}`;
}

/** How many stored positions a filter selects: the list's true total. */
export async function countPricePositions(db: TExecutor, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM price_positions pp WHERE ${where}`),
  );
  return row?.n ?? 0;
}
