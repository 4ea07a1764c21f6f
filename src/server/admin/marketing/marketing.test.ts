import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_DEFAULTS } from '@shared/contracts/leads';
import { leads, products, stores } from '../../db/schema';
import { signInAdmin } from '../../testing/admin-session';
import { seedTrackedStore } from '../../testing/catalogue-fixtures';
import {
  directoryStore,
  startLeadDirectoryStandIn,
  type TLeadDirectoryStandIn,
} from '../../testing/lead-directory-stand-in';
import { signUp, useTestApp } from '../../testing/test-app';
import { createDirectoryClient } from './directory-client';

const post = (ctx: ReturnType<typeof useTestApp>, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('leads from monitored stores', () => {
  const ctx = useTestApp();

  it('builds leads from the stores monitored, their own data only, and merges on a second run', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const { storeId } = await seedTrackedStore(ctx.db);
    await ctx.db
      .update(stores)
      .set({ country: 'CA', currency: 'CAD', lastSuccessAt: new Date() })
      .where(eq(stores.id, storeId));
    const types = ['Shoes', 'Shoes', 'Shoes', 'Hats', 'Hats', 'Socks', null];
    await ctx.db.insert(products).values(
      types.map((productType, i) => ({
        storeId,
        externalId: `p${i}`,
        handle: `p${i}`,
        title: `P${i}`,
        url: `https://shop.example/products/p${i}`,
        productType,
      })),
    );
    await ctx.db.insert(products).values({
      storeId,
      externalId: 'gone',
      handle: 'gone',
      title: 'Gone',
      url: 'https://shop.example/g',
      productType: 'Gone',
      removedAt: new Date(),
    });
    // A store nobody tracks any more is not a monitored store.
    await ctx.db
      .insert(stores)
      .values({ myshopifyDomain: 'orphan.myshopify.com', url: 'https://orphan.example', name: 'Orphan' });

    const res = await post(ctx, '/api/admin/marketing/monitored-store-leads', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stores: 1, counts: { added: 1, merged: 0, unchanged: 0, refused: 0 } });
    const [lead] = await ctx.db.select().from(leads);
    expect(lead).toMatchObject({
      domain: 'shop.example',
      storeName: 'Northpeak',
      website: 'https://shop.example',
      email: null,
      country: 'CA',
      currency: 'CAD',
      productCount: 7,
      productTypes: ['Shoes', 'Hats', 'Socks'],
      source: 'monitored_store',
      storeId,
    });
    expect(lead!.fieldSources).toEqual({
      storeName: 'monitored_store',
      website: 'monitored_store',
      country: 'monitored_store',
      currency: 'monitored_store',
      productCount: 'monitored_store',
      productTypes: 'monitored_store',
    });

    const again = await post(ctx, '/api/admin/marketing/monitored-store-leads', admin.cookie);
    expect(again.json().counts).toEqual({ added: 0, merged: 0, unchanged: 1, refused: 0 });
    // The store's own data refreshes what this source gave; a CSV email stays.
    await ctx.db
      .update(leads)
      .set({ email: 'owner@shop.example', fieldSources: { ...lead!.fieldSources, email: 'csv' } });
    await ctx.db.update(products).set({ removedAt: new Date() }).where(eq(products.productType, 'Shoes'));
    const third = await post(ctx, '/api/admin/marketing/monitored-store-leads', admin.cookie);
    expect(third.json().counts).toEqual({ added: 0, merged: 1, unchanged: 0, refused: 0 });
    const [after] = await ctx.db.select().from(leads);
    expect(after).toMatchObject({
      productCount: 4,
      productTypes: ['Hats', 'Socks'],
      email: 'owner@shop.example',
    });

    const customer = await signUp(ctx.app);
    expect((await post(ctx, '/api/admin/marketing/monitored-store-leads', customer)).statusCode).toBe(403);
  });

  it('answers 409 naming the variables when no directory is configured', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const res = await post(ctx, '/api/admin/marketing/directory-leads', admin.cookie, DIRECTORY_DEFAULTS);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/set LEAD_DIRECTORY_URL and LEAD_DIRECTORY_API_KEY/);
    expect(await ctx.db.select().from(leads)).toEqual([]);
  });
});

describe('leads from the store directory', () => {
  const env: Record<string, string> = {};
  const ctx = useTestApp({ env });
  let directory: TLeadDirectoryStandIn;

  beforeAll(async () => {
    directory = await startLeadDirectoryStandIn();
    env.LEAD_DIRECTORY_URL = directory.url;
    env.LEAD_DIRECTORY_API_KEY = directory.apiKey;
  });
  afterAll(async () => directory.close());

  it('finds stores by country, category and revenue, pages, and merges them as leads', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    directory.stores.length = 0;
    directory.requests.length = 0;
    for (let i = 0; i < 60; i += 1) {
      directory.stores.push(directoryStore(`fit${i}.example.com`, { country: 'CA', category: 'Fitness' }));
    }
    directory.stores.push(
      directoryStore('tiny.example.com', { country: 'US', category: 'Beauty', yearlyRevenue: 5_000 }),
      directoryStore('glow.example.com', {
        country: 'GB',
        category: 'Beauty',
        email: 'Hi@Glow.example.com',
        yearlyRevenue: 240_000,
      }),
      directoryStore('far.example.com', { country: 'FR', category: 'Beauty' }),
      directoryStore('toys.example.com', { country: 'US', category: 'Toys' }),
    );
    await ctx.db.insert(leads).values({
      domain: 'glow.example.com',
      storeName: 'Glow',
      website: 'https://glow.example.com',
      source: 'csv',
      sources: ['csv'],
      fieldSources: { storeName: 'csv' },
    });

    const res = await post(ctx, '/api/admin/marketing/directory-leads', admin.cookie, {
      ...DIRECTORY_DEFAULTS,
      maxResults: 100,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ added: 60, merged: 1, unchanged: 0, refused: 0 });
    expect(body.storedLeads).toBe(61);
    expect(body.results).toHaveLength(61);
    expect(directory.requests.map((r) => r.query.page)).toEqual(['0', '1']);
    expect(directory.requests[0]!.query).toMatchObject({
      'f:cc': 'US,CA,GB',
      'f:categories': 'Apparel,Fitness,Beauty,Tech',
      'f:esmin': String(Math.ceil((10_000 * 100) / 12)),
      page_size: '50',
    });
    const [glow] = await ctx.db.select().from(leads).where(eq(leads.domain, 'glow.example.com'));
    expect(glow).toMatchObject({
      storeName: 'Glow',
      email: 'hi@glow.example.com',
      country: 'GB',
      category: 'Beauty',
      estimatedRevenue: 240_000,
      sources: ['csv', 'directory'],
    });
    expect(glow!.fieldSources).toMatchObject({ storeName: 'csv', email: 'directory', country: 'directory' });

    const again = await post(ctx, '/api/admin/marketing/directory-leads', admin.cookie, {
      ...DIRECTORY_DEFAULTS,
      maxResults: 100,
    });
    expect(again.json()).toMatchObject({ storedLeads: 0, counts: { added: 0, unchanged: 61 } });

    const limited = await post(ctx, '/api/admin/marketing/directory-leads', admin.cookie, {
      country: ['Narnia'],
    });
    expect(limited.statusCode).toBe(400);
  });

  it('waits out a short 429, answers a long one with Retry-After, and reports a refused key', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    directory.stores.splice(0, directory.stores.length, directoryStore('one.example.com'));
    directory.rateLimitNext(1, 1);
    const waited = await post(ctx, '/api/admin/marketing/directory-leads', admin.cookie, DIRECTORY_DEFAULTS);
    expect(waited.statusCode).toBe(200);
    expect(waited.json().storedLeads).toBe(1);

    directory.rateLimitNext(1, 120);
    const refused = await post(ctx, '/api/admin/marketing/directory-leads', admin.cookie, DIRECTORY_DEFAULTS);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('120');
    expect(refused.json().message).toBe(
      'The store directory is rate-limiting requests: try again in 120 seconds',
    );

    const wrongKey = createDirectoryClient({ baseUrl: directory.url, apiKey: 'wrong' })!;
    await expect(
      wrongKey.search({ countries: [], categories: [], minRevenue: 0, maxResults: 5 }),
    ).rejects.toThrow('The store directory refused the API key (401): check LEAD_DIRECTORY_API_KEY');
    const slept: number[] = [];
    const quick = createDirectoryClient({
      baseUrl: `${directory.url}/`,
      apiKey: directory.apiKey,
      sleep: async (ms) => void slept.push(ms),
    })!;
    directory.rateLimitNext(2, 2);
    await expect(
      quick.search({ countries: [], categories: [], minRevenue: 0, maxResults: 5 }),
    ).rejects.toThrow('try again in 2 seconds');
    expect(slept).toEqual([2000]);
    expect(createDirectoryClient({ baseUrl: directory.url, apiKey: undefined })).toBeNull();
  });
});
