import { afterAll, describe, expect, it } from 'vitest';
import { everyRow, foldersUpTo, openRunner, withLaterColumns } from '../testing/migration-runner';
import { migrationsFolder } from './client';

/** The migration that gives the plan, subscription, payments and payment events to the account (R24, R49). */
const BILLING = '0030_billing_follows_account';
const MOVED = ['subscription_plan', 'subscription_status', 'stripe_customer_id', 'stripe_subscription_id'];

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const CAROL = '33333333-3333-4333-8333-333333333333';
const GONE = '44444444-4444-4444-8444-444444444444';

const without = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
const renamed = (row: Record<string, unknown>) => {
  const { user_id: id, ...rest } = row;
  return { ...rest, account_id: id };
};
/** Rows with their keys in order, sorted by their text: two sets of rows compare whatever the order made. */
const sorted = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) => Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe(`migration ${BILLING}`, () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  // Migrates a populated database step by step: slow on a loaded machine.
  it(
    'moves every subscription, payment, payment event and plan to the account, and loses nothing',
    { timeout: 120_000 },
    async () => {
      const { before, dispose } = foldersUpTo(BILLING);
      cleanups.push(dispose);
      const db = await openRunner();
      cleanups.push(() => db.close());
      await db.migrate(before);

      // Alice pays for Pro through Stripe and has Bob as a manager; Carol pays but her own account is gone (its
      // other owner deleted it with their login); an account whose founder left is on no plan of its own.
      await db.exec(`
      INSERT INTO users (id, username, email, password, subscription_plan, subscription_status,
          stripe_customer_id, stripe_subscription_id, created_at) VALUES
        ('${ALICE}', 'alice', 'alice@example.com', 'x', 'pro', 'active', 'cus_A', 'sub_A', '2026-01-02T03:04:05Z'),
        ('${BOB}', 'bob', 'bob@example.com', 'x', 'free', 'free', NULL, NULL, '2026-02-03T04:05:06Z'),
        ('${CAROL}', 'carol', 'carol@example.com', 'x', 'starter', 'past_due', NULL, NULL, '2026-03-04T05:06:07Z');
      INSERT INTO accounts (id, name, created_at) VALUES
        ('${ALICE}', 'alice', '2026-01-02T03:04:05Z'), ('${BOB}', 'bob', '2026-02-03T04:05:06Z'),
        ('${GONE}', 'left by dave', '2026-04-05T06:07:08Z');
      INSERT INTO account_members (account_id, user_id, role, created_at) VALUES
        ('${ALICE}', '${ALICE}', 'owner', '2026-01-02T03:04:05Z'),
        ('${ALICE}', '${BOB}', 'manager', '2026-05-01T00:00:00Z'),
        ('${BOB}', '${BOB}', 'owner', '2026-02-03T04:05:06Z'),
        ('${GONE}', '${BOB}', 'owner', '2026-05-02T00:00:00Z');
      INSERT INTO subscriptions (user_id, plan, status, provider, anchor_at, current_period_start,
          current_period_end, provider_customer_id, provider_subscription_id) VALUES
        ('${ALICE}', 'pro', 'active', 'stripe', '2026-01-02', '2026-11-02', '2026-12-02', 'cus_A', 'sub_A'),
        ('${CAROL}', 'starter', 'past_due', 'simulated', '2026-03-04', '2026-11-04', '2026-12-04', NULL, NULL);
      INSERT INTO payments (user_id, amount, plan, kind, status, provider, idempotency_key) VALUES
        ('${ALICE}', 4900, 'pro', 'initial', 'succeeded', 'stripe', 'key-1'),
        ('${ALICE}', 4900, 'pro', 'renewal', 'succeeded', 'stripe', NULL),
        ('${CAROL}', 1900, 'starter', 'renewal', 'failed', 'simulated', NULL);
      INSERT INTO payment_events (id, source, type, user_id, amount, plan, status) VALUES
        ('evt_1', 'stripe', 'invoice.paid', '${ALICE}', 4900, 'pro', 'processed'),
        ('payment_failed:c', 'automation', 'payment_failed', '${CAROL}', 1900, 'starter', 'pending'),
        ('evt_2', 'stripe', 'customer.created', NULL, NULL, NULL, 'ignored');
    `);
      const old = await everyRow(db);
      for (const table of ['users', 'accounts', 'subscriptions', 'payments', 'payment_events']) {
        expect(old[table]!.length, table).toBeGreaterThan(0);
      }

      await db.migrate(migrationsFolder);
      const now = await everyRow(db);

      const expected: Record<string, Record<string, unknown>[]> = { ...old };
      // Later, the alert channels moved from users to accounts (migration 0035): none was set here.
      const CHANNELS = ['slack_webhook_url', 'webhook_url', 'webhook_secret'];
      expected.users = old.users!.map((u) => without(u, [...MOVED, ...CHANNELS]));
      for (const table of ['subscriptions', 'payments', 'payment_events']) {
        expected[table] = old[table]!.map(renamed);
      }
      // Each account takes the plan and Stripe ids of the user with its id; Carol gets her account back.
      const userById = new Map(old.users!.map((u) => [u.id, u]));
      const carol = userById.get(CAROL)!;
      expected.accounts = [
        ...old.accounts!,
        { id: CAROL, name: carol.username, created_at: carol.created_at },
      ].map((a) => {
        const u = userById.get(a.id as string);
        return {
          ...a,
          subscription_plan: u?.subscription_plan ?? 'free',
          subscription_status: u?.subscription_status ?? 'free',
          stripe_customer_id: u?.stripe_customer_id ?? null,
          stripe_subscription_id: u?.stripe_subscription_id ?? null,
          slack_webhook_url: null,
          webhook_url: null,
          webhook_secret: null,
        };
      });
      expected.account_members = [
        ...old.account_members!,
        { account_id: CAROL, user_id: CAROL, role: 'owner', added_by: null, created_at: carol.created_at },
      ];
      for (const table of Object.keys(old)) {
        if (table === '__drizzle_migrations') continue;
        expect(sorted(now[table]!), table).toEqual(
          sorted(expected[table]!.map((row) => withLaterColumns(table, row, expected))),
        );
      }
      expect(now.accounts!.find((a) => a.id === ALICE)).toMatchObject({
        subscription_plan: 'pro',
        stripe_customer_id: 'cus_A',
      });
      expect(now.accounts!.find((a) => a.id === GONE)).toMatchObject({ subscription_plan: 'free' });

      // The moved columns are foreign keys to accounts now, and the idempotency key is unique per account.
      await expect(
        db.exec(`INSERT INTO payments (account_id, amount, plan, kind, status, provider)
        VALUES ('55555555-5555-4555-8555-555555555555', 100, 'pro', 'initial', 'succeeded', 'stripe')`),
      ).rejects.toThrow(/foreign key/);
      await expect(
        db.exec(`INSERT INTO payments (account_id, amount, plan, kind, status, provider, idempotency_key)
        VALUES ('${ALICE}', 100, 'pro', 'initial', 'succeeded', 'stripe', 'key-1')`),
      ).rejects.toThrow(/duplicate key|unique/);
    },
  );
});
