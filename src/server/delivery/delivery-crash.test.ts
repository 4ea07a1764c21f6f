import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { createLogger } from '../lib/logger';
import { EMAIL_CLAIM_MS, sendDueEmails } from '../email/send-due-emails';
import { headerOf, useSmtpTestApp, type TReceived } from '../testing/smtp';
import { testConfig } from '../testing/test-app';
import { captureServer, deliveriesOf, userWithChanges } from './delivery-fixtures';
import { planDeliveries } from './plan-deliveries';
import { recordDeliveryItems } from './record-delivery-items';
import { DELIVERY_CLAIM_MS, sendDueDeliveries } from './send-due-deliveries';

const child = fileURLToPath(new URL('../testing/delivery-send-child.ts', import.meta.url));
const T0 = new Date('2026-11-18T12:00:00Z');
const AFTER_LEASE = new Date(T0.getTime() + DELIVERY_CLAIM_MS + 60_000);
const log = createLogger('silent');

/** Starts the child sender; resolves `exited` when it ends (it must not end by itself before we kill it). */
function startSender(env: Record<string, string>): { proc: ChildProcess; exited: Promise<number | null> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, T0.toISOString()], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, exited };
}

/** Waits until `held` resolves, failing if the child finished first (nothing was in flight to kill). */
async function killWhenHeld(sender: ReturnType<typeof startSender>, held: Promise<void>) {
  const first = await Promise.race([
    held.then(() => 'held' as const),
    sender.exited.then(() => 'exited' as const),
  ]);
  expect(first).toBe('held');
  sender.proc.kill('SIGKILL');
  await sender.exited;
}

// A second process sending from the same database needs a server: the embedded PGlite has one owning process.
describe.skipIf(!process.env.DATABASE_URL)('a delivery worker killed mid-batch', () => {
  let mailHeld: () => void = () => {};
  // An SMTP server that keeps the first message's DATA unanswered, as a worker dying mid-send would see it.
  const { ctx, smtp } = useSmtpTestApp(
    {},
    { onMessage: (_m, n) => (n === 1 ? (mailHeld(), 'hold') : undefined) },
  );
  const databaseUrl = () => (ctx.database.pool!.options as { connectionString: string }).connectionString;

  const servers: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it('webhooks: only the in-flight event is sent twice, with the same event id and body', async () => {
    const N = 12;
    const HOLD = 5;
    let markHeld: () => void = () => {};
    const held = new Promise<void>((resolve) => (markHeld = resolve));
    const hook = await captureServer((_req, n) => {
      if (n === HOLD) {
        markHeld();
        return 'hang';
      }
      return { status: 200, body: 'ok' };
    });
    servers.push(hook);
    const allowed = `127.0.0.1:${hook.port}`;
    const { userId, storeId } = await userWithChanges(ctx.db, {
      settings: {
        subscriptionPlan: 'pro',
        webhookUrl: `${hook.origin}/rw`,
        webhookSecret: 's3cret',
        emailNotifications: false,
      },
      at: T0,
    });
    // N notifications in place of the fixture's three.
    await ctx.db.execute(sql`DELETE FROM delivery_items`);
    await ctx.db.execute(sql`DELETE FROM notifications`);
    const ids = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        WITH ev AS (
          INSERT INTO change_events (store_id, product_id, type, old_price, new_price, percentage_change, detected_at)
          SELECT ${storeId}, (SELECT min(id) FROM products), 'price_decrease', 100, 100 - g, -g, ${T0.toISOString()}
          FROM generate_series(1, ${N}) g RETURNING id, percentage_change)
        INSERT INTO notifications (user_id, change_event_id, competitor_id, account_id, product_id, type, title, message, old_price, new_price, percentage_change, created_at)
        SELECT ${userId}, ev.id, c.id, ${userId}, (SELECT min(id) FROM products), 'price_drop', 'Price drop', 'cut', 100, 100 + ev.percentage_change, ev.percentage_change, ${T0.toISOString()}
        FROM ev CROSS JOIN (SELECT id FROM competitors WHERE account_id = ${userId}) c RETURNING id`),
    ).map((r) => Number(r.id));
    await recordDeliveryItems({ db: ctx.db, notificationIds: ids, slackBotConfigured: false, now: T0 });
    expect((await planDeliveries({ db: ctx.db, now: T0 })).created).toBe(N);

    const sender = startSender({ DATABASE_URL: databaseUrl(), ALLOWED_PRIVATE_HOSTS: allowed });
    await killWhenHeld(sender, held);
    expect(hook.received).toHaveLength(HOLD);
    const before = await deliveriesOf(ctx.db);
    expect(before.filter((d) => d.status === 'sent')).toHaveLength(HOLD - 1);

    // The next run, once the dead sender's claim has expired.
    const config = testConfig({ SMTP_URL: smtp.url, ALLOWED_PRIVATE_HOSTS: allowed });
    const after = await sendDueDeliveries({
      db: ctx.db,
      config,
      mailer: ctx.mailer,
      log,
      now: AFTER_LEASE,
    });
    expect(after).toEqual({ sent: N - HOLD + 1, retrying: 0, failed: 0 });

    const inFlight = hook.received[HOLD - 1]!;
    const inFlightId = inFlight.headers['x-rivalwatch-event-id'] as string;
    const times = new Map<string, string[]>();
    for (const r of hook.received) {
      const id = r.headers['x-rivalwatch-event-id'] as string;
      expect((JSON.parse(r.body) as { id: string }).id).toBe(id);
      times.set(id, [...(times.get(id) ?? []), r.body]);
    }
    const deliveries = await deliveriesOf(ctx.db);
    expect(deliveries).toHaveLength(N);
    expect(new Set(times.keys())).toEqual(new Set(deliveries.map((d) => d.id)));
    for (const [id, bodies] of times) expect(bodies.length, id).toBe(id === inFlightId ? 2 : 1);
    expect(times.get(inFlightId)![1]).toBe(inFlight.body);
    expect(hook.received).toHaveLength(N + 1);
    expect(deliveries.every((d) => d.status === 'sent')).toBe(true);

    // Every notification is carried by exactly one delivery, and every delivery by exactly one notification.
    const items = rowsOf<{ delivery_id: string | null; n: number }>(
      await ctx.db.execute(sql`
        SELECT delivery_id, count(*)::int AS n FROM delivery_items WHERE channel = 'webhook' GROUP BY delivery_id`),
    );
    expect(items).toHaveLength(N);
    expect(items.every((i) => i.delivery_id !== null && i.n === 1)).toBe(true);
  }, 60_000);

  it('email: an alert email whose send was cut off is sent again with the same Message-ID', async () => {
    smtp.received.length = 0;
    const held = new Promise<void>((resolve) => (mailHeld = resolve));
    await userWithChanges(ctx.db, {
      settings: { subscriptionPlan: 'pro', alertFrequency: 'instant', emailNotifications: true },
      at: T0,
    });
    expect((await planDeliveries({ db: ctx.db, now: T0 })).created).toBe(1);

    const sender = startSender({ DATABASE_URL: databaseUrl(), SMTP_URL: smtp.url });
    await killWhenHeld(sender, held);
    // The delivery was decided (and its email queued) in one transaction before the SMTP send began.
    expect((await deliveriesOf(ctx.db)).map((d) => d.status)).toEqual(['sent']);

    // Planning and sending again queue no second email; the email queue takes over the cut-off send.
    const deps = { db: ctx.db, config: ctx.config, mailer: ctx.mailer, log };
    expect((await planDeliveries({ db: ctx.db, now: AFTER_LEASE })).created).toBe(0);
    expect(await sendDueDeliveries({ ...deps, now: AFTER_LEASE })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const later = new Date(Date.now() + EMAIL_CLAIM_MS + 60_000);
    expect(await sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log, now: later })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });

    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received as [TReceived, TReceived];
    expect(headerOf(second.raw, 'Message-ID')).toBe(headerOf(first.raw, 'Message-ID'));
    expect(headerOf(second.raw, 'Subject')).toBe(headerOf(first.raw, 'Subject'));
    expect(second.to).toEqual(['owner@example.com']);
    const emails = rowsOf<{ status: string; attempt_count: number; message_id: string }>(
      await ctx.db.execute(sql`SELECT status, attempt_count, message_id FROM email_tracking`),
    );
    expect(emails).toEqual([
      { status: 'sent', attempt_count: 2, message_id: headerOf(first.raw, 'Message-ID') },
    ]);
  }, 60_000);
});
