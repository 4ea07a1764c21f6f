import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../testing/test-app';
import { chooseCadence } from './choose-cadence';
import { deliveriesOf, userWithChanges } from './delivery-fixtures';
import { planDeliveries } from './plan-deliveries';

const at = (iso: string) => new Date(iso);

describe('chooseCadence', () => {
  it('takes the slower of the plan floor and the choice', () => {
    expect(chooseCadence('free', 'instant')).toBe('weekly');
    expect(chooseCadence('starter', 'instant')).toBe('daily');
    expect(chooseCadence('starter', 'hourly')).toBe('daily');
    expect(chooseCadence('pro', 'instant')).toBe('instant');
    expect(chooseCadence('pro', 'hourly')).toBe('hourly');
    expect(chooseCadence('pro', 'daily')).toBe('daily');
  });
});

describe('planDeliveries cadence per plan and frequency', () => {
  const ctx = useTestApp();

  it('free + daily gets a weekly digest on the configured day and hour', async () => {
    // Wednesday 2026-11-18; weekly default: Monday (1) from 10:00, UTC user.
    await userWithChanges(ctx.db, { settings: { alertFrequency: 'daily' }, at: at('2026-11-18T12:00:00Z') });
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-19T10:00:00Z') })).created).toBe(0);
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-23T09:59:00Z') })).created).toBe(0);
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-23T10:00:00Z') })).created).toBe(1);
    const [d] = await deliveriesOf(ctx.db);
    expect(d).toMatchObject({ channel: 'email', kind: 'weekly', period_key: '2026-W48', item_count: 3 });
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-23T11:00:00Z') })).created).toBe(0);
  });

  it('starter + instant gets a daily digest from 09:00 in the user timezone', async () => {
    await userWithChanges(ctx.db, {
      settings: { subscriptionPlan: 'starter', alertFrequency: 'instant', timezone: 'America/New_York' },
      at: at('2026-11-18T12:00:00Z'), // 07:00 in New York
    });
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-18T13:59:00Z') })).created).toBe(0);
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-18T14:00:00Z') })).created).toBe(1);
    expect(await deliveriesOf(ctx.db)).toMatchObject([
      { channel: 'email', kind: 'daily', period_key: '2026-11-18', item_count: 3 },
    ]);
  });

  it('a time zone the database does not know counts as UTC, and a known one keeps working beside it', async () => {
    await userWithChanges(ctx.db, {
      username: 'mars',
      settings: { subscriptionPlan: 'starter', alertFrequency: 'instant', timezone: 'Mars/Olympus_Mons' },
      at: at('2026-11-18T07:00:00Z'),
    });
    await userWithChanges(ctx.db, {
      username: 'tokyo',
      settings: { subscriptionPlan: 'starter', alertFrequency: 'instant', timezone: 'Asia/Tokyo' },
      at: at('2026-11-18T07:00:00Z'), // 16:00 in Tokyo: its 09:00 has passed
    });
    const planned = await planDeliveries({ db: ctx.db, now: at('2026-11-18T08:59:00Z') });
    expect(planned.created).toBe(1);
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-18T09:00:00Z') })).created).toBe(1);
    expect((await deliveriesOf(ctx.db)).map((d) => d.period_key)).toEqual(['2026-11-18', '2026-11-18']);
  });

  it('pro + instant goes out at once, one delivery per channel for the batch; webhooks one per item', async () => {
    await userWithChanges(ctx.db, {
      settings: {
        subscriptionPlan: 'pro',
        alertFrequency: 'instant',
        slackNotifications: true,
        slackWebhookUrl: 'https://hooks.slack.example/x',
        webhookUrl: 'https://hooks.example/rw',
      },
      at: at('2026-11-18T12:00:00Z'),
    });
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-18T12:00:00Z') })).created).toBe(5);
    const rows = await deliveriesOf(ctx.db);
    expect(rows.filter((d) => d.channel === 'email')).toMatchObject([
      { kind: 'instant', period_key: null, item_count: 3 },
    ]);
    expect(rows.filter((d) => d.channel === 'slack')).toMatchObject([{ kind: 'instant', item_count: 3 }]);
    expect(rows.filter((d) => d.channel === 'webhook').map((d) => d.item_count)).toEqual([1, 1, 1]);
  });

  it('pro + hourly waits for the hour to end', async () => {
    await userWithChanges(ctx.db, {
      settings: { subscriptionPlan: 'pro', alertFrequency: 'hourly' },
      at: at('2026-11-18T12:10:00Z'),
    });
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-18T12:50:00Z') })).created).toBe(0);
    expect((await planDeliveries({ db: ctx.db, now: at('2026-11-18T13:00:30Z') })).created).toBe(1);
    expect(await deliveriesOf(ctx.db)).toMatchObject([
      { kind: 'hourly', period_key: '2026-11-18T12', item_count: 3 },
    ]);
  });

  it('puts each notification in one delivery per channel when planning runs twice or concurrently', async () => {
    await userWithChanges(ctx.db, {
      settings: {
        subscriptionPlan: 'pro',
        alertFrequency: 'instant',
        webhookUrl: 'https://hooks.example/rw',
      },
      at: at('2026-11-18T12:00:00Z'),
    });
    const now = at('2026-11-18T12:00:05Z');
    await Promise.all([planDeliveries({ db: ctx.db, now }), planDeliveries({ db: ctx.db, now })]);
    await planDeliveries({ db: ctx.db, now });
    const items = rowsOf<{ channel: string; n: number; deliveries: number }>(
      await ctx.db.execute(sql`
        SELECT channel, count(*)::int AS n, count(DISTINCT delivery_id)::int AS deliveries FROM delivery_items
        WHERE delivery_id IS NOT NULL GROUP BY channel ORDER BY channel`),
    );
    expect(items).toEqual([
      { channel: 'email', n: 3, deliveries: 1 },
      { channel: 'webhook', n: 3, deliveries: 3 },
    ]);
    expect((await deliveriesOf(ctx.db)).length).toBe(4);
  });
});
