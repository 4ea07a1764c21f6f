import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, competitors, stores, systemConfigs, users } from '../db/schema';
import { outcome, product, seedTrackedStore, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { findDueStores } from './find-due-stores';
import { ingestScrape } from './ingest-scrape';
import { backoffMs, recordScrapeFailure } from './record-scrape-failure';

const now = new Date('2026-11-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('findDueStores', () => {
  const ctx = useTestApp();

  it('uses the shortest interval among active subscribers, backoff and the on/off switch', async () => {
    const { storeId, userId } = await seedTrackedStore(ctx.db);
    expect(await findDueStores({ db: ctx.db, now })).toEqual([storeId]); // never scraped

    await ctx.db
      .update(stores)
      .set({ lastScrapedAt: minutesAgo(180) })
      .where(eq(stores.id, storeId));
    expect(await findDueStores({ db: ctx.db, now })).toEqual([]); // free: daily

    await ctx.db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, userId));
    expect(await findDueStores({ db: ctx.db, now })).toEqual([storeId]); // pro: every 2 h

    await ctx.db
      .update(stores)
      .set({ nextScrapeAt: new Date(now.getTime() + 60_000) })
      .where(eq(stores.id, storeId));
    expect(await findDueStores({ db: ctx.db, now })).toEqual([]); // backing off
    await ctx.db.update(stores).set({ nextScrapeAt: null }).where(eq(stores.id, storeId));

    await ctx.db
      .update(systemConfigs)
      .set({ value: 'false' })
      .where(eq(systemConfigs.key, 'scraping_enabled'));
    expect(await findDueStores({ db: ctx.db, now })).toEqual([]);
    await ctx.db
      .update(systemConfigs)
      .set({ value: 'true' })
      .where(eq(systemConfigs.key, 'scraping_enabled'));

    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: now, status: 'inactive' })
      .where(eq(competitors.storeId, storeId));
    expect(await findDueStores({ db: ctx.db, now })).toEqual([]); // nobody tracks it
  });
});

describe('recordScrapeFailure', () => {
  const ctx = useTestApp();

  it('backs off, keeps the catalogue, and shows error after repeated transient failures', async () => {
    const { storeId, competitorId, userId } = await seedTrackedStore(ctx.db);
    await ctx.db.update(users).set({ timezone: 'Europe/Paris' }).where(eq(users.id, userId));
    await ingestScrape({
      db: ctx.db,
      storeId,
      outcome: outcome([product('1', [variant('11')])]),
      now: minutesAgo(60),
    });

    const first = await recordScrapeFailure({
      db: ctx.db,
      storeId,
      errorType: 'rate_limited',
      message: 'Rate limited by the store',
      now,
    });
    expect(first.nextTryAt.toISOString()).toBe('2026-11-01T12:01:00.000Z');
    let [comp] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    expect(comp).toMatchObject({
      status: 'active',
      errorMessage: 'Rate limited by the store; next try at 13:01',
      productCount: 1,
    });

    await recordScrapeFailure({
      db: ctx.db,
      storeId,
      errorType: 'rate_limited',
      message: 'Rate limited by the store',
      now,
    });
    const third = await recordScrapeFailure({
      db: ctx.db,
      storeId,
      errorType: 'rate_limited',
      message: 'Rate limited by the store',
      retryAfterMs: 30_000,
      now,
    });
    expect(third.consecutiveFailures).toBe(3);
    expect(third.nextTryAt.getTime() - now.getTime()).toBe(240_000);
    [comp] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    expect(comp!.status).toBe('error');
    expect(comp!.productCount).toBe(1);
  });

  it('shows a permanent failure at once and honours a long Retry-After', async () => {
    const { storeId, competitorId } = await seedTrackedStore(ctx.db);
    await recordScrapeFailure({
      db: ctx.db,
      storeId,
      errorType: 'password_protected',
      message: 'This store is password-protected',
      now,
    });
    const [comp] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    expect(comp).toMatchObject({ status: 'error', errorMessage: 'This store is password-protected' });
    expect(backoffMs(1, 600_000)).toBe(600_000);
    expect(backoffMs(20)).toBe(6 * 60 * 60_000);
  });
});
