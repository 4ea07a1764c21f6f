import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PLAN_KEYS, type TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../../db/client';
import { planConfigs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { callStripe } from './stripe-client';

/**
 * The Stripe Price of a plan at its plan_configs price (docs/product-rules.md R71): the stored stripePriceId when
 * Stripe still charges that amount monthly in USD, else a new Product/Price created and stored. The plan row is
 * locked, so two checkouts at once create one Price.
 */
export async function ensureStripePrice(
  tx: TExecutor,
  stripe: Stripe,
  plan: TPlanKey,
  now: Date,
): Promise<string> {
  const [row] = await tx.select().from(planConfigs).where(eq(planConfigs.key, plan)).for('update');
  if (!row || !row.isActive) throw new AppError('conflict', `The ${plan} plan is not on sale.`);
  let productId: string | null = null;
  if (row.stripePriceId) {
    const price = await callStripe(() => stripe.prices.retrieve(row.stripePriceId!));
    const fits =
      price.active &&
      price.unit_amount === row.price &&
      price.currency === 'usd' &&
      price.recurring?.interval === 'month' &&
      (price.recurring.interval_count ?? 1) === 1;
    if (fits) return price.id;
    productId = typeof price.product === 'string' ? price.product : price.product.id;
  }
  if (!productId) {
    const product = await callStripe(() =>
      stripe.products.create(
        { name: `Rivalwatch ${row.name}`, metadata: { plan } },
        { idempotencyKey: `rivalwatch-product-${plan}` },
      ),
    );
    productId = product.id;
  }
  const price = await callStripe(() =>
    stripe.prices.create(
      {
        product: productId,
        unit_amount: row.price,
        currency: 'usd',
        recurring: { interval: 'month' },
        metadata: { plan },
      },
      { idempotencyKey: `rivalwatch-price-${plan}-${productId}-${row.price}` },
    ),
  );
  await tx
    .update(planConfigs)
    .set({ stripePriceId: price.id, updatedAt: now })
    .where(eq(planConfigs.key, plan));
  return price.id;
}

/** Which plan a Stripe Price is: the plan_configs row holding it, else the plan named in its metadata. */
export async function planOfPrice(
  db: TExecutor,
  price: string | Stripe.Price | null | undefined,
): Promise<TPlanKey | null> {
  if (!price) return null;
  const id = typeof price === 'string' ? price : price.id;
  const [row] = await db
    .select({ key: planConfigs.key })
    .from(planConfigs)
    .where(eq(planConfigs.stripePriceId, id));
  if (row && (PLAN_KEYS as readonly string[]).includes(row.key)) return row.key as TPlanKey;
  const named = typeof price === 'string' ? null : price.metadata?.plan;
  return named && (PLAN_KEYS as readonly string[]).includes(named) ? (named as TPlanKey) : null;
}
