import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDb } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import {
  createTestDatabaseFactory,
  type TTestDatabaseFactory,
} from '../../src/server/testing/test-database.ts';
import { seedApiData } from './api-seed';
import { seedTrackedStore, seedUser } from './seed';

// The benchmarks seed rows straight into the tables; run only by hand, a seed the schema no longer accepts went
// unnoticed (bench:scrape stopped at its first insert once competitors belonged to accounts). These run the seeds
// at a tiny size against the migrated schema.
let factory: TTestDatabaseFactory;
let db: TDb;
beforeAll(async () => {
  factory = await createTestDatabaseFactory();
});
afterAll(() => factory.dispose());
beforeEach(async () => {
  db = (await factory.fresh()).db;
});

const count = async (table: string) =>
  Number(rowsOf<{ n: number }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n);

describe('benchmark seeds', () => {
  it('bench:scrape: a user with their own account tracking a store', async () => {
    const userId = await seedUser(db, 'bench');
    const storeId = await seedTrackedStore(db, {
      userId,
      url: 'http://127.0.0.1:9',
      name: 'Seeded store',
      myshopifyDomain: 'seeded.myshopify.com',
    });
    const [row] = rowsOf<{ owner: string; store: string }>(
      await db.execute(sql`
        SELECT m.user_id AS owner, c.store_id AS store FROM competitors c
        JOIN account_members m ON m.account_id = c.account_id AND m.role = 'owner'
        WHERE c.account_id = ${userId}`),
    );
    expect(row).toEqual({ owner: userId, store: storeId });
  });

  it('bench:api: the insight data set at a tiny size', async () => {
    const seeded = await seedApiData(db, {
      users: 3,
      stores: 2,
      productsPerStore: 3,
      variantsPerProduct: 2,
      historyPerVariant: 2,
      eventsPerProduct: 1,
      storesPerUser: 1,
      exportStores: 1,
    });
    expect(seeded.productId).toBeGreaterThan(0);
    expect(await count('price_history')).toBeGreaterThan(0);
    expect(await count('notifications')).toBeGreaterThan(0);
  });
});
