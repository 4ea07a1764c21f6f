import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIMEZONES } from '@shared/constants/settings';
import { accounts, users } from '../db/schema';
import { currentUser, send } from '../testing/requests';
import { signUp, useTestApp } from '../testing/test-app';

describe('account settings and subscription status', () => {
  const ctx = useTestApp();

  const patch = (cookie: string | undefined, body: object) =>
    send(ctx.app, 'PATCH', '/api/user/settings', body, cookie);

  it('GET /api/user/settings answers the defaults of a new account', async () => {
    const cookie = await signUp(ctx.app);
    const res = await send(ctx.app, 'GET', '/api/user/settings', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Liddell',
      timezone: 'UTC',
      emailNotifications: true,
      slackNotifications: false,
      alertFrequency: 'daily',
      csvFormat: 'standard',
      slackWebhookUrl: null,
      webhookUrl: null,
      webhookSecretSet: false,
    });
  });

  it('both settings calls are 401 when signed out', async () => {
    expect((await send(ctx.app, 'GET', '/api/user/settings')).statusCode).toBe(401);
    const res = await patch(undefined, { timezone: 'Europe/Paris' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('applies a partial update and leaves the other fields alone', async () => {
    const cookie = await signUp(ctx.app);
    const res = await patch(cookie, { timezone: 'Asia/Tokyo', alertFrequency: 'instant', lastName: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: null,
      timezone: 'Asia/Tokyo',
      alertFrequency: 'instant',
      emailNotifications: true,
      csvFormat: 'standard',
    });

    const second = await patch(cookie, {
      emailNotifications: false,
      slackNotifications: true,
      csvFormat: 'excel',
      email: 'Alice.New@Example.com',
      username: 'alice_l',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      username: 'alice_l',
      email: 'alice.new@example.com',
      timezone: 'Asia/Tokyo',
      emailNotifications: false,
      slackNotifications: true,
      csvFormat: 'excel',
    });

    // Stored, and the session still belongs to the renamed user.
    const me = await currentUser(ctx.app, cookie);
    expect(me.json()).toMatchObject({
      username: 'alice_l',
      email: 'alice.new@example.com',
      alertFrequency: 'instant',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'alice_l'));
    expect(row).toMatchObject({ timezone: 'Asia/Tokyo', csvFormat: 'excel', lastName: null });

    const empty = await patch(cookie, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(second.json());
  });

  it('accepts every listed time zone and refuses anything else', async () => {
    const cookie = await signUp(ctx.app);
    for (const timezone of TIMEZONES) {
      expect((await patch(cookie, { timezone })).statusCode, timezone).toBe(200);
    }
    for (const timezone of ['Mars/Olympus', 'utc', 'Europe/Berlin', '']) {
      const res = await patch(cookie, { timezone });
      expect(res.statusCode, timezone).toBe(400);
      expect(res.json().details).toContainEqual({
        field: 'timezone',
        message: 'Choose one of the listed time zones',
      });
    }
  });

  it('alertFrequency and csvFormat must be one of their values', async () => {
    const cookie = await signUp(ctx.app);
    const weekly = await patch(cookie, { alertFrequency: 'weekly' });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().details).toContainEqual({
      field: 'alertFrequency',
      message: 'Alert frequency must be instant, hourly or daily',
    });
    const pdf = await patch(cookie, { csvFormat: 'pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().details[0].field).toBe('csvFormat');
    for (const alertFrequency of ['instant', 'hourly', 'daily']) {
      expect((await patch(cookie, { alertFrequency })).json().alertFrequency).toBe(alertFrequency);
    }
  });

  it('answers 409 when taking another user’s username or email, in any case', async () => {
    await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const cookie = await signUp(ctx.app);

    const name = await patch(cookie, { username: 'BOB' });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({
      message: 'This username is already taken',
      details: { field: 'username' },
    });

    const email = await patch(cookie, { email: 'Bob@Example.com' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      message: 'An account with this email already exists',
      details: { field: 'email' },
    });

    // Changing the case of one's own username is not a conflict.
    expect((await patch(cookie, { username: 'Alice' })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    expect(row!.username).toBe('Alice');
  });

  describe('GET /api/subscription-status', () => {
    it('is free for a new user and follows the plan stored on the user', async () => {
      const cookie = await signUp(ctx.app);
      const status = () => send(ctx.app, 'GET', '/api/subscription-status', undefined, cookie);

      const first = await status();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ plan: 'free', status: 'free', currentPeriodEnd: null });

      await ctx.db.update(accounts).set({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
      expect((await status()).json()).toMatchObject({
        plan: 'pro',
        status: 'active',
        currentPeriodEnd: null,
      });
      expect((await currentUser(ctx.app, cookie)).json().subscriptionPlan).toBe('pro');

      // An unknown plan counts as free (docs/product-rules.md R2).
      await ctx.db.update(accounts).set({ subscriptionPlan: 'enterprise' });
      expect((await status()).json().plan).toBe('free');
    });

    it('is 401 when signed out', async () => {
      expect((await send(ctx.app, 'GET', '/api/subscription-status')).statusCode).toBe(401);
    });
  });
});
