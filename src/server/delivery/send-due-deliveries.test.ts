import { createHmac } from 'node:crypto';
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
async function server(...args: Parameters<typeof captureServer>) {
  const s = await captureServer(...args);
  servers.push(s);
  return s;
}

describe('sendDueDeliveries', () => {
  const ctx = useTestApp();
  const deps = () => ({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log: ctx.app.log });

  it('sends signed webhook events, each once, when sending runs concurrently', async () => {
    const hook = await server();
    // The server's port is known only now: the allow-list (ALLOWED_PRIVATE_HOSTS) is set per call.
    const config = testConfig({ ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${hook.port}` });
    await userWithChanges(ctx.db, {
      settings: {
        subscriptionPlan: 'pro',
        webhookUrl: `${hook.origin}/rw`,
        webhookSecret: 's3cret',
        emailNotifications: false,
      },
      at: T0,
    });
    await planDeliveries({ db: ctx.db, now: T0 });
    await Promise.all([
      sendDueDeliveries({ ...deps(), config, now: T0 }),
      sendDueDeliveries({ ...deps(), config, now: T0 }),
    ]);
    await sendDueDeliveries({ ...deps(), config, now: T0 });
    expect(hook.received.length).toBe(3);
    const ids = new Set<string>();
    for (const r of hook.received) {
      const ts = r.headers['x-rivalwatch-timestamp'] as string;
      const expected = createHmac('sha256', 's3cret').update(`${ts}.${r.body}`).digest('hex');
      expect(r.headers['x-rivalwatch-signature']).toBe(`sha256=${expected}`);
      const event = JSON.parse(r.body) as {
        id: string;
        version: number;
        type: string;
        data: Record<string, unknown>;
      };
      expect(event.version).toBe(1);
      expect(r.headers['x-rivalwatch-event-id']).toBe(event.id);
      expect(r.headers['x-rivalwatch-event']).toBe(event.type);
      ids.add(event.id);
    }
    expect(ids.size).toBe(3);
    const drop = hook.received
      .map(
        (r) =>
          JSON.parse(r.body) as {
            data: { percentageChange: number; currency: string; oldPrice: string; newPrice: string };
          },
      )
      .find((e) => e.data.percentageChange < 0)!;
    expect(drop.data).toMatchObject({ currency: 'USD', oldPrice: '120.00', newPrice: '89.00' });
    expect((await deliveriesOf(ctx.db)).every((d) => d.status === 'sent' && d.attempt_count === 1)).toBe(
      true,
    );
  });

  it('posts Slack Block Kit with image, prices, change and a button', async () => {
    const slack = await server();
    const config = testConfig({ ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${slack.port}` });
    await userWithChanges(ctx.db, {
      settings: {
        subscriptionPlan: 'pro',
        slackNotifications: true,
        slackWebhookUrl: `${slack.origin}/hook`,
        emailNotifications: false,
      },
      at: T0,
    });
    await ctx.db.execute(sql`UPDATE products SET image_url = 'https://cdn.example/p.jpg'`);
    await planDeliveries({ db: ctx.db, now: T0 });
    expect(await sendDueDeliveries({ ...deps(), config, now: T0 })).toMatchObject({ sent: 1 });
    expect(slack.received.length).toBe(1);
    type TBlock = { type: string; text: { text: string }; accessory?: unknown };
    const msg = JSON.parse(slack.received[0]!.body) as { blocks: TBlock[] };
    expect(msg.blocks[0]).toMatchObject({ type: 'header' });
    const first = msg.blocks[1]!;
    expect(first.type).toBe('section');
    expect(first.text.text).toContain('Trail Runner 2 (Size 9)');
    expect(first.text.text).toContain('$120.00 → $89.00 (-25.8%)');
    expect(first.accessory).toMatchObject({ type: 'image', image_url: 'https://cdn.example/p.jpg' });
    expect(msg.blocks[2]).toMatchObject({
      type: 'actions',
      elements: [{ type: 'button', url: 'https://shop.example/products/trail-runner-2' }],
    });
  });

  it('retries 500s and timeouts with backoff and fails after the last try; 404 fails at once', async () => {
    const hook = await server((r) =>
      r.url === '/slow' ? 'hang' : r.url === '/gone' ? { status: 404 } : { status: 500, body: 'boom' },
    );
    const config = testConfig({ ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${hook.port}` });
    const { userId } = await userWithChanges(ctx.db, {
      settings: { subscriptionPlan: 'pro', webhookUrl: `${hook.origin}/err`, emailNotifications: false },
      at: T0,
    });
    await planDeliveries({ db: ctx.db, now: T0 });
    const [one] = await deliveriesOf(ctx.db);
    await ctx.db.execute(sql`UPDATE deliveries SET status = 'failed' WHERE id <> ${one!.id}`);
    let now = T0;
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await sendDueDeliveries({ ...deps(), config, now, ids: [one!.id], timeoutMs: 300 });
      const [d] = (await deliveriesOf(ctx.db)).filter((x) => x.id === one!.id);
      if (i < 5) {
        expect(d).toMatchObject({ status: 'pending', attempt_count: i + 1 });
        expect(d!.last_error).toContain('HTTP 500');
        waits.push((new Date(d!.next_attempt_at).getTime() - now.getTime()) / 60_000);
        // not due before its time
        expect((await sendDueDeliveries({ ...deps(), config, now, ids: [one!.id] })).sent).toBe(0);
        now = new Date(d!.next_attempt_at);
      } else {
        expect(d).toMatchObject({ status: 'failed', attempt_count: 6 });
      }
    }
    expect(waits).toEqual([1, 5, 15, 60, 180]);

    await ctx.db.execute(
      sql`UPDATE accounts SET webhook_url = ${`${hook.origin}/slow`} WHERE id = ${userId}`,
    );
    await ctx.db.execute(
      sql`UPDATE deliveries SET status = 'pending', attempt_count = 0, next_attempt_at = ${T0.toISOString()}`,
    );
    await sendDueDeliveries({ ...deps(), config, now: T0, timeoutMs: 300 });
    const slow = await deliveriesOf(ctx.db);
    expect(
      slow.every((d) => d.status === 'pending' && d.last_error === 'No answer within 0.3 seconds.'),
    ).toBe(true);

    await ctx.db.execute(
      sql`UPDATE accounts SET webhook_url = ${`${hook.origin}/gone`} WHERE id = ${userId}`,
    );
    await sendDueDeliveries({ ...deps(), config, now: new Date(T0.getTime() + 3600_000) });
    const gone = await deliveriesOf(ctx.db);
    expect(gone.every((d) => d.status === 'failed' && d.attempt_count === 2)).toBe(true);
    expect(gone[0]!.last_error).toBe('The webhook answered HTTP 404');
  });

  it('refuses a private address that is not allow-listed, with a clear lastError', async () => {
    await userWithChanges(ctx.db, {
      settings: {
        subscriptionPlan: 'pro',
        webhookUrl: 'https://127.0.0.1:9/hook',
        emailNotifications: false,
      },
      at: T0,
    });
    await planDeliveries({ db: ctx.db, now: T0 });
    await sendDueDeliveries({ ...deps(), now: T0 });
    const rows = await deliveriesOf(ctx.db);
    expect(rows.length).toBe(3);
    for (const d of rows) {
      expect(d.status).toBe('pending');
      expect(d.last_error).toBe('Refused: the URL points to a private or local network address.');
    }
  });

  it('turns 5,000 notifications into one email with the top rows and "and 4,975 more"', async () => {
    const { userId, storeId } = await userWithChanges(ctx.db, {
      settings: { subscriptionPlan: 'pro' },
      at: T0,
    });
    await ctx.db.execute(sql`DELETE FROM delivery_items`);
    await ctx.db.execute(sql`DELETE FROM notifications`);
    const ids = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        WITH ev AS (
          INSERT INTO change_events (store_id, product_id, type, old_price, new_price, percentage_change, detected_at)
          SELECT ${storeId}, (SELECT min(id) FROM products), 'price_decrease', 100, 100 - (g % 50), -(g % 50), ${T0.toISOString()}
          FROM generate_series(1, 5000) g RETURNING id, percentage_change)
        INSERT INTO notifications (user_id, change_event_id, competitor_id, account_id, product_id, type, title, message, old_price, new_price, percentage_change, created_at)
        SELECT ${userId}, ev.id, c.id, ${userId}, (SELECT min(id) FROM products), 'price_drop', 'Price drop', 'cut', 100, 100 + ev.percentage_change, ev.percentage_change, ${T0.toISOString()}
        FROM ev CROSS JOIN (SELECT id FROM competitors WHERE account_id = ${userId}) c RETURNING id`),
    ).map((r) => Number(r.id));
    await recordDeliveryItems({ db: ctx.db, notificationIds: ids, slackBotConfigured: false, now: T0 });
    expect((await planDeliveries({ db: ctx.db, now: T0 })).created).toBe(1);
    await sendDueDeliveries({ ...deps(), now: T0 });
    const emails = rowsOf<{
      subject: string;
      text: string;
      html: string;
      email_type: string;
      status: string;
    }>(await ctx.db.execute(sql`SELECT * FROM email_tracking`));
    expect(emails.length).toBe(1);
    expect(emails[0]).toMatchObject({
      email_type: 'price_alert',
      status: 'sent',
      subject: 'Your daily digest: 5,000 competitor changes',
    });
    // The "more" link goes through click tracking to the activity feed.
    const more = /and 4,975 more in your activity feed: (\S+)/.exec(emails[0]!.text);
    expect(more).not.toBeNull();
    expect(decodeURIComponent(more![1]!)).toContain('url=http://localhost:3000/alerts?tab=recent-activity');
    expect(emails[0]!.html).toContain('and 4,975 more in your activity feed');
    expect(emails[0]!.text).toContain('$100.00 → $51.00 (-49.0%)');
    expect(emails[0]!.text.match(/^\* /gm)?.length).toBe(25);
  });
});
