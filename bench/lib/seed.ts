// Seeds what a scrape needs: a user tracking a store (store row + competitor row), as the app would hold them.
import { openOwnAccount } from '../../src/server/account/open-own-account.ts';
import { upsertStore } from '../../src/server/competitors/upsert-store.ts';
import type { TDb } from '../../src/server/db/client.ts';
import { competitors, users } from '../../src/server/db/schema/index.ts';

/** A user with their own account (as sign-up opens it); the account's id is the user's. */
export async function seedUser(db: TDb, username: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username, email: `${username}@bench.example`, password: 'x' })
      .returning({ id: users.id });
    await openOwnAccount({ db: tx, user: { id: user!.id, username } });
    return user!.id;
  });
}

/** A store row (found or created by its myshopify domain) and the user's competitor row for it. */
export async function seedTrackedStore(
  db: TDb,
  opts: { userId: string; url: string; name: string; myshopifyDomain: string },
): Promise<string> {
  const store = await upsertStore({
    db,
    url: opts.url,
    shop: { name: opts.name, currency: 'USD', country: 'US', myshopifyDomain: opts.myshopifyDomain },
  });
  const host = new URL(opts.url).host;
  await db
    .insert(competitors)
    .values({ accountId: opts.userId, storeId: store.id, name: opts.name, url: opts.url, domain: host });
  return store.id;
}
