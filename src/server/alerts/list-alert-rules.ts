import { and, desc, eq } from 'drizzle-orm';
import type { TAlertRule } from '@shared/contracts/alerts';
import type { TExecutor } from '../db/client';
import { alerts, products, users, type TAlertRow } from '../db/schema';
import { AppError } from '../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rule types whose threshold means something: a price move, a discount percent or how far below mine. */
export const THRESHOLD_TYPES: readonly TAlertRow['type'][] = [
  'price_change',
  'price_drop',
  'price_increase',
  'discount',
  'undercut',
  'best_seller_top',
  'best_seller_climb',
];

/** Rule types about where my price stands on a confirmed match (docs/product-rules.md R134). */
export const POSITION_TYPES: readonly TAlertRow['type'][] = ['undercut', 'highest_price'];

export function toAlertRule(
  row: TAlertRow,
  productTitle: string | null,
  addedBy: string | null = null,
): TAlertRule {
  return {
    id: row.id,
    type: row.type,
    competitorId: row.competitorId,
    productId: row.productId,
    productTitle: row.productId === null ? null : productTitle,
    // numeric(5,2) of a multiple of 0.1 ("12.30"): one decimal, by string, never through a float.
    threshold: row.threshold === null ? null : row.threshold.slice(0, -1),
    isActive: row.isActive,
    lastTriggered: row.lastTriggered?.toISOString() ?? null,
    addedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAlertRules(opts: { db: TExecutor; accountId: string }): Promise<TAlertRule[]> {
  const rows = await opts.db
    .select({ alert: alerts, productTitle: products.title, addedBy: users.username })
    .from(alerts)
    .leftJoin(products, eq(products.id, alerts.productId))
    .leftJoin(users, eq(users.id, alerts.addedBy))
    .where(eq(alerts.accountId, opts.accountId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return rows.map((r) => toAlertRule(r.alert, r.productTitle, r.addedBy));
}

/** One rule of this user, or 404: another user's id looks exactly like a missing one. */
export async function getOwnAlertRule(opts: {
  db: TExecutor;
  accountId: string;
  id: string;
}): Promise<TAlertRow> {
  const [row] = UUID.test(opts.id)
    ? await opts.db
        .select()
        .from(alerts)
        .where(and(eq(alerts.id, opts.id), eq(alerts.accountId, opts.accountId)))
    : [];
  if (!row) throw new AppError('not_found', 'Alert rule not found');
  return row;
}

export const isUuid = (value: string) => UUID.test(value);

/** The username of the member who added a rule (null when unknown), for an answer about one rule. */
export async function addedByName(db: TExecutor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}
