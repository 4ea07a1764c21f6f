import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { aliceInput, signUp, useTestApp } from '../testing/test-app';

/** Every endpoint that takes a body, with a valid body and the fields it requires. */
const endpoints = [
  {
    method: 'POST',
    url: '/api/login',
    valid: { username: 'alice', password: 'correct-horse' },
    required: ['username', 'password'],
  },
  {
    method: 'POST',
    url: '/api/register',
    valid: {
      username: 'carol',
      email: 'carol@example.com',
      password: 'secret-1',
      firstName: 'C',
      lastName: 'D',
    },
    required: ['username', 'email', 'password'],
  },
  { method: 'POST', url: '/api/forgot-password', valid: { email: 'alice@example.com' }, required: ['email'] },
  {
    method: 'POST',
    url: '/api/reset-password',
    valid: { token: 'abc', newPassword: 'secret-1' },
    required: ['token', 'newPassword'],
  },
  {
    method: 'POST',
    url: '/api/contact',
    valid: {
      name: 'Carol',
      email: 'carol@example.com',
      subject: 'Hi',
      category: 'general',
      message: 'Hello',
      priority: 'low',
    },
    required: ['name', 'email', 'subject', 'category', 'message', 'priority'],
  },
  {
    method: 'PATCH',
    url: '/api/user/password',
    signedIn: true,
    valid: { currentPassword: 'correct-horse', newPassword: 'secret-1' },
    required: ['currentPassword', 'newPassword'],
  },
  {
    method: 'PATCH',
    url: '/api/user/settings',
    signedIn: true,
    valid: {
      username: 'alice',
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'L',
      timezone: 'UTC',
      emailNotifications: true,
      slackNotifications: false,
      alertFrequency: 'daily',
      csvFormat: 'standard',
    },
    required: [] as string[], // every settings field is optional
  },
] as const satisfies readonly {
  method: 'POST' | 'PATCH';
  url: string;
  valid: Record<string, unknown>;
  required: readonly string[];
  signedIn?: boolean;
}[];

type TDetail = { field: string; message: string };

const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json().details ?? []) as TDetail[]).map((d) => d.field);

/** The shape every refusal shares: JSON, never a 5xx, with the message the client shows. */
function expectRefusal(res: LightMyRequestResponse, status: number, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(status);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  expect(typeof res.json().message, label).toBe('string');
}

describe('bad input', () => {
  // One database for the whole file; each test still starts from a freshly migrated state.
  const ctx = useTestApp();

  describe.each(endpoints)('$method $url', (endpoint) => {
    let cookie: string | undefined;

    beforeEach(async () => {
      cookie = 'signedIn' in endpoint ? await signUp(ctx.app, aliceInput) : undefined;
    });

    const call = (payload: string | object, contentType = 'application/json') =>
      ctx.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      });

    it('malformed or empty JSON: 400 "The request body is not valid JSON."', async () => {
      for (const raw of [
        '{"username": ',
        '{bad json}',
        "{'single': 'quotes'}",
        '',
        '{"__proto__": {"x": 1}}',
      ]) {
        const res = await call(raw);
        expectRefusal(res, 400, JSON.stringify(raw));
        expect(res.json().message, JSON.stringify(raw)).toBe('The request body is not valid JSON.');
      }
    });

    it('a body that is not an object: 400', async () => {
      for (const raw of ['null', '[]', '"text"', '42']) expectRefusal(await call(raw), 400, raw);
    });

    it('wrong types: 400 naming the field', async () => {
      for (const [field, value] of Object.entries(endpoint.valid)) {
        const wrong = typeof value === 'boolean' ? 'yes' : typeof value === 'string' ? 12345 : 'text';
        for (const bad of [wrong, [value], { value }]) {
          const res = await call({ ...endpoint.valid, [field]: bad });
          expectRefusal(res, 400, `${field}=${JSON.stringify(bad)}`);
          expect(fieldsOf(res), field).toContain(field);
          expect(res.json().code).toBe('validation_failed');
        }
      }
    });

    it('missing fields: 400 naming each of them', async () => {
      if (endpoint.required.length === 0) {
        // Only the settings patch has no required field: an empty patch is a valid no-op.
        expect((await call({})).statusCode).toBe(200);
        return;
      }
      const res = await call({});
      expectRefusal(res, 400, '{}');
      expect(fieldsOf(res).sort()).toEqual([...endpoint.required].sort());
      for (const field of endpoint.required) {
        const { [field]: _dropped, ...rest } = endpoint.valid as Record<string, unknown>;
        const one = await call(rest);
        expectRefusal(one, 400, `without ${field}`);
        expect(fieldsOf(one)).toEqual([field]);
        expect(one.json().message).toContain(field);
      }
    });

    it('10 kB strings: 400 naming the field (not 413, not 500)', async () => {
      const long = 'a'.repeat(10 * 1024);
      for (const [field, value] of Object.entries(endpoint.valid)) {
        if (typeof value !== 'string') continue;
        const res = await call({ ...endpoint.valid, [field]: long });
        expectRefusal(res, 400, field);
        expect(fieldsOf(res), field).toContain(field);
      }
    });

    it('unknown fields: 400 whose message names the field', async () => {
      for (const extra of ['isAdmin', 'subscriptionPlan', 'resetToken']) {
        const res = await call({ ...endpoint.valid, [extra]: extra === 'isAdmin' ? true : 'pro' });
        expectRefusal(res, 400, extra);
        expect(res.json().message, extra).toContain(`"${extra}"`);
      }
    });

    it('a body over 100 kB: 413', async () => {
      const res = await call({ ...endpoint.valid, padding: 'a'.repeat(101 * 1024) });
      expectRefusal(res, 413, 'large body');
      expect(res.json().message).toBe('The request body is too large.');
    });

    it('a body that is not JSON: 4xx, never 500', async () => {
      const xml = await call('<user><name>alice</name></user>', 'application/xml');
      expectRefusal(xml, 415, 'xml');
      const text = await call('username=alice', 'text/plain');
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
    });
  });

  describe('unknown fields in the details', () => {
    it('details name each unknown field, like every other validation problem', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...aliceInput, isAdmin: true, role: 'admin' },
      });
      expect(res.statusCode).toBe(400);
      const named = fieldsOf(res).join(' ');
      expect(named).toContain('isAdmin');
      expect(named).toContain('role');
    });
  });

  describe('routing and headers', () => {
    it('an unknown /api route answers a JSON 404', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['POST', '/api/nope'],
        ['GET', '/api'],
        ['DELETE', '/api/user'],
        ['GET', '/api/user/settings/extra?x=1'],
      ] as const) {
        const res = await ctx.app.inject({ method, url });
        expectRefusal(res, 404, `${method} ${url}`);
        expect(res.json()).toEqual({
          message: `No such endpoint: ${method} ${url.split('?')[0]}`,
          code: 'not_found',
        });
      }
    });

    it('sends the security headers on successes, refusals and 404s', async () => {
      const responses = await Promise.all([
        ctx.app.inject({ method: 'GET', url: '/api/health' }),
        ctx.app.inject({ method: 'GET', url: '/api/user' }),
        ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        }),
        ctx.app.inject({ method: 'GET', url: '/api/missing' }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 400, 404]);
      for (const res of responses) {
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const framing =
          csp.includes("frame-ancestors 'none'") || res.headers['x-frame-options'] !== undefined;
        expect(framing).toBe(true);
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });
  });
});
