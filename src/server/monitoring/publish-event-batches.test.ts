import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { accounts, scrapingAudits, users } from '../db/schema';
import { deliveriesOf } from '../delivery/delivery-fixtures';
import { planDeliveries } from '../delivery/plan-deliveries';
import { recordDeliveryItems } from '../delivery/record-delivery-items';
import { fanOutEvents } from '../notifications/fan-out-events';
import { outcome, product, seedTrackedStore, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';
import { ingestScrape } from './ingest-scrape';
import { listingHashes } from './plan-catalogue';
import { PUBLISH_BATCH_EVENTS, publishEventBatch } from './publish-event-batches';
import { writeCatalogue } from './write-catalogue';

/** As many products as a batch holds events, two variants each: every run moving each price makes two batches. */
const PRODUCTS = PUBLISH_BATCH_EVENTS;

function catalogue(priceBase: number) {
  return Array.from({ length: PRODUCTS }, (_, i) =>
    product(`${i + 1}`, [
      variant(`${i + 1}01`, { price: (priceBase + (i % 7)).toFixed(2), title: 'S' }),
      variant(`${i + 1}02`, { price: (priceBase + 1 + (i % 5)).toFixed(2), title: 'M', position: 2 }),
    ]),
  );
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 18, 12, minute));

describe('a scrape that dies between its event batches', () => {
  const ctx = useTestApp();

  it('loses and doubles nothing: the next run publishes the rest, each alert once, and they go out together', async () => {
    const { storeId, userId } = await seedTrackedStore(ctx.db);
    await ctx.db.update(users).set({ alertFrequency: 'instant' }).where(eq(users.id, userId));
    // The founding user's own account carries the user's id (migration 0027).
    await ctx.db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, userId));
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue(10)), now: at(0) });

    // The run that dies: its catalogue written in chunks, then one batch of its events published, then nothing.
    const dying = outcome(catalogue(20));
    const hashes = listingHashes(dying.products);
    await writeCatalogue(ctx.db, { storeId, outcome: dying, hashes, now: at(1), baseline: false });
    const publish = { storeId, auditId: null, now: at(1) };
    expect(await publishEventBatch(ctx.db, publish)).toBe(PUBLISH_BATCH_EVENTS);
    const [afterCrash] = rowsOf<{ events: number; pending: number; notes: number; held: number }>(
      await ctx.db.execute(sql`
        SELECT (SELECT count(*)::int FROM change_events WHERE store_id = ${storeId}) AS events,
          (SELECT count(*)::int FROM scrape_pending_events WHERE store_id = ${storeId}) AS pending,
          (SELECT count(*)::int FROM notifications) AS notes,
          (SELECT count(*)::int FROM delivery_items WHERE created_at > ${at(1).toISOString()}) AS held`),
    );
    // Each event of the batch is published with its notification and its held email item; the rest wait.
    expect(afterCrash).toEqual({
      events: PUBLISH_BATCH_EVENTS,
      pending: 2 * PRODUCTS - PUBLISH_BATCH_EVENTS,
      notes: PUBLISH_BATCH_EVENTS,
      held: PUBLISH_BATCH_EVENTS,
    });
    // Held: no alert leaves with half of a scrape.
    expect((await planDeliveries({ db: ctx.db, now: at(1) })).created).toBe(0);

    const summary = await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue(30)), now: at(2) });
    // This run's own moves and the dead run's pending ones, published as this run's.
    expect(summary.priceChanges).toBe(2 * 2 * PRODUCTS - PUBLISH_BATCH_EVENTS);

    const [done] = rowsOf<{ moves: number; events: number; pending: number; notes: number; items: number }>(
      await ctx.db.execute(sql`
        SELECT
          (SELECT count(*)::int FROM (
            SELECT price IS DISTINCT FROM lag(price) OVER (PARTITION BY variant_id ORDER BY id) AND
              lag(price) OVER (PARTITION BY variant_id ORDER BY id) IS NOT NULL AS moved
            FROM price_history WHERE variant_id IN (SELECT id FROM variants WHERE store_id = ${storeId})
          ) m WHERE moved) AS moves,
          (SELECT count(*)::int FROM change_events WHERE store_id = ${storeId}) AS events,
          (SELECT count(*)::int FROM scrape_pending_events WHERE store_id = ${storeId}) AS pending,
          (SELECT count(*)::int FROM notifications) AS notes,
          (SELECT count(*)::int FROM delivery_items WHERE channel = 'email') AS items`),
    );
    // Every price move once as an event, nothing left pending, one notification and one email item per event.
    expect(done).toEqual({
      moves: 4 * PRODUCTS,
      events: 4 * PRODUCTS,
      pending: 0,
      notes: 4 * PRODUCTS,
      items: 4 * PRODUCTS,
    });
    // Nothing lost: fanning out again and recording the items again add nothing.
    const again = await fanOutEvents({ db: ctx.db, storeId, since: at(0) });
    expect(again.notificationIds).toEqual([]);
    const ids = rowsOf<{ id: number }>(await ctx.db.execute(sql`SELECT id FROM notifications`)).map((r) =>
      Number(r.id),
    );
    expect(
      (await recordDeliveryItems({ db: ctx.db, notificationIds: ids, slackBotConfigured: false })).items,
    ).toBe(0);

    // Released at the close, the dead run's too: one instant email carries every alert.
    expect((await planDeliveries({ db: ctx.db, now: at(2) })).created).toBe(1);
    expect(await deliveriesOf(ctx.db)).toMatchObject([
      { channel: 'email', kind: 'instant', item_count: 4 * PRODUCTS },
    ]);
  }, 120_000);
});

describe('the audit of a run that publishes its events in batches', () => {
  const ctx = useTestApp();

  it('ends when the run closes, after its last batch, not when its ingest began; the next falls due from there', async () => {
    const { storeId, userId } = await seedTrackedStore(ctx.db);
    await ctx.db.update(users).set({ alertFrequency: 'instant' }).where(eq(users.id, userId));
    await ctx.db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, userId));
    await ingestScrape({ db: ctx.db, storeId, outcome: outcome(catalogue(10)) });
    // The database's clock at each event it publishes (the batches run in their own transactions).
    await ctx.db.execute(sql`CREATE TABLE published_clock (at timestamptz NOT NULL)`);
    await ctx.db.execute(sql`
      CREATE FUNCTION note_published() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO published_clock VALUES (clock_timestamp()); RETURN NULL; END $$`);
    await ctx.db.execute(sql`
      CREATE TRIGGER note_published AFTER INSERT ON change_events FOR EACH ROW EXECUTE FUNCTION note_published()`);
    const startedAt = new Date();
    const [audit] = await ctx.db
      .insert(scrapingAudits)
      .values({ storeId, trigger: 'manual', status: 'running', startTime: startedAt })
      .returning({ id: scrapingAudits.id });
    const summary = await ingestScrape({
      db: ctx.db,
      storeId,
      outcome: outcome(catalogue(20)),
      auditId: audit!.id,
      startedAt,
    });
    expect(summary.priceChanges).toBe(2 * PRODUCTS);
    const [row] = rowsOf<{
      ended: string | Date;
      duration: number;
      last_batch: string | Date;
      last_scraped: string | Date;
    }>(
      await ctx.db.execute(sql`
        SELECT a.end_time AS ended, a.duration,
          (SELECT max(at) FROM published_clock) AS last_batch,
          (SELECT last_scraped_at FROM stores WHERE id = ${storeId}) AS last_scraped
        FROM scraping_audits a WHERE a.id = ${audit!.id}`),
    );
    // The scheduler counts the interval from the same end the audit shows (scraping audit and bench:scale agree).
    expect(new Date(row!.last_scraped).getTime()).toBe(new Date(row!.ended).getTime());
    // Within the millisecond the audit's end is kept to.
    expect(new Date(row!.ended).getTime()).toBeGreaterThanOrEqual(new Date(row!.last_batch).getTime() - 1);
    expect(row!.duration).toBe(new Date(row!.ended).getTime() - startedAt.getTime());
  });
});
