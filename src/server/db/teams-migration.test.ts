import { afterAll, describe, expect, it } from 'vitest';
import { everyRow, foldersUpTo, openRunner, withLaterColumns } from '../testing/migration-runner';
import { migrationsFolder } from './client';

/** The migration that makes accounts of users (docs/product-rules.md R24); the test migrates from before it to the latest. */
const TEAMS = '0027_teams_accounts';

const rename = (row: Record<string, unknown>, from: string, to: string) => {
  const { [from]: value, ...rest } = row;
  return { ...rest, [to]: value };
};

describe(`migration ${TEAMS}`, () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  // Migrates a populated database step by step: about 20 s alone, more on a loaded machine.
  it(
    'makes every user the owner of an account with their id, and loses nothing',
    { timeout: 120_000 },
    async () => {
      const { before, dispose } = foldersUpTo(TEAMS);
      cleanups.push(dispose);
      const db = await openRunner();
      cleanups.push(() => db.close());
      await db.migrate(before);

      // Two customers with everything a customer owns, and an admin who owns nothing.
      await db.exec(`
      INSERT INTO users (id, username, email, password, subscription_plan, slack_webhook_url, created_at) VALUES
        ('11111111-1111-4111-8111-111111111111', 'alice', 'alice@example.com', 'x', 'pro',
         'https://hooks.slack.com/services/T/B/C', '2026-01-02T03:04:05Z'),
        ('22222222-2222-4222-8222-222222222222', 'bob', 'bob@example.com', 'x', 'free', NULL, '2026-02-03T04:05:06Z'),
        ('33333333-3333-4333-8333-333333333333', 'root', 'root@example.com', 'x', 'free', NULL, '2026-03-04T05:06:07Z');
      UPDATE users SET is_admin = true WHERE username = 'root';
      INSERT INTO stores (id, myshopify_domain, url, name) VALUES
        ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'north.myshopify.com', 'https://north.example', 'North');
      INSERT INTO competitors (id, user_id, store_id, name, url, domain, deactivated_at) VALUES
        ('c1111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111',
         'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Rival', 'https://north.example', 'north.example', NULL),
        ('c2222222-2222-4222-8222-222222222222', '22222222-2222-4222-8222-222222222222',
         'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'North (Bob)', 'https://north.example', 'north.example', now());
      INSERT INTO alerts (id, user_id, type, competitor_id, threshold) VALUES
        ('a1111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111', 'price_drop',
         'c1111111-1111-4111-8111-111111111111', 12.5),
        ('a2222222-2222-4222-8222-222222222222', '22222222-2222-4222-8222-222222222222', 'new_product', NULL, NULL);
      INSERT INTO api_tokens (id, user_id, name, token_hash, prefix) VALUES
        ('e1111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111', 'n8n',
         repeat('a', 64), 'rw_aaaaaaa');
      INSERT INTO change_events (id, store_id, type) VALUES (7, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'new_product');
      INSERT INTO notifications (user_id, change_event_id, competitor_id, type, title, message) VALUES
        ('11111111-1111-4111-8111-111111111111', 7, 'c1111111-1111-4111-8111-111111111111', 'new_product',
         'New product', 'North added a product');
      INSERT INTO subscriptions (user_id, plan, status, provider, anchor_at, current_period_start,
          current_period_end) VALUES
        ('11111111-1111-4111-8111-111111111111', 'pro', 'active', 'simulated', '2026-01-02', '2026-11-02',
         '2026-12-02');
      INSERT INTO payments (user_id, amount, plan, kind, status, provider) VALUES
        ('11111111-1111-4111-8111-111111111111', 7900, 'pro', 'initial', 'succeeded', 'simulated');
      INSERT INTO sessions (sid, sess, expire) VALUES
        ('sid-alice', '{"userId":"11111111-1111-4111-8111-111111111111","createdAt":"2026-11-01T00:00:00Z"}',
         now() + interval '1 day');
    `);
      const old = await everyRow(db);
      for (const table of ['users', 'competitors', 'alerts', 'api_tokens', 'notifications', 'payments']) {
        expect(old[table]!.length, table).toBeGreaterThan(0);
      }

      await db.migrate(migrationsFolder);
      const now = await everyRow(db);

      // Every table that was there holds the same rows, but for the columns the migration renamed or added.
      const expected: Record<string, Record<string, unknown>[]> = { ...old };
      // The plan and the Stripe ids moved from the user to the account with the same id (migration 0030).
      const BILLING = [
        'subscription_plan',
        'subscription_status',
        'stripe_customer_id',
        'stripe_subscription_id',
      ];
      const without = (row: Record<string, unknown>, keys: string[]) =>
        Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
      // The alert channels moved from the user to the account they own (migration 0035).
      const CHANNELS = ['slack_webhook_url', 'webhook_url', 'webhook_secret'];
      expected.users = old.users!.map((u) => ({
        ...without(u, [...BILLING, ...CHANNELS]),
        last_account_id: null,
      }));
      for (const table of ['subscriptions', 'payments', 'payment_events']) {
        expected[table] = old[table]!.map((r) => rename(r, 'user_id', 'account_id'));
      }
      // What was there was added by the user who opened the account (migration 0029).
      const addedByOpener = (row: Record<string, unknown>) => {
        const moved = rename(row, 'user_id', 'account_id');
        return { ...moved, added_by: moved.account_id };
      };
      expected.competitors = old.competitors!.map(addedByOpener);
      expected.alerts = old.alerts!.map(addedByOpener);
      // Seats per plan (migration 0028).
      const seats: Record<string, number> = { free: 1, starter: 3, pro: 10 };
      expected.plan_configs = old.plan_configs!.map((p) => ({
        ...p,
        max_members: seats[p.key as string] ?? 1,
      }));
      expected.api_tokens = old.api_tokens!.map((t) => ({ ...t, account_id: t.user_id }));
      const sorted = (rows: Record<string, unknown>[]) =>
        [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      for (const table of Object.keys(old)) {
        if (table === '__drizzle_migrations') continue;
        expect(sorted(now[table]!), table).toEqual(
          sorted(expected[table]!.map((row) => withLaterColumns(table, row, expected))),
        );
      }

      // Each user owns one account with their own id, name and creation time, and is its only member.
      const users = old.users!;
      expect(now.accounts!.map((a) => [a.id, a.name, a.created_at, a.subscription_plan]).sort()).toEqual(
        users.map((u) => [u.id, u.username, u.created_at, u.subscription_plan]).sort(),
      );
      expect(now.accounts!.map((a) => [a.id, ...CHANNELS.map((c) => a[c])]).sort()).toEqual(
        users.map((u) => [u.id, ...CHANNELS.map((c) => u[c])]).sort(),
      );
      expect(now.account_members!.map((m) => [m.account_id, m.user_id, m.role, m.added_by]).sort()).toEqual(
        users.map((u) => [u.id, u.id, 'owner', null]).sort(),
      );
      // The renamed columns are foreign keys to accounts now: a row of an unknown account is refused.
      await expect(
        db.exec(
          `INSERT INTO alerts (account_id, type) VALUES ('44444444-4444-4444-8444-444444444444', 'discount')`,
        ),
      ).rejects.toThrow(/foreign key/);
    },
  );
});
