import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiTokens, competitors, stores, users } from '../db/schema';
import { send } from '../testing/requests';
import { signUp, useTestApp } from '../testing/test-app';
import { MAX_ACTIVE_API_TOKENS } from './create-api-token';
import { hashToken } from './tokens';

describe('personal API tokens', () => {
  const ctx = useTestApp();

  const create = (cookie: string, name = 'Zapier') =>
    send(ctx.app, 'POST', '/api/user/api-tokens', { name }, cookie);
  const withToken = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('creates a token shown once, stored hashed, listed newest first and revocable', async () => {
    const cookie = await signUp(ctx.app);
    const res = await create(cookie, '  CI export  ');
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.token).toMatch(/^rw_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'CI export',
      prefix: created.token.slice(0, 10),
      lastUsedAt: null,
    });

    const [row] = await ctx.db.select().from(apiTokens);
    expect(row!.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const second = (await create(cookie, 'n8n')).json();
    const list = await send(ctx.app, 'GET', '/api/user/api-tokens', undefined, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((t: { name: string }) => t.name)).toEqual(['n8n', 'CI export']);
    expect(list.body).not.toContain(created.token);

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/api-tokens/${created.id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(204);
    const after = await send(ctx.app, 'GET', '/api/user/api-tokens', undefined, cookie);
    expect(after.json().map((t: { id: string }) => t.id)).toEqual([second.id]);
  });

  it('validates the name, caps active tokens at 20 and needs a session', async () => {
    const cookie = await signUp(ctx.app);
    const blank = await create(cookie, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toContainEqual({ field: 'name', message: 'Name is required' });
    expect((await create(cookie, 'x'.repeat(101))).statusCode).toBe(400);

    for (let i = 0; i < MAX_ACTIVE_API_TOKENS; i++)
      expect((await create(cookie, `t${i}`)).statusCode).toBe(201);
    const over = await create(cookie, 'one too many');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'You can have at most 20 active API tokens. Revoke one you no longer use first.',
    );
    // Revoked tokens do not count.
    const [first] = (await send(ctx.app, 'GET', '/api/user/api-tokens', undefined, cookie)).json();
    await ctx.app.inject({ method: 'DELETE', url: `/api/user/api-tokens/${first.id}`, headers: { cookie } });
    expect((await create(cookie, 'replacement')).statusCode).toBe(201);

    expect((await send(ctx.app, 'GET', '/api/user/api-tokens')).statusCode).toBe(401);
    expect((await send(ctx.app, 'POST', '/api/user/api-tokens', { name: 'x' })).statusCode).toBe(401);
  });

  it('revoking is 404 for an unknown, revoked or another user’s token and 400 for a non-uuid', async () => {
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const bobsToken = (await create(bob)).json();
    const alice = await signUp(ctx.app);
    const del = (id: string, cookie = alice) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/user/api-tokens/${id}`, headers: { cookie } });

    const theirs = await del(bobsToken.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('API token not found');
    expect((await del('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await del('not-a-uuid')).statusCode).toBe(400);
    expect((await del(bobsToken.id, bob)).statusCode).toBe(204);
    expect((await del(bobsToken.id, bob)).statusCode).toBe(404);
  });

  it('a valid bearer token signs the request in as its user and records when it was used', async () => {
    const cookie = await signUp(ctx.app);
    const { token, id } = (await create(cookie)).json();
    const me = await withToken(token, 'GET', '/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('alice');

    const [used] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(used!.lastUsedAt).toBeInstanceOf(Date);
    // Touched at most once a minute: a second call right away leaves the time as it was.
    await withToken(token, 'GET', '/api/user');
    const [again] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(again!.lastUsedAt!.getTime()).toBe(used!.lastUsedAt!.getTime());

    const listed = (await send(ctx.app, 'GET', '/api/user/api-tokens', undefined, cookie)).json();
    expect(listed[0].lastUsedAt).toBe(used!.lastUsedAt!.toISOString());

    // Settings other than email and username may be changed with a token.
    const patched = await withToken(token, 'PATCH', '/api/user/settings', { alertFrequency: 'instant' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().alertFrequency).toBe('instant');
  });

  it('a wrong, revoked or orphaned token is a 401, never an anonymous request', async () => {
    const cookie = await signUp(ctx.app);
    const { token, id } = (await create(cookie)).json();
    for (const header of ['Bearer rw_wrong', 'Bearer ', 'bearer rw_nope']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/plans',
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
      expect(res.json().message).toBe('Invalid or revoked API token');
    }
    // Another scheme is not ours to judge: the request is simply anonymous.
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Basic YWxpY2U6eA==' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().message).toBe('Please sign in to continue.');
    // A valid session wins over a stale header.
    const both = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie, authorization: 'Bearer rw_wrong' },
    });
    expect(both.statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/api/user/api-tokens/${id}`, headers: { cookie } });
    const revoked = await withToken(token, 'GET', '/api/user');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('Invalid or revoked API token');

    const other = (await create(cookie, 'second')).json();
    await ctx.db.delete(users).where(eq(users.username, 'alice'));
    const orphan = await withToken(other.token, 'GET', '/api/user');
    expect(orphan.statusCode).toBe(401);
    expect(orphan.json().message).toBe('Invalid or revoked API token');
  });

  it('a token sees only its own user’s competitors', async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const [store] = await ctx.db
      .insert(stores)
      .values({ myshopifyDomain: 'northpeak.myshopify.com', url: 'https://shop.example', name: 'Northpeak' })
      .returning();
    const ids = Object.fromEntries(
      (await ctx.db.select({ id: users.id, username: users.username }).from(users)).map((u) => [
        u.username,
        u.id,
      ]),
    );
    for (const [username, name] of [
      ['alice', 'Alice’s rival'],
      ['bob', 'Bob’s rival'],
    ] as const) {
      await ctx.db.insert(competitors).values({
        accountId: ids[username]!,
        storeId: store!.id,
        name,
        url: 'https://shop.example',
        domain: 'shop.example',
      });
    }
    const aliceToken = (await create(alice)).json().token;
    const bobToken = (await create(bob)).json().token;
    const names = async (token: string) =>
      (await withToken(token, 'GET', '/api/competitors')).json().map((c: { name: string }) => c.name);
    expect(await names(aliceToken)).toEqual(['Alice’s rival']);
    expect(await names(bobToken)).toEqual(['Bob’s rival']);
  });

  it('a token cannot manage tokens, change the password, email or username, or make admin calls', async () => {
    const cookie = await signUp(ctx.app);
    await ctx.db.update(users).set({ isAdmin: true });
    const { token, id } = (await create(cookie)).json();

    const forbidden: [string, Promise<LightMyRequestResponse>, string][] = [
      ['list tokens', withToken(token, 'GET', '/api/user/api-tokens'), 'manage API tokens'],
      [
        'create token',
        withToken(token, 'POST', '/api/user/api-tokens', { name: 'more' }),
        'manage API tokens',
      ],
      ['revoke token', withToken(token, 'DELETE', `/api/user/api-tokens/${id}`), 'manage API tokens'],
      [
        'password',
        withToken(token, 'PATCH', '/api/user/password', {
          currentPassword: 'correct-horse',
          newPassword: 'taken-over',
        }),
        'change the password',
      ],
      [
        'email',
        withToken(token, 'PATCH', '/api/user/settings', { email: 'evil@example.com' }),
        'change the email or username',
      ],
      [
        'username',
        withToken(token, 'PATCH', '/api/user/settings', { username: 'evil' }),
        'change the email or username',
      ],
      ['admin', withToken(token, 'GET', '/api/admin/system-configs'), 'be used for admin calls'],
      [
        'admin put',
        withToken(token, 'PUT', '/api/admin/system-configs/price_alert_threshold', { value: 50 }),
        'be used for admin calls',
      ],
    ];
    for (const [what, pending, action] of forbidden) {
      const res = await pending;
      expect(res.statusCode, what).toBe(403);
      expect(res.json().message, what).toBe(`API tokens cannot ${action}. Sign in to Rivalwatch to do this.`);
    }
    const [row] = await ctx.db.select().from(users);
    expect(row).toMatchObject({ email: 'alice@example.com', username: 'alice' });
    // Sending the unchanged email (as a full settings form would) is not a change.
    expect(
      (await withToken(token, 'PATCH', '/api/user/settings', { email: 'Alice@example.com' })).statusCode,
    ).toBe(200);
    // The same calls work from the session.
    expect((await send(ctx.app, 'GET', '/api/admin/system-configs', undefined, cookie)).statusCode).toBe(200);
  });
});
