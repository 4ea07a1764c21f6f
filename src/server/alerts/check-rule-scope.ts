import { and, eq } from 'drizzle-orm';
import { RANK_ALERT_TYPES } from '@shared/contracts/alerts';
import type { TExecutor } from '../db/client';
import { competitors, ownStores, products, type TAlertRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { POSITION_TYPES, THRESHOLD_TYPES, isUuid } from './list-alert-rules';

/** Rule types about a whole store, never about one product. */
const STORE_WIDE_TYPES: readonly TAlertRow['type'][] = ['storefront_change'];

export type TRuleShape = Pick<TAlertRow, 'type' | 'competitorId' | 'productId' | 'threshold'>;

/**
 * A rule may name only the user's own competitor and a product of a store the user tracks (of that competitor,
 * when both are given): anything else is 404, like a missing id. A threshold only fits price and discount rules.
 * Answers the product's title for a product-scoped rule (docs/product-rules.md R119), else null.
 */
export async function checkRuleScope(opts: {
  db: TExecutor;
  accountId: string;
  rule: TRuleShape;
}): Promise<string | null> {
  const { db, accountId, rule } = opts;
  if (rule.threshold !== null && !THRESHOLD_TYPES.includes(rule.type)) {
    const message = 'Threshold applies only to price and discount alerts';
    throw new AppError('bad_request', `Invalid input. threshold: ${message}`, {
      details: [{ field: 'threshold', message }],
    });
  }
  if (
    rule.threshold !== null &&
    (RANK_ALERT_TYPES as readonly string[]).includes(rule.type) &&
    !Number.isInteger(Number(rule.threshold))
  ) {
    const message = 'A best-seller alert counts whole places: use a whole number from 1 to 100';
    throw new AppError('bad_request', `Invalid input. threshold: ${message}`, {
      details: [{ field: 'threshold', message }],
    });
  }
  if (rule.productId !== null && STORE_WIDE_TYPES.includes(rule.type)) {
    const message = 'A theme and apps alert watches a whole store, not one product';
    throw new AppError('bad_request', `Invalid input. productId: ${message}`, {
      details: [{ field: 'productId', message }],
    });
  }
  if (rule.competitorId !== null) {
    const own = isUuid(rule.competitorId)
      ? await db
          .select({ id: competitors.id })
          .from(competitors)
          .where(and(eq(competitors.id, rule.competitorId), eq(competitors.accountId, accountId)))
      : [];
    if (!own.length) throw new AppError('not_found', 'Competitor not found');
  }
  if (rule.productId === null) return null;
  // A price-position rule may watch one of my own products too (docs/product-rules.md R134).
  if (POSITION_TYPES.includes(rule.type) && rule.competitorId === null) {
    const [own] = await db
      .select({ title: products.title })
      .from(products)
      .innerJoin(ownStores, eq(ownStores.storeId, products.storeId))
      .where(and(eq(products.id, rule.productId), eq(ownStores.accountId, accountId)))
      .limit(1);
    if (own) return own.title;
  }
  const [tracked] = await db
    .select({ title: products.title })
    .from(products)
    .innerJoin(competitors, eq(competitors.storeId, products.storeId))
    .where(
      and(
        eq(products.id, rule.productId),
        eq(competitors.accountId, accountId),
        rule.competitorId ? eq(competitors.id, rule.competitorId) : undefined,
      ),
    )
    .limit(1);
  if (!tracked) throw new AppError('not_found', 'Product not found');
  return tracked.title;
}

/** 12.3 → "12.3" for numeric(5,2); the contract already checked 1–100 in steps of 0.1. */
export const thresholdText = (value: number | null | undefined): string | null =>
  value == null ? null : (Math.round(value * 10) / 10).toFixed(1);
