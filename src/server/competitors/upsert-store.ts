import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { stores, type TStoreRow } from '../db/schema';
import type { TScrapedShop } from '../monitoring/scrape-types';

/** The one row of a shop, found by its permanent myshopify domain or created (docs/product-rules.md R8). */
export async function upsertStore(opts: {
  db: TExecutor;
  shop: TScrapedShop;
  url: string;
}): Promise<TStoreRow> {
  const domain = opts.shop.myshopifyDomain.toLowerCase();
  await opts.db
    .insert(stores)
    .values({
      myshopifyDomain: domain,
      url: opts.url,
      name: opts.shop.name,
      currency: opts.shop.currency,
      country: opts.shop.country,
    })
    .onConflictDoNothing({ target: stores.myshopifyDomain });
  const [row] = await opts.db.select().from(stores).where(eq(stores.myshopifyDomain, domain));
  return row!;
}
