// Seeds the scale fleet in bulk: users on the three plans, one store row per fake store, their subscriptions, and a
// last read spread over each store's interval, so the stores fall due evenly rather than all at the first second.
import type pg from 'pg';
import type { FakeFleet } from '../../tools/fake-shopify/fleet.ts';
import { intervalSeconds, SCALE } from './scale-sizes';
import { OPEN_OWN_ACCOUNTS_SQL } from './own-accounts';

export type TPlan = 'free' | 'starter' | 'pro';
export type TSeededStore = {
  index: number;
  id: string;
  plan: TPlan;
  intervalMs: number;
  /** When the store's last read before the run ended (seeded, then its warm-up read): its first due time follows. */
  seededLastAt: number;
  /** Read before the run began: its runs in the run are re-reads. */
  readBefore?: boolean;
};

const PER_USER: Record<TPlan, number> = { pro: 10, starter: 3, free: 1 };

export async function seedFleet(pool: pg.Pool, fleet: FakeFleet, t0: number): Promise<TSeededStore[]> {
  const n = SCALE.stores;
  const planOf = (i: number): TPlan =>
    i < n * SCALE.planShare.pro
      ? 'pro'
      : i < n * (SCALE.planShare.pro + SCALE.planShare.starter)
        ? 'starter'
        : 'free';
  const users: { name: string; plan: TPlan }[] = [];
  const subs: { user: number; store: number }[] = [];
  let current = -1;
  let left = 0;
  for (let i = 0; i < n; i++) {
    const plan = planOf(i);
    if (left === 0 || users[current]!.plan !== plan) {
      users.push({ name: `scale-${plan}-${users.length}`, plan });
      current = users.length - 1;
      left = PER_USER[plan];
    }
    subs.push({ user: current, store: i });
    left--;
  }
  // Shared stores: a free user tracks a store already tracked (it stays one store, read once).
  for (let k = 0; k < Math.round(n * SCALE.sharedShare); k++) {
    users.push({ name: `scale-shared-${k}`, plan: 'free' });
    subs.push({ user: users.length - 1, store: (k * 7919) % n });
  }

  const userIds = (
    await pool.query<{ id: string }>(
      `INSERT INTO users (username, email, password)
       SELECT u, u || '@scale.example', 'x' FROM unnest($1::text[]) AS t(u) RETURNING id`,
      [users.map((u) => u.name)],
    )
  ).rows.map((r) => r.id);
  await pool.query(OPEN_OWN_ACCOUNTS_SQL);
  // The plan is the account's (docs/product-rules.md R24); each account has its user's id and name.
  await pool.query(
    `UPDATE accounts a SET subscription_plan = t.p FROM unnest($1::text[], $2::text[]) AS t(u, p) WHERE a.name = t.u`,
    [users.map((u) => u.name), users.map((u) => u.plan)],
  );

  const stores: TSeededStore[] = [];
  const shortest = new Map<number, TPlan>();
  const rank: Record<TPlan, number> = { pro: 0, starter: 1, free: 2 };
  for (const s of subs) {
    const plan = users[s.user]!.plan;
    const had = shortest.get(s.store);
    if (!had || rank[plan] < rank[had]) shortest.set(s.store, plan);
  }
  const lastAt: number[] = [];
  for (let i = 0; i < n; i++) {
    const plan = shortest.get(i)!;
    const intervalMs = intervalSeconds(plan) * 1000;
    // Spread the first due times over the first interval (golden-ratio sequence: even and deterministic).
    const seededLastAt = t0 - ((i * 0.6180339887) % 1) * intervalMs;
    lastAt.push(seededLastAt);
    stores.push({ index: i, id: '', plan, intervalMs, seededLastAt });
  }
  const rows = (
    await pool.query<{ id: string; d: string }>(
      `INSERT INTO stores (myshopify_domain, url, name, last_scraped_at)
       SELECT d, u, nm, to_timestamp(t / 1000.0) FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[])
         AS x(d, u, nm, t) RETURNING id, myshopify_domain AS d`,
      [
        stores.map((s) => `scale-${s.index + 1}.myshopify.com`),
        stores.map((s) => fleet.urlOf(s.index)),
        stores.map((s) => `Scale Store ${s.index + 1}`),
        lastAt,
      ],
    )
  ).rows;
  for (const r of rows) stores[Number(/^scale-(\d+)\./.exec(r.d)![1]) - 1]!.id = r.id;
  await pool.query(
    `INSERT INTO competitors (account_id, store_id, name, url, domain)
     SELECT u, s, 'Scale Store', url, split_part(url, '//', 2)
     FROM unnest($1::uuid[], $2::uuid[], $3::text[]) AS t(u, s, url)`,
    [
      subs.map((s) => userIds[s.user]!),
      subs.map((s) => stores[s.store]!.id),
      subs.map((s) => fleet.urlOf(s.store)),
    ],
  );
  return stores;
}

/** Until every store has been read once (whole catalogue, first read); ms taken. Gives up after 30 minutes. */
export async function warmUp(pool: pg.Pool, stores: TSeededStore[]): Promise<{ ms: number }> {
  const started = Date.now();
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stores WHERE last_success_at IS NULL`,
    );
    if (rows[0]!.n === 0) return { ms: Date.now() - started };
    if (Date.now() - started > 30 * 60_000)
      throw new Error(`warm-up: ${rows[0]!.n} of ${stores.length} stores still unread after 30 minutes`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/**
 * Each store's reference for the run: the end of its last read that started before t0 (a read still going at t0
 * ends later), so its first due time in the run is that end plus its interval.
 */
export async function lastReadsBefore(pool: pg.Pool, stores: TSeededStore[], t0: number): Promise<void> {
  const { rows } = await pool.query<{ store_id: string; e: number | null }>(
    `SELECT DISTINCT ON (store_id) store_id, extract(epoch FROM coalesce(end_time, now())) * 1000 AS e
     FROM scraping_audits WHERE start_time < to_timestamp($1 / 1000.0) AND status IN ('success', 'partial', 'running')
     ORDER BY store_id, start_time DESC`,
    [t0],
  );
  const byId = new Map(rows.map((r) => [r.store_id, Number(r.e)]));
  for (const s of stores) {
    const end = byId.get(s.id);
    if (end !== undefined) {
      s.seededLastAt = end;
      s.readBefore = true;
    }
  }
}
