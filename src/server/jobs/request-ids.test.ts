import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { competitors, stores, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { REQUEST_ID_HEADER } from '../lib/request-context';
import { signUp, useTestApp } from '../testing/test-app';
import { SCRAPE_QUEUE, startScrapeWorkers } from './scrape-jobs';

type TLine = { msg: string; reqId?: string; storeId?: string };

describe('request ids', () => {
  const ctx = useTestApp();

  async function ownCompetitor() {
    const cookie = await signUp(ctx.app);
    const [user] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    const [store] = await ctx.db
      .insert(stores)
      // A store that cannot be read (a private address, not allowed here): its scrape fails at once.
      .values({ myshopifyDomain: 'northpeak.myshopify.com', url: 'http://127.0.0.1:5199', name: 'Northpeak' })
      .returning();
    const [competitor] = await ctx.db
      .insert(competitors)
      .values({
        accountId: user!.id,
        storeId: store!.id,
        name: 'Northpeak',
        url: 'https://shop.example',
        domain: 'shop.example',
      })
      .returning();
    return { cookie, storeId: store!.id, competitorId: competitor!.id };
  }

  it('answers with a fresh id, or the caller’s when it is a sane token', async () => {
    const fresh = await ctx.app.inject({ url: '/api/health' });
    expect(fresh.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({ url: '/api/health', headers: { [REQUEST_ID_HEADER]: 'lb-7f3a.91' } });
    expect(kept.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a.91');
    const odd = await ctx.app.inject({ url: '/api/health', headers: { [REQUEST_ID_HEADER]: 'a b"c\n' } });
    expect(odd.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('goes with a job queued by a request into the worker’s log lines for that job', async () => {
    const { cookie, storeId, competitorId } = await ownCompetitor();
    const boss = await ctx.queue();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/competitors/${competitorId}/scrape`,
      headers: { cookie, [REQUEST_ID_HEADER]: 'click-1234' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.headers[REQUEST_ID_HEADER]).toBe('click-1234');

    // The worker, as another process would run it, writing its log where the test reads it.
    const lines: TLine[] = [];
    let finished: () => void;
    const scrapeFinished = new Promise<void>((resolve) => (finished = resolve));
    const log = createLogger('info', {
      destination: {
        write: (text: string) => {
          const line = JSON.parse(text) as TLine;
          lines.push(line);
          if (line.msg === 'scrape finished' && line.storeId === storeId) finished();
        },
      },
    });
    const queued = rowsOf<{ data: unknown }>(
      await ctx.db.execute(sql`SELECT data FROM pgboss.job WHERE name = ${SCRAPE_QUEUE}`),
    );
    expect(queued.map((j) => j.data)).toEqual([{ storeId, trigger: 'manual', reqId: 'click-1234' }]);
    await startScrapeWorkers({
      boss,
      db: ctx.db,
      readCatalogue: ctx.storefront.readCatalogue,
      concurrency: 1,
      log,
      pollingIntervalSeconds: 0.5,
    });
    await scrapeFinished;
    const forJob = lines.filter((l) => l.storeId === storeId);
    expect(forJob.length).toBeGreaterThan(0);
    expect(forJob.every((l) => l.reqId === 'click-1234')).toBe(true);
    // Lines of other work (the minute tick) do not borrow it.
    expect(lines.filter((l) => l.storeId !== storeId).every((l) => l.reqId === undefined)).toBe(true);
  }, 60_000);
});
