// What a store runs on, read by a real scrape of the fake store over HTTP and stored as changes only.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeEvents, competitors, notifications, storeFootprints } from '../../db/schema';
import { applySettings, captureServer } from '../../delivery/delivery-fixtures';
import { planDeliveries } from '../../delivery/plan-deliveries';
import { sendDueDeliveries } from '../../delivery/send-due-deliveries';
import { createLogger } from '../../lib/logger';
import { scrapeNow, useFakeStores } from '../../testing/fake-stores';
import { seedTrackedStore } from '../../testing/catalogue-fixtures';
import { signUp, testConfig, useTestApp } from '../../testing/test-app';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0' };
const fake = useFakeStores([{ name: 'Runs On Shop', products: 30, variantsPerProduct: 1, seed: 5 }], {
  env,
  reset: true,
});

describe('the footprint a scrape reads', () => {
  const ctx = useTestApp({ env });

  async function trackShop() {
    const seeded = await seedTrackedStore(ctx.db, { storeUrl: fake.shop.url });
    return seeded.storeId;
  }
  const scrape = (storeId: string) => scrapeNow(ctx, storeId);
  const rows = (storeId: string) =>
    ctx.db
      .select()
      .from(storeFootprints)
      .where(eq(storeFootprints.storeId, storeId))
      .orderBy(asc(storeFootprints.id));

  it('stores the theme and apps with their evidence, writes nothing when they did not change, and keeps the history of a switch', async () => {
    const storeId = await trackShop();
    fake.shop.addAppScript('https://cdn.judge.me/widget_preloader.js');
    fake.shop.addAppScript('https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=X', 'async-load');
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    const first = await rows(storeId);
    expect(first.map((r) => [r.kind, r.name, r.category, r.removedAt])).toEqual([
      ['theme', 'Dawn', null, null],
      ['app', 'Judge.me Reviews', 'Reviews', null],
      ['app', 'Klaviyo', 'Email & SMS', null],
    ]);
    expect(first[0]!.details).toEqual({
      id: 1234567890,
      themeStoreId: 887,
      schemaName: 'Dawn',
      schemaVersion: '15.0.0',
    });
    expect(first[0]!.evidence).toContain('Shopify.theme = {"name":"Dawn"');
    expect(first[1]!.evidence).toContain('cdn.judge.me/widget_preloader.js');

    // The same home page again: the same rows, untouched.
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    expect(await rows(storeId)).toEqual(first);

    // A theme switch, an app removed and an unknown script added.
    fake.shop.setTheme({
      name: 'Prestige',
      id: 77,
      themeStoreId: 855,
      schemaName: 'Prestige',
      schemaVersion: '9.1.0',
    });
    fake.shop.removeAppScript('klaviyo');
    fake.shop.addAppScript('https://cdn.unheard-of.io/a.js');
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    const after = await rows(storeId);
    const present = after.filter((r) => r.removedAt === null).map((r) => [r.kind, r.name]);
    expect(present).toEqual([
      ['app', 'Judge.me Reviews'],
      ['theme', 'Prestige'],
      ['unknown', 'cdn.unheard-of.io'],
    ]);
    const gone = after.filter((r) => r.removedAt !== null).map((r) => [r.kind, r.name]);
    expect(gone).toEqual([
      ['theme', 'Dawn'],
      ['app', 'Klaviyo'],
    ]);
    // The app that stayed kept its first sighting.
    expect(after.find((r) => r.name === 'Judge.me Reviews')!.firstSeenAt).toEqual(first[1]!.firstSeenAt);
  });

  it('makes a theme switch and an app added or removed into events with their evidence, once, delivered by webhook', async () => {
    const hook = await captureServer();
    try {
      const seeded = await seedTrackedStore(ctx.db, { storeUrl: fake.shop.url });
      const storeId = seeded.storeId;
      await applySettings(ctx.db, seeded.userId, {
        alertFrequency: 'instant',
        emailNotifications: false,
        webhookUrl: `${hook.origin}/rw`,
        subscriptionPlan: 'pro',
      });
      const events = () =>
        ctx.db
          .select({ type: changeEvents.type, metadata: changeEvents.metadata })
          .from(changeEvents)
          .where(eq(changeEvents.storeId, storeId))
          .orderBy(asc(changeEvents.id));

      // The first read is the baseline: what the store runs on is recorded, nothing is news.
      fake.shop.addAppScript('https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=X', 'async-load');
      expect(await scrape(storeId)).toMatchObject({ status: 'success' });
      expect(await events()).toEqual([]);

      fake.shop.setTheme({
        name: 'Prestige',
        id: 77,
        themeStoreId: 855,
        schemaName: 'Prestige',
        schemaVersion: '9.1.0',
      });
      fake.shop.removeAppScript('klaviyo');
      fake.shop.addAppScript('https://cdn.judge.me/widget_preloader.js');
      fake.shop.addAppScript('https://cdn.unheard-of.io/a.js');
      const changedAt = new Date();
      expect(await scrape(storeId)).toMatchObject({ status: 'success' });
      const found = await events();
      // The unknown host is listed on "Runs on" but makes no event.
      expect(found.map((e) => e.type)).toEqual(['theme_changed', 'app_added', 'app_removed']);
      expect(found[0]!.metadata).toMatchObject({
        from: { label: 'Dawn 15.0.0', themeStoreId: 887 },
        to: { label: 'Prestige 9.1.0', themeStoreId: 855 },
      });
      expect(String((found[0]!.metadata.to as { evidence: string }).evidence)).toContain('"name":"Prestige"');
      expect(found[1]!.metadata).toMatchObject({ name: 'Judge.me Reviews', category: 'Reviews' });
      expect(String(found[1]!.metadata.evidence)).toContain('cdn.judge.me/widget_preloader.js');
      expect(found[2]!.metadata).toEqual({ name: 'Klaviyo', category: 'Email & SMS' });

      // The feed says it in words (the default rule set watches theme and apps).
      const feed = await ctx.db
        .select({ type: notifications.type, title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, seeded.userId))
        .orderBy(asc(notifications.id));
      expect(feed).toEqual([
        {
          type: 'storefront_change',
          title: 'New theme: Northpeak',
          message: 'Northpeak switched theme from Dawn 15.0.0 to Prestige 9.1.0',
        },
        {
          type: 'storefront_change',
          title: 'App added: Judge.me Reviews',
          message: 'Northpeak added Judge.me Reviews (Reviews)',
        },
        {
          type: 'storefront_change',
          title: 'App removed: Klaviyo',
          message: 'Northpeak removed Klaviyo (Email & SMS)',
        },
      ]);

      // The same page again is no news.
      expect(await scrape(storeId)).toMatchObject({ status: 'success' });
      expect(await events()).toHaveLength(3);

      // The webhook carries each change with what it was read from, once even when sent twice.
      const config = testConfig({ ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${hook.port},${fake.shop.hostPort}` });
      const log = createLogger('silent');
      const later = new Date(changedAt.getTime() + 60_000);
      await planDeliveries({ db: ctx.db, now: later });
      await sendDueDeliveries({ db: ctx.db, config, mailer: ctx.mailer, log, now: later });
      await sendDueDeliveries({ db: ctx.db, config, mailer: ctx.mailer, log, now: later });
      const sent = hook.received.map(
        (r) => JSON.parse(r.body) as { type: string; data: { message: string; storefront: unknown } },
      );
      expect(sent.map((e) => e.type)).toEqual([
        'storefront_change',
        'storefront_change',
        'storefront_change',
      ]);
      const theme = sent.find((e) => e.data.message.includes('switched theme'))!;
      expect(theme.data.storefront).toMatchObject({
        from: { label: 'Dawn 15.0.0' },
        to: { label: 'Prestige 9.1.0' },
      });
      const added = sent.find((e) => e.data.message.includes('added'))!;
      expect(JSON.stringify(added.data.storefront)).toContain('cdn.judge.me/widget_preloader.js');
    } finally {
      await hook.close();
    }
  });

  it('records no removal when the home page cannot be read this time', async () => {
    const storeId = await trackShop();
    fake.shop.addAppScript('https://cdn.judge.me/widget_preloader.js');
    expect(await scrape(storeId)).toMatchObject({ status: 'success' });
    const before = await rows(storeId);
    // The home page answers 404 this time; the catalogue reads as before.
    fake.shop.failNext(1, 404, { paths: /^\/$/ });
    const read = await scrape(storeId);
    expect(read).toMatchObject({ status: 'success' });
    expect(await rows(storeId)).toEqual(before);
  });

  it('answers what a competitor runs on to its account, and a 404 to anyone else', async () => {
    const cookie = await signUp(ctx.app);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/competitors',
      headers: { cookie },
      payload: { name: 'Runs On', url: fake.shop.url },
    });
    expect(added.statusCode).toBe(201);
    const competitorId = added.json<{ id: string }>().id;
    const [row] = await ctx.db.select().from(competitors).where(eq(competitors.id, competitorId));
    const get = (c: string, id = competitorId) =>
      ctx.app.inject({ method: 'GET', url: `/api/competitors/${id}/runs-on`, headers: { cookie: c } });

    // Before a read: nothing known yet, said as such.
    expect((await get(cookie)).json()).toEqual({
      readAt: null,
      theme: null,
      apps: [],
      unknown: [],
      history: [],
    });

    fake.shop.addAppScript('https://connect.facebook.net/en_US/fbevents.js');
    fake.shop.addAppScript('https://cdn.judge.me/widget_preloader.js');
    expect(await scrape(row!.storeId)).toMatchObject({ status: 'success' });
    fake.shop.removeAppScript('facebook');
    expect(await scrape(row!.storeId)).toMatchObject({ status: 'success' });

    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.readAt).not.toBeNull();
    expect(body.theme).toMatchObject({
      kind: 'theme',
      name: 'Dawn',
      version: '15.0.0',
      themeStoreId: 887,
      removedAt: null,
    });
    expect(body.theme.lastSeenAt).toBe(body.readAt);
    expect(body.apps.map((a: { name: string; category: string }) => [a.name, a.category])).toEqual([
      ['Judge.me Reviews', 'Reviews'],
    ]);
    expect(body.history).toMatchObject([{ kind: 'app', name: 'Meta Pixel', category: 'Advertising pixel' }]);
    expect(body.history[0].removedAt).not.toBeNull();

    const stranger = await signUp(ctx.app, { username: 'stranger', email: 'stranger@example.com' });
    expect((await get(stranger)).statusCode).toBe(404);
    expect((await get(cookie, 'not-a-uuid')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/competitors/${competitorId}/runs-on` })).statusCode,
    ).toBe(401);
  });
});
