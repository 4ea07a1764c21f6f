// Seeds the API benchmark's data set in set-based SQL (generate_series), as the app would hold it after months
// of scraping: users, stores, products, variants, price history, change events, subscriptions, notifications.
import { sql } from 'drizzle-orm';
import type { TDb } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { OPEN_OWN_ACCOUNTS_SQL } from './own-accounts';

export type TApiSizes = {
  users: number;
  stores: number;
  productsPerStore: number;
  variantsPerProduct: number;
  historyPerVariant: number;
  /** Price-change events per product over the last 30 days. */
  eventsPerProduct: number;
  storesPerUser: number;
  /** Stores tracked by the export user (productsPerStore each). */
  exportStores: number;
};

export type TSeeded = { benchUserId: string; exportUserId: string; productId: number };

/** Runs one seeding step and prints how long it took. */
async function step(label: string, run: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await run();
  console.log(`  seeded ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function seedApiData(db: TDb, s: TApiSizes): Promise<TSeeded> {
  const productsTotal = s.stores * s.productsPerStore;
  await step(`${s.users} users`, () =>
    db.execute(sql`
      INSERT INTO users (username, email, password)
      SELECT 'bench' || g, 'bench' || g || '@bench.example', 'x'
      FROM generate_series(1, ${s.users}) g`),
  );
  await db.execute(sql.raw(OPEN_OWN_ACCOUNTS_SQL));
  await db.execute(sql`UPDATE accounts SET subscription_plan = 'pro', subscription_status = 'active'`);
  await step(`${s.stores} stores`, () =>
    db.execute(sql`
      INSERT INTO stores (myshopify_domain, url, name, currency, country, product_count, last_scraped_at,
        last_success_at)
      SELECT 'bench-' || g || '.myshopify.com', 'https://bench-' || g || '.example', 'Bench Store ' || g,
        CASE WHEN g % 10 = 0 THEN 'EUR' ELSE 'USD' END, 'US', ${s.productsPerStore}, now(), now()
      FROM generate_series(1, ${s.stores}) g`),
  );
  // Products: ids follow store order, so store n holds a contiguous block.
  await step(`${productsTotal.toLocaleString('en-US')} products`, () =>
    db.execute(sql`
      INSERT INTO products (store_id, external_id, handle, title, product_type, vendor, image_url, url,
        current_price, compare_at_price, available, shopify_created_at, shopify_published_at, first_seen_at)
      SELECT st.id, (1000000 + p)::text, 'product-' || p, 'Bench product ' || p, 'Type ' || (p % 7),
        'Vendor ' || (p % 13), 'https://cdn.example/p/' || p || '.jpg', st.url || '/products/product-' || p,
        (10 + (p % 90))::numeric(10,2),
        CASE WHEN p % 10 = 0 THEN (20 + (p % 90))::numeric(10,2) END,
        p % 23 <> 0,
        now() - ((p % 60) || ' days')::interval, now() - ((p % 60) || ' days')::interval,
        now() - ((p % 60) || ' days')::interval
      FROM (SELECT id, url, row_number() OVER (ORDER BY myshopify_domain) AS n FROM stores) st
      CROSS JOIN LATERAL generate_series((st.n - 1) * ${s.productsPerStore} + 1, st.n * ${s.productsPerStore}) p`),
  );
  await step(`${(productsTotal * s.variantsPerProduct).toLocaleString('en-US')} variants`, () =>
    db.execute(sql`
      INSERT INTO variants (product_id, store_id, external_id, title, position, price, compare_at_price,
        available)
      SELECT p.id, p.store_id, (p.id * 10 + v)::text,
        CASE WHEN ${s.variantsPerProduct} = 1 THEN 'Default Title' ELSE 'Size ' || v END, v,
        p.current_price + v - 1, p.compare_at_price, p.available
      FROM products p CROSS JOIN generate_series(1, ${s.variantsPerProduct}) v`),
  );
  await step(
    `${(productsTotal * s.variantsPerProduct * s.historyPerVariant).toLocaleString('en-US')} price-history rows`,
    () =>
      db.execute(sql`
        INSERT INTO price_history (variant_id, product_id, price, compare_at_price, available, created_at)
        SELECT v.id, v.product_id, v.price + (h % 5) - 2, v.compare_at_price, true,
          now() - ((${s.historyPerVariant} - h) * interval '9 days') - (v.id % 1000) * interval '1 minute'
        FROM variants v CROSS JOIN generate_series(1, ${s.historyPerVariant}) h`),
  );
  await step(`${(productsTotal * s.eventsPerProduct).toLocaleString('en-US')} change events`, () =>
    db.execute(sql`
      INSERT INTO change_events (store_id, product_id, variant_id, type, variant_title, old_price, new_price,
        percentage_change, detected_at)
      SELECT p.store_id, p.id, NULL,
        CASE WHEN (p.id + e) % 3 = 0 THEN 'price_increase' WHEN (p.id + e) % 3 = 1 THEN 'price_decrease'
          ELSE CASE WHEN e = 1 THEN 'new_product' ELSE 'discount_started' END END,
        NULL, p.current_price + 2, p.current_price,
        CASE WHEN (p.id + e) % 3 = 0 THEN 5.5 ELSE -7.25 END,
        now() - ((p.id * 7 + e * 13) % (30 * 24 * 60)) * interval '1 minute'
      FROM products p CROSS JOIN generate_series(1, ${s.eventsPerProduct}) e`),
  );
  await step(`${s.users * s.storesPerUser} subscriptions (+${s.exportStores} for the export user)`, () =>
    db.execute(sql`
      WITH u AS (SELECT id, row_number() OVER (ORDER BY username) - 1 AS n FROM users WHERE username LIKE 'bench%'),
        st AS (SELECT id, url, name, row_number() OVER (ORDER BY myshopify_domain) - 1 AS n FROM stores)
      INSERT INTO competitors (account_id, store_id, name, url, domain, status, last_scraped, product_count)
      SELECT u.id, st.id, st.name, st.url, substring(st.url from 9), 'active', now(), ${s.productsPerStore}
      FROM u CROSS JOIN generate_series(0, ${s.storesPerUser} - 1) k
      JOIN st ON st.n = (u.n * 5 + k) % ${s.stores}`),
  );
  const [exportUser] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO users (username, email, password)
      VALUES ('exporter', 'exporter@bench.example', 'x') RETURNING id`),
  );
  await db.execute(sql.raw(OPEN_OWN_ACCOUNTS_SQL));
  await db.execute(sql`UPDATE accounts SET subscription_plan = 'pro', subscription_status = 'active'
    WHERE id = ${exportUser!.id}`);
  await db.execute(sql`
    INSERT INTO competitors (account_id, store_id, name, url, domain, status, last_scraped, product_count)
    SELECT ${exportUser!.id}, st.id, st.name, st.url, substring(st.url from 9), 'active', now(),
      ${s.productsPerStore}
    FROM (SELECT * FROM stores ORDER BY myshopify_domain LIMIT ${s.exportStores}) st`);
  await step('notifications of the last 7 days', () =>
    db.execute(sql`
      INSERT INTO notifications (user_id, change_event_id, competitor_id, account_id, product_id, type, title,
        message, old_price, new_price, percentage_change, created_at)
      SELECT c.account_id, e.id, c.id, c.account_id, e.product_id,
        CASE e.type WHEN 'price_increase' THEN 'price_increase' WHEN 'price_decrease' THEN 'price_drop'
          WHEN 'new_product' THEN 'new_product' ELSE 'discount_detected' END,
        'Change: product ' || e.product_id, 'A bench change', e.old_price, e.new_price, e.percentage_change,
        e.detected_at
      FROM competitors c JOIN change_events e ON e.store_id = c.store_id
      WHERE e.detected_at > now() - interval '7 days' AND c.account_id <> ${exportUser!.id}`),
  );
  // As autovacuum would leave it: statistics, and a visibility map that lets index-only scans skip the heap.
  await step('VACUUM ANALYZE', () => db.execute(sql`VACUUM ANALYZE`));
  const [bench] = rowsOf<{ id: string; product_id: string }>(
    await db.execute(sql`
      SELECT u.id, (SELECT p.id FROM products p WHERE p.store_id = c.store_id ORDER BY p.id LIMIT 1) AS product_id
      FROM users u JOIN competitors c ON c.account_id = u.id
      WHERE u.username = 'bench1' LIMIT 1`),
  );
  return { benchUserId: bench!.id, exportUserId: exportUser!.id, productId: Number(bench!.product_id) };
}

/** A signed-in session for a seeded user, as the sessions table holds them. */
export async function seedSession(db: TDb, userId: string, sid: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO sessions (sid, sess, expire)
    VALUES (${sid}, ${JSON.stringify({ userId, createdAt: new Date().toISOString() })}::jsonb,
      now() + interval '1 day')`);
}
