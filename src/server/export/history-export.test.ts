// The rank history and theme and app history exports (docs/product-rules.md R152), after real scrapes of the fake
// store: streamed, keyset-batched, the account's own rows only, Pro only.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../db/schema';
import { getJson, signedInUser, track, USD_SHOP } from '../insights/insights-fixtures';
import { scrapeNow, useFakeStores } from '../testing/fake-stores';
import { useTestApp } from '../testing/test-app';
import { exportBatches } from './export-datasets';
import { PRO_ONLY_MESSAGE } from './stream-export';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0' };
const fake = useFakeStores([{ name: 'Export Shop', products: 30, variantsPerProduct: 1, seed: 31 }], { env });

const today = () => new Date().toISOString().slice(0, 10);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

describe('GET /api/export/{rank-history|theme-app-history}', () => {
  const ctx = useTestApp({ env });

  it('exports each change of place and each theme and app seen, streamed, to the Pro account only', async () => {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice', { subscriptionPlan: 'pro' });
    const { storeId } = await track(ctx.db, alice.accountId, USD_SHOP);
    await ctx.db.update(stores).set({ url: fake.shop.url }).where(eq(stores.id, storeId));
    const scrape = () => scrapeNow(ctx, storeId);
    const handles = fake.shop.products.map((p) => p.handle);
    const titleOf = (h: string) => fake.shop.products.find((p) => p.handle === h)!.title;

    fake.shop.addAppScript('https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=X', 'async-load');
    fake.shop.bestSelling.set(handles);
    expect(await scrape()).toMatchObject({ status: 'success' });
    // The third climbs to the top: three rows more (R141), and the store switches theme and apps.
    fake.shop.bestSelling.set([handles[2]!, handles[0]!, handles[1]!, ...handles.slice(3)]);
    fake.shop.setTheme({
      name: 'Prestige',
      id: 77,
      themeStoreId: 855,
      schemaName: 'Prestige',
      schemaVersion: '9.1.0',
    });
    fake.shop.removeAppScript('klaviyo');
    fake.shop.addAppScript('https://cdn.judge.me/widget_preloader.js');
    expect(await scrape()).toMatchObject({ status: 'success' });

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const download = (path: string, cookie = alice.cookie) =>
      fetch(`${base}${path}`, { headers: { cookie } });

    // Rank history as CSV: one line per product per read where its place changed, oldest first.
    const csv = await download('/api/export/rank-history');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-length')).toBeNull(); // streamed (chunked), not buffered
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="rank-history-${today()}.csv"`);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe(
      'competitor_name,competitor_domain,product_title,product_url,best_seller_rank,previous_rank,read_at',
    );
    expect(lines).toHaveLength(1 + 30 + 3 + 1);
    const last3 = lines.slice(31, 34).map((l) => l.split(','));
    expect(last3.map((c) => [c[0], c[2], c[4], c[5]])).toEqual([
      ['Northpeak', titleOf(handles[2]!), '1', '3'],
      ['Northpeak', titleOf(handles[0]!), '2', '1'],
      ['Northpeak', titleOf(handles[1]!), '3', '2'],
    ]);
    expect(last3[0]![6]).toMatch(ISO);

    // The same as JSON.
    const rankJson = (await (await download('/api/export/rank-history?format=json')).json()) as Record<
      string,
      unknown
    >[];
    expect(rankJson).toHaveLength(33);
    expect(rankJson[30]).toMatchObject({
      competitor_name: 'Northpeak',
      product_title: titleOf(handles[2]!),
      best_seller_rank: 1,
      previous_rank: 3,
    });

    // Theme and app history: what the home page showed, present and gone, with first and last seen and evidence.
    const footprint = await download('/api/export/theme-app-history?format=json');
    expect(footprint.status).toBe(200);
    expect(footprint.headers.get('content-disposition')).toBe(
      `attachment; filename="theme-app-history-${today()}.json"`,
    );
    const seen = (await footprint.json()) as Record<string, unknown>[];
    const byName = (name: string) => seen.find((r) => r.name === name)!;
    expect(byName('Dawn')).toMatchObject({ kind: 'theme', version: '15.0.0', theme_store_id: 887 });
    expect(byName('Dawn').removed_at).toMatch(ISO);
    expect(byName('Dawn').last_seen_at).toBe(byName('Dawn').removed_at);
    expect(byName('Prestige')).toMatchObject({ kind: 'theme', version: '9.1.0', removed_at: null });
    expect(String(byName('Prestige').evidence)).toContain('"name":"Prestige"');
    expect(byName('Klaviyo')).toMatchObject({ kind: 'app', category: 'Email & SMS' });
    expect(byName('Klaviyo').removed_at).toMatch(ISO);
    expect(byName('Judge.me Reviews')).toMatchObject({ kind: 'app', category: 'Reviews', removed_at: null });
    expect(String(byName('Judge.me Reviews').evidence)).toContain('cdn.judge.me/widget_preloader.js');
    const footprintCsv = await (await download('/api/export/theme-app-history')).text();
    expect(footprintCsv.split('\r\n')[0]).toBe(
      'competitor_name,competitor_domain,kind,name,category,version,theme_store_id,first_seen_at,last_seen_at,removed_at,evidence',
    );
    expect(footprintCsv.split('\r\n')).toHaveLength(1 + seen.length + 1);

    // Keyset batches: small batches give the same rows, each once, in the same order.
    const batched: Record<string, unknown>[] = [];
    let batches = 0;
    for await (const batch of exportBatches('rank-history', {
      db: ctx.db,
      accountId: alice.accountId,
      batchSize: 7,
    })) {
      expect(batch.length).toBeLessThanOrEqual(7);
      batches++;
      batched.push(...batch);
    }
    expect(batches).toBe(5);
    expect(batched).toEqual(rankJson);

    // Another Pro account sees nothing of Alice's; a Starter account is refused with the Pro text.
    const bob = await signedInUser(ctx.app, ctx.db, 'bob', { subscriptionPlan: 'pro' });
    expect(await (await download('/api/export/rank-history?format=json', bob.cookie)).json()).toEqual([]);
    expect(await (await download('/api/export/theme-app-history?format=json', bob.cookie)).json()).toEqual(
      [],
    );
    const carol = await signedInUser(ctx.app, ctx.db, 'carol', { subscriptionPlan: 'starter' });
    for (const dataset of ['rank-history', 'theme-app-history']) {
      const res = await getJson(ctx.app, `/api/export/${dataset}`, carol.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PRO_ONLY_MESSAGE);
    }
    expect((await getJson(ctx.app, '/api/export/nothing-such', alice.cookie)).statusCode).toBe(400);
  });
});
