import type { TDb } from '../db/client';
import { openOwnAccount } from '../account/open-own-account';
import { competitors, stores, users } from '../db/schema';
import type { TScrapedProduct, TScrapedVariant, TScrapeOutcome } from '../monitoring/scrape-types';

export function variant(id: string, over: Partial<TScrapedVariant> = {}): TScrapedVariant {
  return {
    externalId: id,
    title: 'Default Title',
    sku: null,
    position: 1,
    price: '10.00',
    compareAtPrice: null,
    available: true,
    ...over,
  };
}

export function product(
  id: string,
  variants: TScrapedVariant[],
  over: Partial<TScrapedProduct> = {},
): TScrapedProduct {
  return {
    externalId: id,
    handle: `product-${id}`,
    title: `Product ${id}`,
    description: null,
    vendor: 'Northpeak',
    productType: 'Shoes',
    tags: ['sale'],
    imageUrl: null,
    url: `https://shop.example/products/product-${id}`,
    createdAt: '2025-02-27T12:00:00-05:00',
    publishedAt: '2025-03-01T09:00:00-05:00',
    updatedAt: '2026-10-06T11:00:20-05:00',
    variants,
    ...over,
  };
}

export function outcome(products: TScrapedProduct[], complete = true): TScrapeOutcome {
  return {
    shop: { name: 'Northpeak', currency: 'USD', country: 'US', myshopifyDomain: 'northpeak.myshopify.com' },
    products,
    complete,
    method: 'http',
  };
}

/** A user tracking one store, read from `storeUrl` (a fake store's, say); returns their ids. */
export async function seedTrackedStore(
  db: TDb,
  opts: { username?: string; domain?: string; storeUrl?: string } = {},
) {
  const username = opts.username ?? 'owner';
  const [user] = await db
    .insert(users)
    .values({ username, email: `${username}@example.com`, password: 'x' })
    .returning();
  await openOwnAccount({ db, user: user! });
  const [store] = await db
    .insert(stores)
    .values({
      myshopifyDomain: opts.domain ?? 'northpeak.myshopify.com',
      url: opts.storeUrl ?? 'https://shop.example',
      name: 'Northpeak',
    })
    .returning();
  const [competitor] = await db
    .insert(competitors)
    .values({
      accountId: user!.id,
      storeId: store!.id,
      name: 'Northpeak',
      url: 'https://shop.example',
      domain: 'shop.example',
    })
    .returning();
  return { userId: user!.id, storeId: store!.id, competitorId: competitor!.id };
}
