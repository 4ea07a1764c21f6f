import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { testConfig, useTestApp } from '../testing/test-app';
import { captureServer, deliveriesOf, userWithChanges } from './delivery-fixtures';
import { planDeliveries } from './plan-deliveries';
import { recordDeliveryItems } from './record-delivery-items';
import { sendDueDeliveries } from './send-due-deliveries';

const T0 = new Date('2026-11-18T12:00:00Z');
const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe("the account's alert channels (docs/product-rules.md R133)", () => {
  const ctx = useTestApp();
  const deps = () => ({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log: ctx.app.log });

  it('post to Slack and call the webhook once per account and event, not once per member', async () => {
    const hook = await captureServer();
    servers.push(hook);
    const config = testConfig({ ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${hook.port}` });
    await userWithChanges(ctx.db, {
      settings: {
        subscriptionPlan: 'pro',
        alertFrequency: 'daily',
        slackNotifications: true,
        slackWebhookUrl: `${hook.origin}/slack`,
        webhookUrl: `${hook.origin}/rw`,
        webhookSecret: 'a-long-enough-secret',
      },
      members: [
        { username: 'manu', role: 'manager', settings: { slackNotifications: true } },
        { username: 'rita', role: 'reader', settings: { emailNotifications: false } },
      ],
      at: T0,
    });
    // Three events reached three people: nine notifications; each person's email is their own.
    const items = rowsOf<{ channel: string; n: number; accounts: number }>(
      await ctx.db.execute(sql`SELECT channel, count(*)::int AS n, count(DISTINCT account_id)::int AS accounts
        FROM delivery_items GROUP BY channel ORDER BY channel`),
    );
    expect(items).toEqual([
      { channel: 'email', n: 6, accounts: 0 },
      { channel: 'slack', n: 3, accounts: 1 },
      { channel: 'webhook', n: 3, accounts: 1 },
    ]);
    // Recording the same notifications again adds nothing.
    const ids = rowsOf<{ id: number }>(await ctx.db.execute(sql`SELECT id FROM notifications`)).map(
      (r) => r.id,
    );
    expect(ids).toHaveLength(9);
    expect(
      (await recordDeliveryItems({ db: ctx.db, notificationIds: ids, slackBotConfigured: false })).items,
    ).toBe(0);

    await Promise.all([planDeliveries({ db: ctx.db, now: T0 }), planDeliveries({ db: ctx.db, now: T0 })]);
    const planned = (await deliveriesOf(ctx.db)).filter((d) => d.channel !== 'email');
    expect(planned.map((d) => [d.channel, d.user_id, d.item_count]).sort()).toEqual([
      ['slack', null, 3],
      ['webhook', null, 1],
      ['webhook', null, 1],
      ['webhook', null, 1],
    ]);
    await Promise.all([
      sendDueDeliveries({ ...deps(), config, now: T0 }),
      sendDueDeliveries({ ...deps(), config, now: T0 }),
    ]);
    await sendDueDeliveries({ ...deps(), config, now: T0 });
    expect(hook.received.filter((r) => r.url === '/slack')).toHaveLength(1);
    const events = hook.received.filter((r) => r.url === '/rw');
    expect(events).toHaveLength(3);
    expect(new Set(events.map((e) => JSON.parse(e.body).data.notification?.title ?? e.body)).size).toBe(3);
  });

  it('stay quiet for an account off Pro or without a channel', async () => {
    await userWithChanges(ctx.db, {
      settings: {
        subscriptionPlan: 'starter',
        slackNotifications: true,
        webhookUrl: 'https://hooks.example/rw',
      },
      members: [{ username: 'manu', role: 'manager', settings: { slackNotifications: true } }],
      at: T0,
    });
    const channels = rowsOf<{ channel: string }>(
      await ctx.db.execute(sql`SELECT DISTINCT channel FROM delivery_items`),
    );
    expect(channels.map((c) => c.channel)).toEqual(['email']);
  });
});
