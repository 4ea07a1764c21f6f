// The calls bench:api loads, each as a URL of the app and as the function the route runs (for EXPLAIN ANALYZE).
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { TDatabase, TDb } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { getDashboardStats } from '../../src/server/dashboard/get-dashboard-stats.ts';
import { listPriceChanges } from '../../src/server/insights/list-price-changes.ts';
import { listNotifications } from '../../src/server/notifications/list-notifications.ts';
import { getProductDetail } from '../../src/server/products/get-product-detail.ts';
import { listProducts } from '../../src/server/products/list-products.ts';
import { LOAD_MORE_AT } from '../../src/shared/constants/ui.ts';
import type { TSeeded } from './api-seed.ts';

export type TCall = { name: string; path: string; run(db: TDb, seeded: TSeeded): Promise<unknown> };
// The lists are asked for as the screens ask for them: pages of LOAD_MORE_AT (docs/product-rules.md R48,
// "Load More" at 50).
const PAGE = LOAD_MORE_AT;
export const apiCalls = (seeded: TSeeded): TCall[] => [
  {
    name: 'GET /api/dashboard/stats',
    path: '/api/dashboard/stats',
    run: (db) => getDashboardStats({ db, accountId: seeded.benchUserId }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}`,
    path: `/api/price-changes?limit=${PAGE}`,
    run: (db) => listPriceChanges({ db, accountId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}&sort=change`,
    path: `/api/price-changes?limit=${PAGE}&sort=change`,
    run: (db) => listPriceChanges({ db, accountId: seeded.benchUserId, limit: PAGE, sort: 'change' }),
  },
  {
    name: `GET /api/price-changes?limit=${PAGE}&sort=store&direction=decrease`,
    path: `/api/price-changes?limit=${PAGE}&sort=store&direction=decrease`,
    run: (db) =>
      listPriceChanges({
        db,
        accountId: seeded.benchUserId,
        limit: PAGE,
        sort: 'store',
        direction: 'decrease',
      }),
  },
  {
    name: `GET /api/products?limit=${PAGE}`,
    path: `/api/products?limit=${PAGE}`,
    run: (db) => listProducts({ db, accountId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: `GET /api/notifications?limit=${PAGE}`,
    path: `/api/notifications?limit=${PAGE}`,
    run: (db) =>
      listNotifications({ db, userId: seeded.benchUserId, accountId: seeded.benchUserId, limit: PAGE }),
  },
  {
    name: 'GET /api/products/:id',
    path: `/api/products/${seeded.productId}`,
    run: (db) => getProductDetail({ db, accountId: seeded.benchUserId, productId: String(seeded.productId) }),
  },
];

/** EXPLAIN ANALYZE of every statement the slowest call runs, through a drizzle that records its SQL. */
export async function explainSlowest(database: TDatabase, seeded: TSeeded, slowest: string) {
  const captured: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const db = (database.pool
    ? drizzlePg(database.pool, { schema, logger })
    : drizzlePglite(database.pglite!, { schema, logger })) as unknown as TDb;
  await apiCalls(seeded)
    .find((c) => c.name === slowest)!
    .run(db, seeded);
  for (const { query, params } of captured) {
    const text = `EXPLAIN (ANALYZE, BUFFERS) ${query}`;
    const rows = database.pool
      ? (await database.pool.query(text, params)).rows
      : (await database.pglite!.query(text, params)).rows;
    console.log(`\nEXPLAIN ANALYZE, slowest call ${slowest}:\n${query}\n`);
    console.log(rows.map((r) => Object.values(r as object)[0]).join('\n'));
  }
}
