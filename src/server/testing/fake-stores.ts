// Test helpers: fake Shopify stores (tools/fake-shopify) on loopback for a test file, and a manual scrape of one.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  OWN_CATALOGUE,
  OWN_STORE,
  RIVAL_STORES,
  startFakeShopify,
  stockStore,
  type FakeShopify,
  type FakeStore,
  type FakeStoreOptions,
} from '../../../tools/fake-shopify';
import type { TDb } from '../db/client';
import { accounts, users } from '../db/schema';
import type { TStorefront } from '../monitoring/create-storefront';
import { scrapeStore } from '../monitoring/scrape-store';
import { signUp, type TTestContext } from './test-app';

export type TFakeStores = {
  readonly stores: FakeStore[];
  /** The first store. */
  readonly shop: FakeStore;
};

/**
 * Starts fake stores before the file's tests and closes them after. With `env`, the app may reach them
 * (ALLOWED_PRIVATE_HOSTS: useTestApp reads its env before each test, after every beforeAll). `stock` fills the
 * stores once started; `reset` puts each back as it was after every test. Read the fields inside tests only.
 */
export function useFakeStores(
  specs: FakeStoreOptions[],
  opts: { env?: Record<string, string>; stock?: (stores: FakeStore[]) => void; reset?: boolean } = {},
): TFakeStores {
  let fake: FakeShopify | undefined;
  beforeAll(async () => {
    fake = await startFakeShopify({ stores: specs });
    opts.stock?.(fake.stores);
    if (opts.env) opts.env.ALLOWED_PRIVATE_HOSTS = fake.stores.map((s) => s.hostPort).join(',');
  });
  if (opts.reset) afterEach(() => fake?.stores.forEach((s) => s.reset()));
  afterAll(async () => {
    await fake?.close();
  });
  return {
    get stores() {
      return fake!.stores;
    },
    get shop() {
      return fake!.stores[0]!;
    },
  };
}

/**
 * My store (OWN_STORE with OWN_CATALOGUE) first, then each of RIVAL_STORES with its items: the labelled catalogue
 * that matching is measured on. Seeds run from `seed`, one a store.
 */
export function useMatchingStores(seed: number, env: Record<string, string>): TFakeStores {
  const specs = [OWN_STORE, ...RIVAL_STORES].map((s, i) => ({
    name: s.name,
    currency: s.currency,
    products: 0,
    variantsPerProduct: 1,
    seed: seed + i,
  }));
  return useFakeStores(specs, {
    env,
    stock: (stores) => {
      stockStore(stores[0]!, OWN_CATALOGUE);
      RIVAL_STORES.forEach((s, i) => stockStore(stores[i + 1]!, s.items));
    },
  });
}

/** The title of an item of the matching catalogue, mine or a rival's. */
export const catalogueTitle = (key: string) =>
  [...OWN_CATALOGUE, ...RIVAL_STORES.flatMap((s) => s.items)].find((i) => i.key === key)!.title;

/** Alice (Pro) adds her own store (the first of `fake`) and each rival of useMatchingStores over the API. */
export async function aliceWithMatchingStores(ctx: TTestContext, fake: TFakeStores) {
  const cookie = await signUp(ctx.app);
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const [alice] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'alice'));
  await ctx.db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, alice!.id));
  expect((await post('/api/my-store', { url: fake.stores[0]!.url })).statusCode).toBe(201);
  const competitorIds: string[] = [];
  for (const [i, s] of RIVAL_STORES.entries()) {
    const res = await post('/api/competitors', { name: s.name, url: fake.stores[i + 1]!.url });
    expect(res.statusCode).toBe(201);
    competitorIds.push(res.json().id);
  }
  return { cookie, accountId: alice!.id, competitorIds };
}

/** Reads a store now, as a manual scrape does, through `storefront` (the test app's, or one of the test's own). */
export const scrapeNow = (
  ctx: { db: TDb; storefront: Pick<TStorefront, 'readCatalogue'> },
  storeId: string,
) => scrapeStore({ db: ctx.db, storeId, readCatalogue: ctx.storefront.readCatalogue, trigger: 'manual' });
