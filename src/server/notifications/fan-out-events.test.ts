import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alerts, notifications, systemConfigs } from '../db/schema';
import { ingestScrape } from '../monitoring/ingest-scrape';
import { outcome, seedTrackedStore } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { fanOutEvents } from './fan-out-events';
import { baseCatalogue, changedCatalogue, productIdOf, subscribe } from './notify-fixtures';

const t = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

describe('fanOutEvents', () => {
  const ctx = useTestApp();

  /** Two scrapes of one store through ingestScrape, which fans out inside its transaction. */
  async function scrapeTwice(storeId: string) {
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(baseCatalogue()), now: t(0) });
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(changedCatalogue()), now: t(10) });
  }

  const setDefaultThreshold = (value: string) =>
    ctx.db.update(systemConfigs).set({ value }).where(eq(systemConfigs.key, 'price_alert_threshold'));

  async function feedOf(userId: string) {
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.changeEventId));
    return rows.map((n) => [n.type, n.title, n.message, n.oldPrice, n.newPrice, n.percentageChange]);
  }

  it('gives two users tracking one store one notification per event, with the default rule set', async () => {
    const a = await seedTrackedStore(ctx.db);
    const b = await subscribe(ctx.db, { storeId: a.storeId });
    await scrapeTwice(a.storeId);
    // Default: price moves of 3 % or more (so not product 3's +1 %), and the launch.
    expect(await feedOf(a.userId)).toEqual([
      [
        'price_drop',
        'Price drop: Trail Runner 2 (Size 9)',
        'Northpeak cut the price from $120.00 to $89.00 (-25.8%)',
        '120.00',
        '89.00',
        '-25.83',
      ],
      [
        'price_increase',
        'Price increase: Product 2',
        'Northpeak raised the price from $50.00 to $52.50 (+5.0%)',
        '50.00',
        '52.50',
        '5.00',
      ],
      [
        'new_product',
        'New product: Summit Jacket',
        'Northpeak launched Summit Jacket at $49.00',
        null,
        '49.00',
        null,
      ],
    ]);
    const bFeed = await feedOf(b.userId);
    expect(bFeed).toHaveLength(3);
    expect(bFeed[0]![2]).toBe('Rival NP cut the price from $120.00 to $89.00 (-25.8%)');
    const all = await ctx.db.select().from(notifications);
    expect(all.every((n) => !n.alertId && n.createdAt.getTime() === t(10).getTime())).toBe(true);
  });

  it("respects each user's own rules: threshold, product scope, competitor scope and pause", async () => {
    const a = await seedTrackedStore(ctx.db);
    const b = await subscribe(ctx.db, { storeId: a.storeId, username: 'bob' });
    const c = await subscribe(ctx.db, { storeId: a.storeId, username: 'carol' });
    const other = await seedTrackedStore(ctx.db, { username: 'dave', domain: 'other.myshopify.com' });
    const aOtherStore = await subscribe(ctx.db, { storeId: other.storeId, userId: a.userId });
    await ingestScrape({ db: ctx.db, storeId: a.storeId, outcome: outcome(baseCatalogue()), now: t(0) });
    const product2 = await productIdOf(ctx.db, a.storeId, '2');
    const [tenPct, launchesElsewhere, onlyProduct2, paused] = await ctx.db
      .insert(alerts)
      .values([
        { accountId: a.userId, type: 'price_change', threshold: '10.00' },
        { accountId: a.userId, type: 'new_product', competitorId: aOtherStore.competitorId },
        { accountId: b.userId, type: 'price_change', productId: product2 },
        { accountId: c.userId, type: 'price_change', isActive: false },
      ])
      .returning();
    await ingestScrape({ db: ctx.db, storeId: a.storeId, outcome: outcome(changedCatalogue()), now: t(10) });

    // 10 % filters the 5 % move; the launch rule watches another competitor.
    expect((await feedOf(a.userId)).map((n) => n[1])).toEqual(['Price drop: Trail Runner 2 (Size 9)']);
    // Product-scoped, no threshold: only product 2, whatever the size of the move.
    expect((await feedOf(b.userId)).map((n) => n[1])).toEqual(['Price increase: Product 2']);
    // Only a paused rule: nothing, and no default set either.
    expect(await feedOf(c.userId)).toEqual([]);

    const byId = new Map((await ctx.db.select().from(alerts)).map((r) => [r.id, r]));
    expect(byId.get(tenPct!.id)!.lastTriggered?.toISOString()).toBe(t(10).toISOString());
    expect(byId.get(onlyProduct2!.id)!.lastTriggered?.toISOString()).toBe(t(10).toISOString());
    expect(byId.get(launchesElsewhere!.id)!.lastTriggered).toBeNull();
    expect(byId.get(paused!.id)!.lastTriggered).toBeNull();
    const [n] = await ctx.db.select().from(notifications).where(eq(notifications.userId, a.userId));
    expect(n!.alertId).toBe(tenPct!.id);
  });

  it('reads the default threshold from system config', async () => {
    const a = await seedTrackedStore(ctx.db);
    await setDefaultThreshold('6');
    await scrapeTwice(a.storeId);
    expect((await feedOf(a.userId)).map((n) => n[0])).toEqual(['price_drop', 'new_product']);

    await setDefaultThreshold('1');
    await fanOutEvents({ db: ctx.db, storeId: a.storeId, since: t(0) });
    // Now product 2's +5 % and product 3's +1 % pass too; the earlier two are not repeated.
    expect((await feedOf(a.userId)).map((n) => n[1])).toEqual([
      'Price drop: Trail Runner 2 (Size 9)',
      'Price increase: Product 2',
      'Price increase: Product 3',
      'New product: Summit Jacket',
    ]);
  });

  it('never duplicates: re-running the fan-out or re-scraping adds nothing', async () => {
    const a = await seedTrackedStore(ctx.db);
    await subscribe(ctx.db, { storeId: a.storeId });
    await scrapeTwice(a.storeId);
    expect(await ctx.db.select().from(notifications)).toHaveLength(6);
    expect(await fanOutEvents({ db: ctx.db, storeId: a.storeId, since: t(0) })).toEqual({
      notificationIds: [],
    });
    await ingestScrape({ db: ctx.db, storeId: a.storeId, outcome: outcome(changedCatalogue()), now: t(20) });
    expect(await ctx.db.select().from(notifications)).toHaveLength(6);
  });

  it('maps discounts, stock and store-wide sales, in the store currency, and skips inactive subscribers', async () => {
    const a = await seedTrackedStore(ctx.db);
    const gone = await subscribe(ctx.db, { storeId: a.storeId, deactivated: true });
    const eur = (products: ReturnType<typeof baseCatalogue>) => ({
      ...outcome(products),
      shop: { ...outcome([]).shop, currency: 'EUR' },
    });
    const many = () => [
      ...baseCatalogue(),
      ...['5', '6', '7', '8', '9'].map((id) => ({
        ...baseCatalogue()[1]!,
        externalId: id,
        title: `Tee ${id}`,
      })),
    ];
    const fresh = many().map((p, i) => ({
      ...p,
      variants: p.variants.map((v) => ({ ...v, externalId: `${p.externalId}${i}${v.externalId}` })),
    }));
    await ingestScrape({ db: ctx.db, storeId: a.storeId, outcome: eur(fresh), now: t(0) });
    const next = structuredClone(fresh);
    next[0]!.variants[1]!.available = false; // Trail Runner 2 still available through Size 9
    next[2]!.variants[0]!.available = false; // Product 3 sells out
    for (const p of next.slice(3)) p.variants[0]!.compareAtPrice = '80.00'; // 5 of 8 products on sale: 37.5 %
    await ingestScrape({ db: ctx.db, storeId: a.storeId, outcome: eur(next), now: t(10) });

    const feed = await feedOf(a.userId);
    expect(feed.filter((n) => n[0] === 'availability_change')).toEqual([
      [
        'availability_change',
        'Out of stock: Product 3',
        'Product 3 is out of stock at Northpeak',
        '100.00',
        '100.00',
        null,
      ],
    ]);
    expect(feed.find((n) => n[0] === 'promo_campaign')).toEqual([
      'promo_campaign',
      'Store-wide sale: Northpeak',
      'Northpeak put 5 products on sale (37.5% off on average)',
      null,
      null,
      '37.50',
    ]);
    const discounts = feed.filter((n) => n[0] === 'discount_detected');
    expect(discounts).toHaveLength(5);
    expect(discounts[0]).toEqual([
      'discount_detected',
      'Discount: Tee 5',
      'Northpeak put Tee 5 on sale at €50.00, down from €80.00 (37.5% off)',
      '80.00',
      '50.00',
      '37.50',
    ]);
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'discount_detected'));
    expect(row!.discountAmount).toBe('30.00');
    expect(await feedOf(gone.userId)).toEqual([]);
  });
});
