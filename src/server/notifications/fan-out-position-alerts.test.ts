import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { alerts, notifications } from '../db/schema';
import { applySettings, captureServer } from '../delivery/delivery-fixtures';
import { planDeliveries } from '../delivery/plan-deliveries';
import { sendDueDeliveries } from '../delivery/send-due-deliveries';
import { positionTime, positionWorld } from '../price-position/position-fixtures';
import { testConfig, useTestApp } from '../testing/test-app';

const t = positionTime;

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('price-position alerts (undercut, highest price)', () => {
  const ctx = useTestApp();

  const feed = async (userId: string) =>
    (
      await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.id))
    )
      .filter((n) => n.type === 'undercut' || n.type === 'highest_price')
      .map((n) => [n.type, n.title, n.message, n.oldPrice, n.newPrice, n.percentageChange]);

  it('fires when the condition becomes true on either side, not while it holds, again once it cleared', async () => {
    const w = await positionWorld(ctx.db);
    // Northpeak 105 → 90: 10 % below my 100, and my price is now the highest.
    await w.setTheirs('90.00');
    const undercut = [
      'undercut',
      'Undercut: Blue Linen Shirt',
      'Northpeak sells Linen Shirt – Blue / M at $90.00, 10.0% below your $100.00',
      '100.00',
      '90.00',
      '-10.00',
    ];
    const highest = [
      'highest_price',
      'Highest price: Blue Linen Shirt',
      'Your $100.00 is now the highest price: Northpeak sells Linen Shirt – Blue / M at $90.00 (10.0% below)',
      '100.00',
      '90.00',
      '-10.00',
    ];
    expect(await feed(w.userId)).toEqual([undercut, highest]);
    // Still undercut and still the highest: nothing new.
    await w.setTheirs('88.00');
    expect(await feed(w.userId)).toHaveLength(2);
    // 1 % below mine: the undercut clears (below the 5 % threshold); then 15 % below: it fires again.
    await w.setTheirs('99.00');
    await w.setTheirs('85.00');
    const again = await feed(w.userId);
    expect(again).toHaveLength(3);
    expect(again[2]).toEqual([
      'undercut',
      'Undercut: Blue Linen Shirt',
      'Northpeak sells Linen Shirt – Blue / M at $85.00, 15.0% below your $100.00',
      '100.00',
      '85.00',
      '-15.00',
    ]);
    // My side: down to 80 clears both; back up to 100 sets both off again, from my own store's scrape.
    await w.setMine('80.00');
    expect(await feed(w.userId)).toHaveLength(3);
    await w.setMine('100.00');
    const mine = await feed(w.userId);
    expect(mine.slice(3).map((n) => n[0])).toEqual(['undercut', 'highest_price']);
    // What holds now: the one undercut pair and the shirt as the highest.
    const states = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`SELECT count(*)::int AS n FROM alert_position_states`),
    );
    expect(states[0]!.n).toBe(2);
  });

  it('never compares prices in different currencies', async () => {
    const w = await positionWorld(ctx.db);
    // Eurorival's cap at 30 EUR against my 50 USD cap; then my cap up to 70 USD: neither side fires.
    await w.setEuro('30.00');
    await w.setMine('100.00', '70.00');
    await w.setEuro('20.00');
    expect(await feed(w.userId)).toEqual([]);
    const [rule] = await ctx.db.select().from(alerts).where(eq(alerts.type, 'undercut'));
    expect(rule!.lastTriggered).toBeNull();
  });

  it('delivers an undercut once to the webhook, with its documented payload', async () => {
    const w = await positionWorld(ctx.db);
    const hook = await captureServer();
    servers.push(hook);
    const config = testConfig({ ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${hook.port}` });
    await applySettings(ctx.db, w.userId, {
      subscriptionPlan: 'pro',
      webhookUrl: `${hook.origin}/rw`,
      emailNotifications: false,
    });
    await ctx.db.delete(alerts).where(eq(alerts.type, 'highest_price'));
    await w.setTheirs('90.00');
    const deps = { db: ctx.db, config, mailer: ctx.mailer, log: ctx.app.log };
    await planDeliveries({ db: ctx.db, now: t(30) });
    await Promise.all([
      sendDueDeliveries({ ...deps, now: t(30) }),
      sendDueDeliveries({ ...deps, now: t(30) }),
    ]);
    await sendDueDeliveries({ ...deps, now: t(31) });
    await planDeliveries({ db: ctx.db, now: t(32) });
    await sendDueDeliveries({ ...deps, now: t(32) });
    const events = hook.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> },
    );
    const undercuts = events.filter((e) => e.type === 'undercut');
    expect(undercuts).toHaveLength(1);
    expect(undercuts[0]!.data).toMatchObject({
      changeType: 'price_decrease',
      title: 'Undercut: Blue Linen Shirt',
      product: { id: w.shirt, title: 'Blue Linen Shirt' },
      store: { name: 'Northpeak' },
      oldPrice: '100.00',
      newPrice: '90.00',
      compareAtPrice: null,
      currency: 'USD',
      percentageChange: -10,
      position: { myPrice: '100.00', competitorPrice: '90.00', gapPercent: -10 },
    });
  });
});
