// bench:load's data set around seedApiData: a customer base's plans, a session for every user, and the sizes.
import { sql } from 'drizzle-orm';
import type { TDb } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { seedSession } from './api-seed.ts';
import { int } from './report.ts';

/**
 * Plans as a real customer base holds them: half pro, a quarter starter, a quarter free, each user's
 * competitors cut to the plan's limit (plan_configs.max_competitors); the export user of seedApiData is not used.
 */
export async function shapeCustomers(db: TDb, exportUserId: string) {
  await db.execute(sql`DELETE FROM users WHERE id = ${exportUserId}`);
  await db.execute(sql`
    WITH u AS (SELECT id, row_number() OVER (ORDER BY username) - 1 AS n FROM users WHERE username LIKE 'bench%')
    UPDATE accounts SET subscription_plan = CASE u.n % 4 WHEN 2 THEN 'starter' WHEN 3 THEN 'free' ELSE 'pro' END
    FROM u WHERE accounts.id = u.id`);
  await db.execute(sql`
    DELETE FROM competitors c USING (
      SELECT c.id, row_number() OVER (PARTITION BY c.account_id ORDER BY c.store_id) AS k, p.max_competitors
      FROM competitors c JOIN accounts u ON u.id = c.account_id JOIN plan_configs p ON p.key = u.subscription_plan
    ) r
    WHERE c.id = r.id AND r.k > r.max_competitors`);
  await db.execute(sql`VACUUM ANALYZE`);
}

export async function printSizes(db: TDb, seedSeconds: number, productsPerStore: number) {
  const [n] = rowsOf<Record<string, string>>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM users) AS users,
        (SELECT count(*) FROM accounts WHERE subscription_plan = 'pro') AS pro,
        (SELECT count(*) FROM accounts WHERE subscription_plan = 'starter') AS starter,
        (SELECT count(*) FROM accounts WHERE subscription_plan = 'free') AS free,
        (SELECT count(*) FROM competitors c JOIN accounts u ON u.id = c.account_id
          WHERE u.subscription_plan = 'pro') AS pro_competitors,
        (SELECT count(*) FROM competitors c JOIN accounts u ON u.id = c.account_id
          WHERE u.subscription_plan = 'starter') AS starter_competitors,
        (SELECT count(*) FROM competitors c JOIN accounts u ON u.id = c.account_id
          WHERE u.subscription_plan = 'free') AS free_competitors,
        (SELECT count(*) FROM stores) AS stores,
        (SELECT count(*) FROM products) AS products,
        (SELECT count(*) FROM variants) AS variants,
        (SELECT count(*) FROM price_history) AS history,
        (SELECT count(*) FROM change_events) AS events,
        (SELECT count(*) FROM competitors) AS competitors,
        (SELECT count(*) FROM notifications) AS notifications`),
  );
  const c = (k: string) => int(Number(n![k]));
  console.log(
    `Sizes: ${c('users')} users (${c('pro')} pro with ${c('pro_competitors')} competitors, ${c('starter')} ` +
      `starter with ${c('starter_competitors')}, ${c('free')} free with ${c('free_competitors')}), ${c('stores')} stores, ` +
      `${c('products')} products (${productsPerStore} a store), ${c('variants')} variants, ` +
      `${c('history')} price-history rows, ${c('events')} change events, ${c('notifications')} notifications.`,
  );
  console.log(`Seeding (with the sessions, VACUUM ANALYZE included) took ${seedSeconds.toFixed(1)} s.`);
}

export type TUser = { id: string; username: string; plan: string; email: boolean };

/** A signed-in session (a row in sessions) for every bench user. */
export async function seedSessions(db: TDb): Promise<TUser[]> {
  const users = rowsOf<TUser>(
    await db.execute(sql`
      SELECT users.id, username, a.subscription_plan AS plan, email_notifications AS email
      FROM users JOIN accounts a ON a.id = users.id WHERE username LIKE 'bench%' ORDER BY username`),
  );
  for (const u of users) await seedSession(db, u.id, `load-${u.username}`);
  return users;
}
