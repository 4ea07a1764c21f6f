import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, stores, systemConfigs, users } from '../../db/schema';
import { findDueStores } from '../../monitoring/find-due-stores';
import { seedTrackedStore } from '../../testing/catalogue-fixtures';
import { send } from '../../testing/requests';
import { signUp, useTestApp } from '../../testing/test-app';

describe('admin system configs', () => {
  const ctx = useTestApp();

  const put = (cookie: string | undefined, key: string, value: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/system-configs/${key}`,
      payload: { value } as object,
      headers: cookie ? { cookie } : {},
    });
  const signUpAdmin = async () => {
    const cookie = await signUp(ctx.app);
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'alice'));
    return cookie;
  };

  it('is 401 signed out and 403 for a customer', async () => {
    expect((await send(ctx.app, 'GET', '/api/admin/system-configs')).statusCode).toBe(401);
    expect((await put(undefined, 'weekly_email_day', 0)).statusCode).toBe(401);
    const cookie = await signUp(ctx.app, { username: 'carol', email: 'carol@example.com' });
    const list = await send(ctx.app, 'GET', '/api/admin/system-configs', undefined, cookie);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Admin access required');
    expect((await put(cookie, 'weekly_email_day', 0)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(systemConfigs).where(eq(systemConfigs.key, 'weekly_email_day'));
    expect(row!.value).toBe('1');
  });

  it('lists the seeded configs as {success, configs}', async () => {
    const cookie = await signUpAdmin();
    const res = await send(ctx.app, 'GET', '/api/admin/system-configs', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const byKey = Object.fromEntries(
      body.configs.map((c: { key: string; value: string }) => [c.key, c.value]),
    );
    expect(byKey).toMatchObject({
      scraping_interval_free_minutes: '1440',
      scraping_interval_starter_minutes: '720',
      scraping_interval_pro_minutes: '120',
      weekly_email_day: '1',
      weekly_email_hour: '10',
      price_alert_threshold: '3',
    });
    expect(body.configs[0]).toMatchObject({ category: expect.any(String), isActive: true });
  });

  it('updates a value, records who and when, and answers the config', async () => {
    const cookie = await signUpAdmin();
    const before = new Date();
    const res = await put(cookie, 'weekly_email_day', 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'weekly_email_day', value: '0', category: 'email' });
    const [row] = await ctx.db.select().from(systemConfigs).where(eq(systemConfigs.key, 'weekly_email_day'));
    const [admin] = await ctx.db.select().from(users);
    expect(row!.updatedBy).toBe(admin!.id);
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    expect((await put(cookie, 'price_alert_threshold', '2.5')).json().value).toBe('2.5');
    expect((await put(cookie, 'price_alert_threshold', 100)).json().value).toBe('100');
    expect((await put(cookie, 'weekly_email_hour', '23')).json().value).toBe('23');
    expect((await put(cookie, 'scraping_enabled', false)).json().value).toBe('false');
  });

  it('refuses unknown keys, out-of-range values and wrong types, naming the setting and range', async () => {
    const cookie = await signUpAdmin();
    const unknown = await put(cookie, 'smtp_password', 'x');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown setting: smtp_password');

    const cases: [string, unknown, string][] = [
      ['scraping_interval_pro_minutes', 29, 'Pro scraping interval must be between 30 and 480 minutes'],
      ['scraping_interval_pro_minutes', 481, 'Pro scraping interval must be between 30 and 480 minutes'],
      ['scraping_interval_free_minutes', 700, 'Free scraping interval must be between 720 and 2880 minutes'],
      [
        'scraping_interval_starter_minutes',
        1441,
        'Starter scraping interval must be between 360 and 1440 minutes',
      ],
      [
        'scraping_interval_pro_minutes',
        'often',
        'Pro scraping interval must be a whole number between 30 and 480 minutes',
      ],
      [
        'scraping_interval_pro_minutes',
        60.5,
        'Pro scraping interval must be a whole number between 30 and 480 minutes',
      ],
      ['weekly_email_day', 7, 'Weekly email day must be between 0 and 6'],
      ['weekly_email_hour', -1, 'Weekly email hour must be between 0 and 23'],
      ['weekly_email_hour', true, 'Weekly email hour must be a whole number between 0 and 23'],
      [
        'price_alert_threshold',
        0.9,
        'Price alert threshold must be between 1 and 100 percent, in steps of 0.1',
      ],
      [
        'price_alert_threshold',
        100.1,
        'Price alert threshold must be between 1 and 100 percent, in steps of 0.1',
      ],
      [
        'price_alert_threshold',
        2.55,
        'Price alert threshold must be between 1 and 100 percent, in steps of 0.1',
      ],
      [
        'price_alert_threshold',
        '',
        'Price alert threshold must be between 1 and 100 percent, in steps of 0.1',
      ],
      ['scraping_enabled', 'yes', 'Scraping enabled must be true or false'],
    ];
    for (const [key, value, message] of cases) {
      const res = await put(cookie, key, value);
      expect(res.statusCode, `${key}=${String(value)}`).toBe(400);
      expect(res.json().message, `${key}=${String(value)}`).toBe(message);
    }
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/system-configs/weekly_email_day',
      payload: {},
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(400);
    const rows = await ctx.db.select().from(systemConfigs);
    expect(rows.every((r) => r.updatedBy === null)).toBe(true);
  });

  it('a changed pro interval changes which stores are due at the next tick', async () => {
    const cookie = await signUpAdmin();
    const now = new Date();
    const { storeId, userId } = await seedTrackedStore(ctx.db);
    await ctx.db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, userId));
    await ctx.db
      .update(stores)
      .set({ lastScrapedAt: new Date(now.getTime() - 90 * 60_000) })
      .where(eq(stores.id, storeId));
    expect(await findDueStores({ db: ctx.db, now })).toEqual([]); // pro default: every 120 min

    expect((await put(cookie, 'scraping_interval_pro_minutes', 60)).statusCode).toBe(200);
    expect(await findDueStores({ db: ctx.db, now })).toEqual([storeId]);
  });
});
