import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { sessions, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { currentUser, login, send, signIn } from '../testing/requests';
import { aliceInput, cookieFrom, signUp, testConfig, useTestApp } from '../testing/test-app';

describe('accounts: register, sign in, sign out', () => {
  const ctx = useTestApp();

  describe('POST /api/register', () => {
    it('creates the user, answers 201 with public fields only and starts a session', async () => {
      const res = await send(ctx.app, 'POST', '/api/register', { ...aliceInput, email: 'Alice@Example.com' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        username: 'alice',
        email: 'alice@example.com',
        firstName: 'Alice',
        lastName: 'Liddell',
        isAdmin: false,
        subscriptionPlan: 'free',
        subscriptionStatus: 'free',
        timezone: 'UTC',
        alertFrequency: 'daily',
        csvFormat: 'standard',
        emailNotifications: true,
        slackNotifications: false,
      });
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      for (const secret of ['password', 'resetToken', 'resetTokenExpiry', 'stripeCustomerId']) {
        expect(body).not.toHaveProperty(secret);
      }
      expect(res.body).not.toContain(aliceInput.password);

      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^rw_session=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Secure/i); // only in production

      const [row] = await ctx.db.select().from(users).where(eq(users.id, body.id));
      expect(row!.password).toMatch(/^\$argon2id\$/);

      const me = await currentUser(ctx.app, cookieFrom(res));
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(body);
    });

    it('answers 409 for a username or an email already taken, whatever the case', async () => {
      await signUp(ctx.app);
      const sameName = await send(ctx.app, 'POST', '/api/register', {
        ...aliceInput,
        username: 'ALICE',
        email: 'other@example.com',
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({
        message: 'This username is already taken',
        details: { field: 'username' },
      });

      const sameEmail = await send(ctx.app, 'POST', '/api/register', {
        ...aliceInput,
        username: 'alice2',
        email: 'ALICE@example.COM',
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toMatchObject({
        message: 'An account with this email already exists',
        details: { field: 'email' },
      });
      expect(await ctx.db.select().from(users)).toHaveLength(1);
    });
  });

  it('in production the session cookie is also Secure, and HSTS is sent', async () => {
    const config = testConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://rivalwatch.example',
      PAYMENTS_PROVIDER: 'simulated',
    });
    const log = createLogger('silent');
    const app = await buildApp({
      config,
      db: ctx.db,
      mailer: ctx.mailer,
      log,
      storefront: ctx.storefront,
      scheduler: ctx.scheduler,
      serveWeb: false,
    });
    try {
      const res = await send(app, 'POST', '/api/register', aliceInput);
      expect(res.statusCode).toBe(201);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await app.close();
    }
  });

  describe('POST /api/login', () => {
    it('signs in by username (any case) and by email, with a fresh HttpOnly session each time', async () => {
      await signUp(ctx.app);
      const byName = await login(ctx.app, { username: 'Alice', password: aliceInput.password });
      expect(byName.statusCode).toBe(200);
      expect(byName.json()).toMatchObject({ username: 'alice', email: 'alice@example.com' });
      expect(byName.json()).not.toHaveProperty('password');
      expect(String(byName.headers['set-cookie'])).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i);

      const byEmail = await login(ctx.app, { username: 'ALICE@example.com', password: aliceInput.password });
      expect(byEmail.statusCode).toBe(200);
      expect(byEmail.json().username).toBe('alice');
      expect((await currentUser(ctx.app, cookieFrom(byEmail))).json().username).toBe('alice');
    });

    it('answers the same 401 for a wrong password and for an unknown user', async () => {
      await signUp(ctx.app);
      const wrong = await login(ctx.app, { username: 'alice', password: 'not-the-password' });
      const unknown = await login(ctx.app, { username: 'nobody', password: aliceInput.password });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Invalid username or password');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('rotates the session id at sign-in and ends the session the browser had', async () => {
      const before = await signUp(ctx.app);
      const res = await login(
        ctx.app,
        { username: 'alice', password: aliceInput.password },
        { cookie: before },
      );
      expect(res.statusCode).toBe(200);
      const after = cookieFrom(res);
      expect(after).toMatch(/^rw_session=/);
      expect(after).not.toBe(before);

      expect((await currentUser(ctx.app, before)).statusCode).toBe(401);
      expect((await currentUser(ctx.app, after)).statusCode).toBe(200);
      expect(await ctx.db.select().from(sessions)).toHaveLength(1);
    });
  });

  describe('sessions', () => {
    it('GET /api/user is 401 when signed out, or with a forged cookie', async () => {
      const res = await currentUser(ctx.app);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toBe('Please sign in to continue.');

      const forged = await currentUser(ctx.app, 'rw_session=not-a-signed-session-id');
      expect(forged.statusCode).toBe(401);
    });

    it('a session id without its signature is refused even when the session exists', async () => {
      const cookie = await signUp(ctx.app);
      const [row] = await ctx.db.select().from(sessions);
      expect(cookie).toContain(row!.sid);
      expect((await currentUser(ctx.app, `rw_session=${row!.sid}`)).statusCode).toBe(401);
    });

    it('POST /api/logout ends the session and clears the cookie', async () => {
      const cookie = await signUp(ctx.app);
      const res = await send(ctx.app, 'POST', '/api/logout', undefined, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Signed out' });
      expect(String(res.headers['set-cookie'])).toMatch(/rw_session=;.*Expires=Thu, 01 Jan 1970/i);
      expect(await ctx.db.select().from(sessions)).toHaveLength(0);
      expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
    });

    it('POST /api/logout while signed out is harmless', async () => {
      const res = await send(ctx.app, 'POST', '/api/logout');
      expect(res.statusCode).toBe(200);
    });

    it('an expired session is refused', async () => {
      const cookie = await signUp(ctx.app);
      await ctx.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
      expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
    });

    it('a session past half its life is extended when used', async () => {
      const cookie = await signUp(ctx.app);
      const soon = new Date(Date.now() + 60 * 60_000);
      await ctx.db.update(sessions).set({ expire: soon });
      expect((await currentUser(ctx.app, cookie)).statusCode).toBe(200);
      const [row] = await ctx.db.select().from(sessions);
      expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60_000);
    });

    it('two sign-ins give two independent sessions', async () => {
      const first = await signUp(ctx.app);
      const second = await signIn(ctx.app);
      expect(second).not.toBe(first);
      await send(ctx.app, 'POST', '/api/logout', undefined, second);
      expect((await currentUser(ctx.app, first)).statusCode).toBe(200);
      expect((await currentUser(ctx.app, second)).statusCode).toBe(401);
    });
  });
});
