import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { alerts, competitors, ownStores, productMatches, products, stores } from '../db/schema';
import { ingestScrape } from '../monitoring/ingest-scrape';
import { refreshPricePositions } from './refresh-price-positions';
import { subscribe } from '../notifications/notify-fixtures';
import { outcome, product, seedTrackedStore, variant } from '../testing/catalogue-fixtures';

export const positionTime = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
const t = positionTime;

/** The Northpeak store tracked by an existing user. */
async function northpeakFor(db: TDb, userId: string) {
  const [store] = await db
    .insert(stores)
    .values({ myshopifyDomain: 'northpeak.myshopify.com', url: 'https://shop.example', name: 'Northpeak' })
    .returning();
  const { competitorId } = await subscribe(db, { storeId: store!.id, userId, name: 'Northpeak' });
  return { userId, storeId: store!.id, competitorId };
}

/**
 * My store (USD) with a shirt and a cap; Northpeak (USD) sells the shirt, Eurorival (EUR) the cap. Both pairs are
 * confirmed matches, and the account has an undercut rule (5 %) and a highest-price rule. Each scrape sets the
 * prices given and goes through ingestScrape, which publishes and notifies. For a given user, else a new one.
 */
export async function positionWorld(db: TDb, opts: { userId?: string } = {}) {
  const owner = opts.userId ? await northpeakFor(db, opts.userId) : await seedTrackedStore(db);
  const [mine] = await db
    .insert(stores)
    .values({ myshopifyDomain: 'mine.myshopify.com', url: 'https://mine.example', name: 'Mine' })
    .returning();
  await db.insert(ownStores).values({
    accountId: owner.userId,
    storeId: mine!.id,
    url: 'https://mine.example',
    domain: 'mine.example',
  });
  const [eu] = await db
    .insert(stores)
    .values({ myshopifyDomain: 'eurorival.myshopify.com', url: 'https://eu.example', name: 'Eurorival' })
    .returning();
  await db.insert(competitors).values({
    accountId: owner.userId,
    storeId: eu!.id,
    name: 'Eurorival',
    url: 'https://eu.example',
    domain: 'eu.example',
  });
  let minute = 0;
  const scrape = async (storeId: string, currency: string, items: Array<[string, string, string]>) => {
    const base = outcome(
      items.map(([id, title, price]) => product(id, [variant(`${id}1`, { price })], { title })),
    );
    await ingestScrape({
      db,
      storeId,
      outcome: { ...base, shop: { ...base.shop, currency } },
      now: t(++minute),
    });
  };
  const setMine = (shirt: string, cap = '50.00') =>
    scrape(mine!.id, 'USD', [
      ['m1', 'Blue Linen Shirt', shirt],
      ['m2', 'Wool Cap', cap],
    ]);
  const setTheirs = (shirt: string) =>
    scrape(owner.storeId, 'USD', [['c1', 'Linen Shirt – Blue / M', shirt]]);
  const setEuro = (cap: string) => scrape(eu!.id, 'EUR', [['e1', 'Wool Cap', cap]]);
  await setMine('100.00');
  await setTheirs('105.00');
  await setEuro('50.00');
  const id = async (storeId: string, externalId: string) =>
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.storeId} = ${storeId} AND ${products.externalId} = ${externalId}`)
    )[0]!.id;
  const shirt = await id(mine!.id, 'm1');
  const cap = await id(mine!.id, 'm2');
  await db.insert(productMatches).values([
    {
      accountId: owner.userId,
      ownProductId: shirt,
      competitorProductId: await id(owner.storeId, 'c1'),
      status: 'confirmed',
      source: 'hand',
      reason: 'matched by hand',
    },
    {
      accountId: owner.userId,
      ownProductId: cap,
      competitorProductId: await id(eu!.id, 'e1'),
      status: 'confirmed',
      source: 'hand',
      reason: 'matched by hand',
    },
  ]);
  // Inserted here, not through the matches' routes: their positions are computed as those would (R145).
  await refreshPricePositions(db, { accountId: owner.userId });
  await db.insert(alerts).values([
    { accountId: owner.userId, type: 'undercut', threshold: '5.0' },
    { accountId: owner.userId, type: 'highest_price' },
  ]);
  return { ...owner, setMine, setTheirs, setEuro, shirt, cap };
}
