import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../../../tools/fake-shopify';
import { accounts } from '../db/schema';
import { startScrapeWorkers } from '../jobs/scrape-jobs';
import { createLogger } from '../lib/logger';
import { signUp, useTestApp } from '../testing/test-app';
import { waitFor } from '../testing/wait-for';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0', LOG_LEVEL: 'error' };
let fake: FakeShopify;
/** A web site that is not a Shopify store at all: HTML everywhere, no Shopify signals. */
let plainSite: Server;
let plainUrl: string;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      { name: 'Northpeak Outfitters', products: 120, variantsPerProduct: 3, currency: 'EUR', seed: 1 },
      { name: 'Second Shop', products: 10, seed: 2 },
      { name: 'Locked Shop', products: 5, seed: 3, mode: 'password' },
    ],
  });
  plainSite = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hello</h1>'),
  );
  await new Promise<void>((r) => plainSite.listen(0, '127.0.0.1', r));
  const plainHost = `127.0.0.1:${(plainSite.address() as AddressInfo).port}`;
  plainUrl = `http://${plainHost}`;
  env.ALLOWED_PRIVATE_HOSTS = [...fake.stores.map((s) => s.hostPort), plainHost].join(',');
});
afterAll(async () => {
  await fake?.close();
  plainSite?.close();
});

describe('competitors API', () => {
  const ctx = useTestApp({ env });
  const post = (cookie: string, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  it('adds a store, scrapes it through the queue and lists its products', async () => {
    const cookie = await signUp(ctx.app);
    const store = fake.stores[0]!;
    const res = await post(cookie, '/api/competitors', { name: 'Northpeak', url: store.url });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Northpeak',
      url: store.url,
      status: 'active',
      productCount: 0,
      lastScraped: null,
      validation: { isShopify: true, name: 'Northpeak Outfitters' },
    });

    await startScrapeWorkers({
      boss: await ctx.queue(),
      db: ctx.db,
      readCatalogue: ctx.storefront.readCatalogue,
      concurrency: 1,
      log: createLogger('silent'),
      pollingIntervalSeconds: 0.5,
    });
    const done = await waitFor(async () => {
      const [c] = (await get(cookie, '/api/competitors')).json();
      return c.status === 'active' && c.lastScraped ? c : undefined;
    });
    expect(done).toMatchObject({ productCount: 120, errorMessage: null, progress: null, currency: 'EUR' });

    const products = await get(cookie, '/api/products?limit=50');
    expect(products.statusCode).toBe(200);
    expect(products.json()).toHaveLength(50);
    expect(products.headers['x-next-cursor']).toBeTruthy();
    const next = await get(cookie, `/api/products?limit=100&cursor=${products.headers['x-next-cursor']}`);
    expect(next.json()).toHaveLength(70);
    expect(products.json()[0]).toMatchObject({
      competitorName: 'Northpeak',
      currency: 'EUR',
      competitorId: done.id,
    });
    const own = await get(cookie, `/api/competitors/${done.id}/products?limit=500`);
    expect(own.json()).toHaveLength(120);
    expect((await get(cookie, '/api/products?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('stops at the plan limit with the upgrade fields, and refuses a store already tracked', async () => {
    const cookie = await signUp(ctx.app);
    expect((await post(cookie, '/api/competitors', { name: 'A', url: fake.stores[0]!.url })).statusCode).toBe(
      201,
    );
    const again = await post(cookie, '/api/competitors', { name: 'B', url: fake.stores[1]!.url });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ plan: 'free', error: 'Competitor limit reached' });
    expect(again.json().message).toBe('Your Free plan allows 1 competitor.');
    expect(again.json().upgradeMessage).toMatch(/Pro \(10 competitors\)/);

    await ctx.db.update(accounts).set({ subscriptionPlan: 'starter' }).where(eq(accounts.name, 'alice'));
    const dupe = await post(cookie, '/api/competitors', { name: 'Again', url: fake.stores[0]!.url });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json()).toMatchObject({
      message: 'You are already tracking this store.',
      error: 'You are already tracking this store.',
    });
    expect((await post(cookie, '/api/competitors', { name: 'B', url: fake.stores[1]!.url })).statusCode).toBe(
      201,
    );
  });

  it('explains stores that cannot be monitored', async () => {
    const cookie = await signUp(ctx.app);
    const cases: [string, RegExp][] = [
      [fake.stores[2]!.url, /password-protected/i],
      [plainUrl, /Shopify/],
      ['http://10.0.0.1', /private/i],
      ['http://localhost:3000', /private|local/i],
      ['http://169.254.169.254', /private|local/i],
      ['not a url', /valid URL/i],
    ];
    for (const [url, message] of cases) {
      const res = await post(cookie, '/api/competitors', { name: 'X', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(message);
      expect(res.json().error, url).toBe(res.json().message);
    }
    expect((await get(cookie, '/api/competitors')).json()).toEqual([]);
  });

  it('validates a URL for anyone, signed in or not', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/competitors/validate',
      payload: { url: fake.stores[0]!.url },
    });
    expect(ok.json()).toEqual({
      isValid: true,
      normalizedUrl: fake.stores[0]!.url,
      storeName: 'Northpeak Outfitters',
      isShopify: true,
      error: null,
    });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/competitors/validate',
      payload: { url: 'http://192.168.1.10' },
    });
    expect(bad.json()).toMatchObject({ isValid: false, isShopify: false });
    expect(bad.json().error).toMatch(/private/i);
  });

  it('says which refused stores were still recognised as Shopify', async () => {
    const cookie = await signUp(ctx.app);
    await post(cookie, '/api/competitors', { name: 'A', url: fake.stores[0]!.url });
    const validate = async (url: string) => (await post(cookie, '/api/competitors/validate', { url })).json();
    expect(await validate(fake.stores[0]!.url)).toMatchObject({
      isValid: false,
      isShopify: true,
      error: 'You are already tracking this store.',
    });
    expect(await validate(fake.stores[2]!.url)).toMatchObject({ isValid: false, isShopify: true });
    expect(await validate(plainUrl)).toMatchObject({ isValid: false, isShopify: false });
  });

  it("keeps one user out of another's competitors", async () => {
    const alice = await signUp(ctx.app);
    const created = (await post(alice, '/api/competitors', { name: 'A', url: fake.stores[1]!.url })).json();
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const id = created.id as string;
    expect((await get(bob, '/api/competitors')).json()).toEqual([]);
    expect((await get(bob, `/api/competitors/${id}/products`)).statusCode).toBe(404);
    expect((await post(bob, `/api/competitors/${id}/scrape`)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/competitors/${id}`, headers: { cookie: bob } }))
        .statusCode,
    ).toBe(404);
    const replace = await ctx.app.inject({
      method: 'PUT',
      url: `/api/competitors/${id}/replace`,
      headers: { cookie: bob },
      payload: { name: 'Mine', url: fake.stores[0]!.url },
    });
    expect(replace.statusCode).toBe(404);
    expect((await get(bob, '/api/products')).json()).toEqual([]);
    expect((await get(alice, '/api/competitors')).json()).toHaveLength(1);
    expect((await post(alice, '/api/competitors/not-a-uuid/scrape')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/competitors' })).statusCode).toBe(401);
  });

  it('replaces, refreshes and deletes', async () => {
    const cookie = await signUp(ctx.app);
    const first = (await post(cookie, '/api/competitors', { name: 'A', url: fake.stores[1]!.url })).json();
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `/api/competitors/${first.id}/replace`,
      headers: { cookie },
      payload: { name: 'Northpeak', url: fake.stores[0]!.url },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Northpeak', url: fake.stores[0]!.url });
    const list = (await get(cookie, '/api/competitors')).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Northpeak']);

    const refresh = await post(cookie, `/api/competitors/${list[0].id}/scrape`);
    expect(refresh.statusCode).toBe(202);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/competitors/${list[0].id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(204);
    expect((await get(cookie, '/api/competitors')).json()).toEqual([]);
  });
});
