import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { openOwnAccount } from '../account/open-own-account';
import { competitors, products, stores, users } from '../db/schema';
import { product, variant } from '../testing/catalogue-fixtures';

/** Test helpers shared by the notify and alerts suites. */

/** Another user (created unless userId is given) tracking an existing store under their own name. */
export async function subscribe(
  db: TDb,
  opts: { storeId: string; username?: string; userId?: string; name?: string; deactivated?: boolean },
) {
  let userId = opts.userId;
  if (!userId) {
    const username = opts.username ?? 'second';
    const [user] = await db
      .insert(users)
      .values({ username, email: `${username}@example.com`, password: 'x' })
      .returning();
    userId = user!.id;
    await openOwnAccount({ db, user: user! });
  }
  const [competitor] = await db
    .insert(competitors)
    .values({
      accountId: userId,
      storeId: opts.storeId,
      name: opts.name ?? 'Rival NP',
      url: 'https://shop.example',
      domain: 'shop.example',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  return { userId, competitorId: competitor!.id };
}

/** Trail Runner 2 in two sizes at 120.00, product 2 at 50.00, product 3 at 100.00. */
export function baseCatalogue() {
  return [
    product(
      '1',
      [
        variant('11', { title: 'Size 9', price: '120.00' }),
        variant('12', { title: 'Size 10', price: '120.00', position: 2 }),
      ],
      {
        title: 'Trail Runner 2',
        handle: 'trail-runner-2',
        url: 'https://shop.example/products/trail-runner-2',
      },
    ),
    product('2', [variant('21', { price: '50.00' })]),
    product('3', [variant('31', { price: '100.00' })]),
  ];
}

/** Size 9 down 25.8 %, product 2 up 5 %, product 3 up 1 %, and a new product 4. */
export function changedCatalogue() {
  const next = baseCatalogue();
  next[0]!.variants[0]!.price = '89.00';
  next[1]!.variants[0]!.price = '52.50';
  next[2]!.variants[0]!.price = '101.00';
  next.push(product('4', [variant('41', { price: '49.00' })], { title: 'Summit Jacket' }));
  return next;
}

export async function productIdOf(db: TDb, storeId: string, externalId: string): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.externalId, externalId)));
  if (!row) throw new Error(`no product ${externalId}`);
  return row.id;
}

export async function userIdOf(db: TDb, username: string): Promise<string> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
}

/** A store nobody has scraped yet. */
export async function newStore(db: TDb, domain: string): Promise<string> {
  const [s] = await db
    .insert(stores)
    .values({ myshopifyDomain: domain, url: `https://${domain}`, name: domain })
    .returning();
  return s!.id;
}
