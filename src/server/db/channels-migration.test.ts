import { afterAll, describe, expect, it } from 'vitest';
import { everyRow, foldersUpTo, openRunner, withLaterColumns } from '../testing/migration-runner';
import { migrationsFolder } from './client';

/** The migration that gives the alert channels to the account (docs/product-rules.md R133). */
const CHANNELS_MIGRATION = '0035_channels_follow_account';
const CHANNELS = ['slack_webhook_url', 'webhook_url', 'webhook_secret'];

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const CAROL = '33333333-3333-4333-8333-333333333333';
const STORE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const RIVAL = 'c1111111-1111-4111-8111-111111111111';

const without = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
const sorted = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) => Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe(`migration ${CHANNELS_MIGRATION}`, () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(
    "moves each account's channels from its first owner, and one waiting Slack and webhook item per event",
    { timeout: 120_000 },
    async () => {
      const { before, dispose } = foldersUpTo(CHANNELS_MIGRATION);
      cleanups.push(dispose);
      const db = await openRunner();
      cleanups.push(() => db.close());
      await db.migrate(before);

      // Alice founded her account and set its channels; Bob, a later owner there, had his own (his own account's
      // too). Carol reads Alice's account and set a webhook of her own, for no account she owns.
      await db.exec(`
      INSERT INTO users (id, username, email, password, slack_webhook_url, webhook_url, webhook_secret) VALUES
        ('${ALICE}', 'alice', 'alice@example.com', 'x', 'https://hooks.slack.com/A', 'https://a.example/rw',
         'alice-secret-0123456789'),
        ('${BOB}', 'bob', 'bob@example.com', 'x', 'https://hooks.slack.com/B', NULL, NULL),
        ('${CAROL}', 'carol', 'carol@example.com', 'x', NULL, 'https://c.example/rw', NULL);
      INSERT INTO accounts (id, name, subscription_plan) VALUES
        ('${ALICE}', 'alice', 'pro'), ('${BOB}', 'bob', 'free');
      INSERT INTO account_members (account_id, user_id, role, created_at) VALUES
        ('${ALICE}', '${ALICE}', 'owner', '2026-01-01T00:00:00Z'),
        ('${ALICE}', '${BOB}', 'owner', '2026-02-01T00:00:00Z'),
        ('${ALICE}', '${CAROL}', 'reader', '2026-03-01T00:00:00Z'),
        ('${BOB}', '${BOB}', 'owner', '2026-01-15T00:00:00Z');
      INSERT INTO stores (id, myshopify_domain, url, name) VALUES
        ('${STORE}', 'north.myshopify.com', 'https://north.example', 'North');
      INSERT INTO competitors (id, account_id, store_id, name, url, domain) VALUES
        ('${RIVAL}', '${ALICE}', '${STORE}', 'Rival', 'https://north.example', 'north.example');
      INSERT INTO change_events (id, store_id, type) VALUES (7, '${STORE}', 'new_product'),
        (8, '${STORE}', 'price_increase'), (9, '${STORE}', 'price_decrease'), (10, '${STORE}', 'price_decrease');
      INSERT INTO notifications (id, user_id, change_event_id, competitor_id, type, title, message) VALUES
        (1, '${ALICE}', 7, '${RIVAL}', 'new_product', 'New product', 'North added a product'),
        (2, '${BOB}', 7, '${RIVAL}', 'new_product', 'New product', 'North added a product');
      INSERT INTO deliveries (id, user_id, channel, kind, status, item_count) VALUES
        ('d1111111-1111-4111-8111-111111111111', '${BOB}', 'slack', 'instant', 'pending', 1),
        ('d2222222-2222-4222-8222-222222222222', '${ALICE}', 'email', 'instant', 'sent', 1);
      INSERT INTO delivery_items (notification_id, channel, user_id, delivery_id) VALUES
        (1, 'slack', '${ALICE}', NULL),
        (2, 'slack', '${BOB}', 'd1111111-1111-4111-8111-111111111111'),
        (1, 'webhook', '${ALICE}', NULL),
        (2, 'webhook', '${BOB}', NULL),
        (1, 'email', '${ALICE}', 'd2222222-2222-4222-8222-222222222222');
    `);
      const old = await everyRow(db);
      await db.migrate(migrationsFolder);
      const now = await everyRow(db);

      // Users keep every row and value but the channels; accounts take their first owner's.
      expect(sorted(now.users!)).toEqual(sorted(old.users!.map((u) => without(u, CHANNELS))));
      const user = (id: string) => old.users!.find((u) => u.id === id)!;
      expect(sorted(now.accounts!)).toEqual(
        sorted(
          old.accounts!.map((a) => ({
            ...a,
            ...Object.fromEntries(CHANNELS.map((c) => [c, user(a.id as string)[c]])),
          })),
        ),
      );
      // The unsent Slack delivery is undone; what was sent stays as it was.
      expect(now.deliveries!.map((d) => [d.id, d.channel, d.status])).toEqual([
        ['d2222222-2222-4222-8222-222222222222', 'email', 'sent'],
      ]);
      // One waiting Slack and one webhook item for the account and event (the first notification's); email as it was.
      expect(
        now.delivery_items!.map((i) => [i.notification_id, i.channel, i.account_id, i.delivery_id]).sort(),
      ).toEqual(
        [
          [1, 'email', null, 'd2222222-2222-4222-8222-222222222222'],
          [1, 'slack', ALICE, null],
          [1, 'webhook', ALICE, null],
        ].sort(),
      );
      for (const table of Object.keys(old)) {
        if (['__drizzle_migrations', 'users', 'accounts', 'deliveries', 'delivery_items'].includes(table))
          continue;
        expect(sorted(now[table]!), table).toEqual(
          sorted(old[table]!.map((row) => withLaterColumns(table, row, old))),
        );
      }
    },
  );
});
