import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../../../tools/fake-shopify';
import { competitors, scrapingAudits, stores } from '../db/schema';
import { createLogger } from '../lib/logger';
import { seedTrackedStore } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { queueDueStores, SCRAPE_QUEUE, startScrapeWorkers } from './scrape-jobs';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0' };
let fake: FakeShopify;
beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [{ name: 'Queue Shop', products: 300, variantsPerProduct: 2, seed: 5 }],
  });
  env.ALLOWED_PRIVATE_HOSTS = fake.stores[0]!.hostPort;
});
afterAll(async () => fake?.close());

describe('scrape queue', () => {
  const ctx = useTestApp({ env });

  async function trackFakeStore() {
    const seeded = await seedTrackedStore(ctx.db);
    await ctx.db.update(stores).set({ url: fake.stores[0]!.url }).where(eq(stores.id, seeded.storeId));
    return seeded;
  }

  it('queues each due store once per tick, however often the tick runs', async () => {
    const { storeId } = await trackFakeStore();
    const boss = await ctx.queue();
    expect(await queueDueStores({ db: ctx.db, boss })).toEqual({ queued: 1 });
    expect(await queueDueStores({ db: ctx.db, boss })).toEqual({ queued: 1 });
    expect(await boss.getQueueSize(SCRAPE_QUEUE)).toBe(1);
    const [job] = await boss.fetch<{ storeId: string }>(SCRAPE_QUEUE);
    expect(job!.data).toEqual({ storeId, trigger: 'scheduled' });

    // Nobody tracks it any more: the tick leaves it alone.
    await boss.complete(SCRAPE_QUEUE, job!.id);
    await ctx.db.update(competitors).set({ deactivatedAt: new Date(), status: 'inactive' });
    expect(await queueDueStores({ db: ctx.db, boss })).toEqual({ queued: 0 });
  });

  it('reads a store at once on a refresh, even with a scheduled read of it queued for later', async () => {
    const { storeId } = await trackFakeStore();
    const boss = await ctx.queue();
    // The tick queued the store to start in two minutes (its due time, or the end of a claim it saw).
    await boss.insert([
      {
        name: SCRAPE_QUEUE,
        data: { storeId, trigger: 'scheduled' },
        singletonKey: storeId,
        startAfter: new Date(Date.now() + 120_000),
      },
    ]);
    await ctx.scheduler.requestScrape(storeId, { manual: true });
    // pg-boss takes a job once its start_after < now(): on PGlite the next statement can fall in the same
    // millisecond, so look a few times within a few milliseconds (the scheduled read stays 120 s away).
    let job: { data: { storeId: string; trigger: string } } | undefined;
    for (let look = 0; look < 50 && !job; look++) {
      [job] = await boss.fetch<{ storeId: string; trigger: string }>(SCRAPE_QUEUE);
      if (!job) await new Promise((r) => setTimeout(r, 5));
    }
    expect(job?.data).toMatchObject({ storeId, trigger: 'manual' });
    // Asked again while that one is waiting or running: still one manual job waiting, not two.
    await ctx.scheduler.requestScrape(storeId, { manual: true });
    await ctx.scheduler.requestScrape(storeId, { manual: true });
    expect(await boss.getQueueSize(SCRAPE_QUEUE, { before: 'active' })).toBe(2);
  });

  it('never runs two scrapes of one store at once, even with two workers and repeated requests', async () => {
    const { storeId, competitorId } = await trackFakeStore();
    await startScrapeWorkers({
      boss: await ctx.queue(),
      db: ctx.db,
      readCatalogue: ctx.storefront.readCatalogue,
      concurrency: 2,
      log: createLogger('silent'),
      pollingIntervalSeconds: 0.5,
    });
    const auditsOf = () =>
      ctx.db
        .select()
        .from(scrapingAudits)
        .where(eq(scrapingAudits.storeId, storeId))
        .orderBy(asc(scrapingAudits.startTime));
    await ctx.scheduler.requestScrape(storeId, { manual: true });
    // While that scrape runs, more requests arrive: one waits, the rest are the same request.
    for (let until = Date.now() + 20_000; Date.now() < until;) {
      if ((await auditsOf()).some((a) => a.status === 'running')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (let i = 0; i < 3; i++) await ctx.scheduler.requestScrape(storeId, { manual: true });
    const until = Date.now() + 30_000;
    let audits: (typeof scrapingAudits.$inferSelect)[] = [];
    while (Date.now() < until) {
      audits = await ctx.db
        .select()
        .from(scrapingAudits)
        .where(eq(scrapingAudits.storeId, storeId))
        .orderBy(asc(scrapingAudits.startTime));
      if (audits.length >= 2 && audits.every((a) => a.status !== 'running')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    // One running and one waiting at most: four requests make two runs, one after the other.
    await new Promise((r) => setTimeout(r, 1500));
    audits = await auditsOf();
    expect(audits.map((a) => a.status)).toEqual(['success', 'success']);
    expect(audits[1]!.startTime.getTime()).toBeGreaterThanOrEqual(audits[0]!.endTime!.getTime());
    const [c] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    expect(c).toMatchObject({ status: 'active', productCount: 300 });
  }, 90_000);
});
