import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/request-user';
import type { TDatabase } from '../db/client';
import { accounts, users } from '../db/schema';
import { resetTokenFrom } from '../testing/requests';
import { deadPort, mimeParts, startSmtp } from '../testing/smtp';
import { buildTestApp, testConfig } from '../testing/test-app';
import { createTestDatabaseFactory, type TTestDatabaseFactory } from '../testing/test-database';
import { createLogger } from './logger';

/**
 * Every secret the app handles (passwords, a reset token, an API token, a webhook secret, session ids) goes
 * through sign-up, sign-in, a password reset, token use, webhook settings, bad requests and a 500, with the log
 * at trace; none may appear in the log or in an answer, except the API token in the answer that creates it.
 */
describe('secrets in the log and in answers', () => {
  const canary = (what: string) => `${what}${randomBytes(12).toString('hex')}`;
  const password = canary('SignUpPassword');
  const wrongPassword = canary('WrongPassword');
  const newPassword = canary('NewPassword');
  const webhookSecret = canary('WebhookSecret');

  const lines: string[] = [];
  const answers: { label: string; res: LightMyRequestResponse }[] = [];
  let factory: TTestDatabaseFactory;
  let database: TDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let closeApp: () => Promise<void>;
  let webhookPort: number;

  beforeAll(async () => {
    factory = await createTestDatabaseFactory();
    database = await factory.fresh();
    smtp = await startSmtp();
    webhookPort = await deadPort();
    const config = testConfig({
      LOG_LEVEL: 'trace',
      // Every request reads its session, so the 500 below reaches the database.
      SESSION_CACHE_SECONDS: '0',
      SMTP_URL: smtp.url,
      ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${webhookPort}`,
    });
    const log = createLogger('trace', { destination: { write: (line: string) => void lines.push(line) } });
    ({ app, close: closeApp } = await buildTestApp({ database, config, log }));
  });

  afterAll(async () => {
    await closeApp?.();
    await smtp?.close();
    await factory?.dispose();
  });

  async function call(label: string, opts: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await app.inject(opts);
    answers.push({ label, res });
    return res;
  }
  const json = (method: 'POST' | 'PATCH', url: string, payload: object, cookie?: string) =>
    call(`${method} ${url}`, { method, url, payload, headers: cookie ? { cookie } : {} });
  const cookieOf = (res: LightMyRequestResponse) => {
    const value = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    if (!value) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
    return value;
  };

  it('keeps every secret out of the log and out of every answer but the token’s creation', async () => {
    const cookies: string[] = [];
    const header = (value: string) => `${SESSION_COOKIE}=${value}`;

    // Sign-up, a failed sign-in, a sign-in.
    const registered = await json('POST', '/api/register', {
      username: 'leaky',
      email: 'leaky@example.com',
      password,
      firstName: 'Lee',
    });
    expect(registered.statusCode).toBe(201);
    cookies.push(cookieOf(registered));
    expect(
      (await json('POST', '/api/login', { username: 'leaky', password: wrongPassword })).statusCode,
    ).toBe(401);
    const signedIn = await json('POST', '/api/login', { username: 'leaky', password });
    expect(signedIn.statusCode).toBe(200);
    cookies.push(cookieOf(signedIn));

    // A password reset by email, its link opened, a refused then an accepted new password.
    expect((await json('POST', '/api/forgot-password', { email: 'leaky@example.com' })).statusCode).toBe(200);
    const mail = smtp.received.find((m) => /reset/i.test(m.raw) && m.to.includes('leaky@example.com'));
    const resetToken = resetTokenFrom(mimeParts(mail!.raw)['text/plain']!);
    await call('GET the reset page', { method: 'GET', url: `/reset-password?token=${resetToken}` });
    const tooShort = await json('POST', '/api/reset-password', { token: resetToken, newPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect((await json('POST', '/api/reset-password', { token: resetToken, newPassword })).statusCode).toBe(
      200,
    );
    const again = await json('POST', '/api/login', { username: 'leaky', password: newPassword });
    expect(again.statusCode).toBe(200);
    const cookie = header(cookieOf(again));
    cookies.push(cookieOf(again));

    // An API token, created and used.
    const created = await json('POST', '/api/user/api-tokens', { name: 'leak test' }, cookie);
    expect(created.statusCode).toBe(201);
    const apiToken = (created.json() as { token: string }).token;
    const used = await call('GET with the token', {
      method: 'GET',
      url: '/api/competitors',
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(used.statusCode).toBe(200);

    // A webhook with its secret (Pro), and a sample alert signed with it (the receiver is down).
    await database.db.update(users).set({ emailNotifications: false });
    await database.db.update(accounts).set({ subscriptionPlan: 'pro' });
    const webhook = await json(
      'PATCH',
      '/api/user/settings',
      { webhookUrl: `https://127.0.0.1:${webhookPort}/hook`, webhookSecret },
      cookie,
    );
    expect(webhook.statusCode, webhook.body).toBe(200);
    const sample = await json('POST', '/api/alerts/trigger-sample', { type: 'price_drop' }, cookie);
    expect(sample.json()).toMatchObject({ success: false });

    // Bad requests that carry the secrets in a body, a query string or a header.
    const bad: [string, InjectOptions][] = [
      [
        'malformed JSON with the password',
        {
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: `{"username":"leaky","password":"${newPassword}"`,
        },
      ],
      [
        'malformed JSON with the reset token',
        {
          method: 'POST',
          url: '/api/reset-password',
          headers: { 'content-type': 'application/json' },
          payload: `{"token":"${resetToken}",`,
        },
      ],
      [
        'a spent reset token',
        { method: 'POST', url: '/api/reset-password', payload: { token: resetToken, newPassword } },
      ],
      [
        'a password with unknown fields',
        {
          method: 'POST',
          url: '/api/login',
          payload: { username: 'leaky', password: newPassword, token: apiToken, webhookSecret },
        },
      ],
      [
        'a webhook secret too long',
        {
          method: 'PATCH',
          url: '/api/user/settings',
          headers: { cookie },
          payload: { webhookSecret: webhookSecret.repeat(10) },
        },
      ],
      [
        'a wrong current password',
        {
          method: 'PATCH',
          url: '/api/user/password',
          headers: { cookie },
          payload: { currentPassword: password, newPassword: wrongPassword },
        },
      ],
      [
        'secrets in the query string',
        {
          method: 'GET',
          url: `/api/competitors?token=${apiToken}&password=${newPassword}&webhookSecret=${webhookSecret}&reset_token=${resetToken}`,
          headers: { cookie },
        },
      ],
      [
        'a wrong bearer token',
        { method: 'GET', url: '/api/competitors', headers: { authorization: `Bearer ${apiToken}x` } },
      ],
      [
        'the password as a bearer token',
        { method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${newPassword}` } },
      ],
      [
        'secrets in other headers',
        {
          method: 'GET',
          url: '/api/nothing-here',
          headers: { 'x-api-key': apiToken, 'x-webhook-secret': webhookSecret, cookie },
        },
      ],
    ];
    for (const [label, opts] of bad) {
      const res = await call(label, opts);
      // Refused, or (the query string) served: never a failure of ours.
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
    }

    // A 500: the session lookup fails (its table is away) while the request carries the session cookie.
    await database.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_away`);
    try {
      const failed = await call('a failing session lookup', {
        method: 'GET',
        url: '/api/user',
        headers: { cookie },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`ALTER TABLE sessions_away RENAME TO sessions`);
    }

    // The log has the lines it should: every request, the failure, the redacted query string.
    expect(lines.length).toBeGreaterThan(answers.length);
    // The failure keeps its query and its reason, only the values are gone.
    const failure = lines.find((l) => l.includes('"msg":"request failed"'));
    expect(failure).toContain('Failed query: select');
    expect(failure).toContain('relation \\"sessions\\" does not exist');
    expect(lines.join('')).toContain('/reset-password?token=[Redacted]');

    const sids = cookies.map((c) => c.slice(0, c.lastIndexOf('.')));
    const secrets: Record<string, string> = {
      password,
      wrongPassword,
      newPassword,
      resetToken,
      apiToken,
      webhookSecret,
      ...Object.fromEntries(cookies.map((c, i) => [`session cookie ${i + 1}`, c])),
      ...Object.fromEntries(sids.map((s, i) => [`session id ${i + 1}`, s])),
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(20);
      const inLog = lines.filter((l) => l.includes(secret));
      expect(inLog, `${name} in the log`).toEqual([]);
      for (const { label, res } of answers) {
        if (res === created && name === 'apiToken') continue;
        expect(res.body.includes(secret), `${name} in the answer to ${label}: ${res.body}`).toBe(false);
      }
    }
  });
});
