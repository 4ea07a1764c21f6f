import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../../../tools/fake-shopify';
import { accountMembers, ownStores, stores, users } from '../db/schema';
import { findDueStores } from '../monitoring/find-due-stores';
import { signUp, useTestApp } from '../testing/test-app';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0', LOG_LEVEL: 'error' };
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      { name: 'My Own Goods', products: 5, seed: 11 },
      { name: 'Rival One', products: 5, seed: 12 },
    ],
  });
  env.ALLOWED_PRIVATE_HOSTS = fake.stores.map((s) => s.hostPort).join(',');
});
afterAll(async () => {
  await fake?.close();
});

describe('my store API', () => {
  const ctx = useTestApp({ env });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('adds the own store without taking a competitor slot, reads it on schedule, and removes it', async () => {
    const cookie = await signUp(ctx.app);
    expect((await call('GET', '/api/my-store', cookie)).json()).toEqual({ store: null });

    const added = await call('POST', '/api/my-store', cookie, { url: fake.stores[0]!.url });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'My Own Goods',
      url: fake.stores[0]!.url,
      productCount: 0,
      lastScraped: null,
      currency: 'USD',
    });
    expect((await call('GET', '/api/my-store', cookie)).json().store.id).toBe(added.json().id);

    // One own store per account for now.
    const again = await call('POST', '/api/my-store', cookie, { url: fake.stores[1]!.url });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Your account already has its own store. Remove it first to add another.',
    );

    // Not a competitor of itself.
    const itself = await call('POST', '/api/competitors', cookie, { name: 'Me', url: fake.stores[0]!.url });
    expect(itself.statusCode).toBe(409);
    expect(itself.json().message).toBe('This is your own store (Settings → My store), not a competitor.');

    // The Free plan's one competitor slot is still free.
    const rival = await call('POST', '/api/competitors', cookie, { name: 'Rival', url: fake.stores[1]!.url });
    expect(rival.statusCode).toBe(201);

    // The scheduler reads the own store like a competitor's.
    const [own] = await ctx.db.select().from(ownStores);
    expect(await findDueStores({ db: ctx.db, storeId: own!.storeId })).toEqual([own!.storeId]);

    const removed = await call('DELETE', `/api/my-store/${added.json().id}`, cookie);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/my-store', cookie)).json()).toEqual({ store: null });
    expect(await findDueStores({ db: ctx.db, storeId: own!.storeId })).toEqual([]);
    // The shared store row stays.
    expect(await ctx.db.select().from(stores).where(eq(stores.id, own!.storeId))).toHaveLength(1);
    expect((await call('DELETE', `/api/my-store/${added.json().id}`, cookie)).statusCode).toBe(404);
  });

  it('validates the URL like a competitor’s and refuses a store tracked as a competitor', async () => {
    const cookie = await signUp(ctx.app);
    const privateUrl = await call('POST', '/api/my-store', cookie, { url: 'http://10.0.0.7' });
    expect(privateUrl.statusCode).toBe(400);
    expect(privateUrl.json().message).toMatch(/private|internal|not allowed/i);
    expect((await call('POST', '/api/my-store', cookie, { url: 'not a url at all' })).statusCode).toBe(400);
    expect((await call('POST', '/api/my-store', cookie, {})).statusCode).toBe(400);

    await call('POST', '/api/competitors', cookie, { name: 'Rival', url: fake.stores[1]!.url });
    const competing = await call('POST', '/api/my-store', cookie, { url: fake.stores[1]!.url });
    expect(competing.statusCode).toBe(409);
    expect(competing.json().message).toMatch(/You track this store as a competitor/);
    expect((await call('GET', '/api/my-store', cookie)).json()).toEqual({ store: null });
  });

  it('lets a reader see the own store and refuses them changing it; another account sees nothing', async () => {
    const alice = await signUp(ctx.app);
    const added = await call('POST', '/api/my-store', alice, { url: fake.stores[0]!.url });
    expect(added.statusCode).toBe(201);
    const [aliceRow] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    const carol = await signUp(ctx.app, { username: 'carol', email: 'carol@example.com' });
    const [carolRow] = await ctx.db.select().from(users).where(eq(users.username, 'carol'));
    expect((await call('GET', '/api/my-store', carol)).json()).toEqual({ store: null });
    expect((await call('DELETE', `/api/my-store/${added.json().id}`, carol)).statusCode).toBe(404);

    await ctx.db
      .insert(accountMembers)
      .values({ accountId: aliceRow!.id, userId: carolRow!.id, role: 'reader' });
    await ctx.db.update(users).set({ lastAccountId: aliceRow!.id }).where(eq(users.id, carolRow!.id));
    const reader = carol;
    expect((await call('GET', '/api/my-store', reader)).json().store?.id).toBe(added.json().id);
    const refused = await call('DELETE', `/api/my-store/${added.json().id}`, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an owner or a manager can remove your own store.');
  });
});
