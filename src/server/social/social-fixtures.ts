import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { openOwnAccount } from '../account/open-own-account';
import { changeEvents, competitors, products, socialPosts, stores, users } from '../db/schema';

/**
 * Test-only: monitored stores with products and a week of change events, relative to `now`, whose figures are
 * known by hand (social.test.ts states them), plus a store nobody monitors any more that must not count.
 */
export async function seedSocialData(db: TDb, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const [user] = await db
    .insert(users)
    .values({ username: 'owner', email: 'owner@example.com', password: 'x' })
    .returning();
  await openOwnAccount({ db, user: user! });
  const store = async (name: string, active: boolean) => {
    const [s] = await db
      .insert(stores)
      .values({ myshopifyDomain: `${name}.myshopify.com`, url: `https://${name}.example`, name })
      .returning();
    await db.insert(competitors).values({
      accountId: user!.id,
      storeId: s!.id,
      name,
      url: `https://${name}.example`,
      domain: `${name}.example`,
      deactivatedAt: active ? null : ago(30),
    });
    return s!.id;
  };
  const a = await store('alpha', true);
  const b = await store('beta', true);
  const c = await store('gamma', false);
  let n = 0;
  const product = async (
    storeId: string,
    price: string | null,
    compareAt: string | null,
    over: { lastPriceChangeAt?: Date; removedAt?: Date } = {},
  ) => {
    n++;
    const [p] = await db
      .insert(products)
      .values({
        storeId,
        externalId: String(n),
        handle: `p${n}`,
        title: `Product ${n}`,
        url: `https://shop.example/p${n}`,
        currentPrice: price,
        compareAtPrice: compareAt,
        ...over,
      })
      .returning();
    return p!.id;
  };
  // Monitored: alpha 4, beta 1 (its second is removed) = 5 products.
  const p1 = await product(a, '80.00', '100.00', { lastPriceChangeAt: ago(2) }); // 20 % off, moved
  await product(a, '50.00', '100.00'); // 50 % off
  const p3 = await product(a, '30.00', null, { lastPriceChangeAt: ago(10) }); // moved, but 10 days ago
  await product(a, '10.00', '10.00'); // compare-at equal: no discount
  const p5 = await product(b, '90.00', '100.00', { lastPriceChangeAt: ago(1) }); // 10 % off, moved
  await product(b, '10.00', '100.00', { removedAt: ago(3), lastPriceChangeAt: ago(1) }); // removed
  const g = await product(c, '1.00', '100.00', { lastPriceChangeAt: ago(1) }); // store not monitored
  const event = (storeId: string, type: string, at: Date, productId: number | null, pct?: string) =>
    db.insert(changeEvents).values({
      storeId,
      productId,
      type: type as 'price_increase',
      percentageChange: pct ?? null,
      detectedAt: at,
    });
  await event(a, 'price_decrease', ago(2), p1, '-20.00');
  await event(b, 'price_increase', ago(1), p5, '5.00');
  await event(a, 'price_decrease', ago(10), p3, '-3.00'); // outside the week
  await event(c, 'price_decrease', ago(1), g, '-99.00'); // not monitored
  await event(a, 'new_product', ago(3), p1);
  await event(c, 'new_product', ago(3), g);
  await event(a, 'store_wide_sale', ago(1), null);
}

/** A post due at `at` (inserted directly, as generation would). */
export async function duePost(
  db: TDb,
  platform: 'twitter' | 'linkedin' | 'facebook' | 'reddit',
  at: Date,
  over: Partial<typeof socialPosts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(socialPosts)
    .values({
      platform,
      postType: 'tips',
      content: `A post for ${platform} at ${at.toISOString()} (${randomUUID()})`,
      hashtags: ['shopify'],
      title: platform === 'reddit' ? 'A title' : null,
      subreddit: platform === 'reddit' ? 'shopify' : null,
      scheduledFor: at,
      ...over,
    })
    .returning();
  return row!;
}

export async function enableAutoPosting(db: TDb) {
  await db.execute(sql`
    INSERT INTO social_settings (id, auto_posting_enabled, daily_post_limits, optimal_posting_times, content_mix)
    VALUES (1, true, '{}', '{}', '{}')
    ON CONFLICT (id) DO UPDATE SET auto_posting_enabled = true`);
}
