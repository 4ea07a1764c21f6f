import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client';
import { accounts, competitors, stores, users } from '../db/schema';
import { ingestScrape } from '../monitoring/ingest-scrape';
import { product, variant } from '../testing/catalogue-fixtures';
import { signUp } from '../testing/test-app';
import type { TScrapedProduct } from '../monitoring/scrape-types';

/** Test-only helpers for the insight suites: signed-in users, tracked stores and two-scrape histories. */

export const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);

export async function signedInUser(
  app: FastifyInstance,
  db: TDb,
  username: string,
  over: { subscriptionPlan?: string; csvFormat?: string } = {},
) {
  const cookie = await signUp(app, { username, email: `${username}@example.com` });
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const { subscriptionPlan, ...own } = over;
  if (Object.keys(own).length) await db.update(users).set(own).where(eq(users.id, user!.id));
  // The plan is the account's (docs/product-rules.md R24): the user's own account has their id.
  if (subscriptionPlan) {
    await db.update(accounts).set({ subscriptionPlan }).where(eq(accounts.id, user!.id));
  }
  return { cookie, userId: user!.id, accountId: user!.id };
}

export type TShop = { name: string; domain: string; currency: string };
export const USD_SHOP: TShop = { name: 'Northpeak', domain: 'northpeak.myshopify.com', currency: 'USD' };
export const EUR_SHOP: TShop = { name: 'Berliner Laden', domain: 'berlin.myshopify.com', currency: 'EUR' };

/** The store (created once) and a competitor row of this user for it. */
export async function track(db: TDb, accountId: string, shop: TShop, name = shop.name) {
  const [existing] = await db.select().from(stores).where(eq(stores.myshopifyDomain, shop.domain));
  const store =
    existing ??
    (
      await db
        .insert(stores)
        .values({ myshopifyDomain: shop.domain, url: `https://${shop.domain}`, name: shop.name })
        .returning()
    )[0]!;
  const [competitor] = await db
    .insert(competitors)
    .values({
      accountId,
      storeId: store.id,
      name,
      url: store.url,
      domain: shop.domain.replace('.myshopify', ''),
    })
    .returning();
  return { storeId: store.id, competitorId: competitor!.id };
}

export function scrape(db: TDb, storeId: string, shop: TShop, items: TScrapedProduct[], now: Date) {
  return ingestScrape({
    db,
    storeId,
    now,
    outcome: {
      shop: { name: shop.name, currency: shop.currency, country: null, myshopifyDomain: shop.domain },
      products: items,
      complete: true,
      method: 'http',
    },
  });
}

/** Times of the two scrapes: the EUR store is read a minute after the USD one. */
export const T0 = ago(72);
export const T1 = ago(48);
export const T1_EUR = new Date(T1.getTime() + 60_000);

const usdBefore = () => [
  product('1', [
    variant('11', { title: 'Small', price: '30.00', position: 1 }),
    variant('12', { title: 'Large', price: '25.00', available: false, position: 2 }),
    variant('13', { title: 'Medium', price: '28.00', position: 3 }),
  ]),
  product('2', [variant('21', { price: '89.00', compareAtPrice: '120.00' })]),
  product('3', [variant('31', { price: '50.00' })], { title: 'Trail Boot, "Winter"\nEdition' }),
];
const usdAfter = () => [
  product('1', [
    variant('11', { title: 'Small', price: '33.00', position: 1 }),
    variant('12', { title: 'Large', price: '20.00', available: false, position: 2 }),
  ]),
  product('2', [variant('21', { price: '80.00', compareAtPrice: '120.00' })]),
  product('3', [variant('31', { price: '40.00', compareAtPrice: '50.00' })], {
    title: 'Trail Boot, "Winter"\nEdition',
  }),
  product('4', [variant('41', { price: '15.00' })], { publishedAt: ago(24).toISOString() }),
  product('5', [variant('51', { price: '16.00' })], { publishedAt: null, createdAt: ago(240).toISOString() }),
  product('6', [variant('61', { price: '17.00' })], { publishedAt: null, createdAt: null }),
];
const eurBefore = () => [product('901', [variant('9011', { price: '100.00' })], { title: 'Rucksack' })];
const eurAfter = () => [
  product('901', [variant('9011', { price: '75.00', compareAtPrice: '100.00' })], { title: 'Rucksack' }),
];

/** Alice tracks a USD and a EUR store, each scraped twice (see the tests for the hand-computed figures). */
export async function seedTwoStores(app: FastifyInstance, db: TDb, over = {}) {
  const alice = await signedInUser(app, db, 'alice', over);
  const usd = await track(db, alice.accountId, USD_SHOP);
  const eur = await track(db, alice.accountId, EUR_SHOP);
  await scrape(db, usd.storeId, USD_SHOP, usdBefore(), T0);
  await scrape(db, eur.storeId, EUR_SHOP, eurBefore(), T0);
  await scrape(db, usd.storeId, USD_SHOP, usdAfter(), T1);
  await scrape(db, eur.storeId, EUR_SHOP, eurAfter(), T1_EUR);
  return { alice, usd, eur };
}

export function getJson(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}
