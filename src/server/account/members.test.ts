import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAccountRole } from '@shared/contracts/account';
import { accountActivity, accountMembers, users } from '../db/schema';
import { track, USD_SHOP } from '../insights/insights-fixtures';
import { signUp, useTestApp } from '../testing/test-app';

describe('the people of an account and their roles', () => {
  const ctx = useTestApp();

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    auth: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: auth.includes('=') ? { cookie: auth } : { authorization: `Bearer ${auth}` },
      ...(payload ? { payload } : {}),
    });

  const idOf = async (username: string) =>
    (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!.id;

  /** A person with a login (and an account of their own), added to `accountId` with `role` and acting in it. */
  async function member(username: string, accountId: string, role: TAccountRole) {
    const cookie = await signUp(ctx.app, { username, email: `${username}@example.com` });
    const userId = await idOf(username);
    await ctx.db.insert(accountMembers).values({ accountId, userId, role });
    expect((await call('PUT', '/api/account/current', cookie, { accountId })).statusCode).toBe(204);
    return { cookie, userId };
  }

  /** Alice owns an account tracking one store, with Bob as manager and Carol as reader. */
  async function team() {
    const alice = await signUp(ctx.app);
    const accountId = await idOf('alice');
    const { competitorId } = await track(ctx.db, accountId, USD_SHOP);
    const bob = await member('bob', accountId, 'manager');
    const carol = await member('carol', accountId, 'reader');
    return { alice, accountId, competitorId, bob, carol };
  }

  it('lists the members, owners first, to every member, and only theirs', async () => {
    const { alice, carol } = await team();
    const res = await call('GET', '/api/account/members', carol.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      ['alice', 'owner'],
      ['bob', 'manager'],
      ['carol', 'reader'],
    ]);
    // Dave, in no team, sees himself in his own account.
    const dave = await signUp(ctx.app, { username: 'dave', email: 'dave@example.com' });
    const his = await call('GET', '/api/account/members', dave);
    expect(his.json().map((m: { username: string }) => m.username)).toEqual(['dave']);
    expect((await call('GET', '/api/account/members', alice)).json()).toHaveLength(3);
  });

  it('lets each role do what it may, and refuses the rest naming who may', async () => {
    const { alice, competitorId, bob, carol } = await team();
    const rule = { type: 'price_drop', threshold: 5 };

    // The reader sees the account's competitors and changes nothing.
    const seen = await call('GET', '/api/competitors', carol.cookie);
    expect(seen.json().map((c: { id: string }) => c.id)).toEqual([competitorId]);
    const add = await call('POST', '/api/competitors', carol.cookie, { name: 'X', url: 'https://x.example' });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe('Only an owner or a manager can add competitors.');
    const del = await call('DELETE', `/api/competitors/${competitorId}`, carol.cookie);
    expect(del.json().message).toBe('Only an owner or a manager can remove competitors.');
    expect((await call('POST', '/api/alerts', carol.cookie, rule)).json().message).toBe(
      'Only an owner or a manager can add alert rules.',
    );

    // The manager changes competitors and rules, not billing or members.
    const created = await call('POST', '/api/alerts', bob.cookie, rule);
    expect(created.statusCode).toBe(201);
    expect((await call('GET', '/api/alerts', alice)).json().map((r: { id: string }) => r.id)).toEqual([
      created.json().id,
    ]);
    const plan = await call('GET', '/api/subscription-status', bob.cookie);
    expect(plan.statusCode).toBe(403);
    expect(plan.json().message).toBe('Only an owner can see or change the plan.');
    const promote = await call('PATCH', `/api/account/members/${carol.userId}`, bob.cookie, {
      role: 'owner',
    });
    expect(promote.json().message).toBe('Only an owner can manage members.');
    expect((await call('DELETE', `/api/competitors/${competitorId}`, bob.cookie)).statusCode).toBe(204);

    // The owner does everything.
    expect((await call('GET', '/api/subscription-status', alice)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/account/members/${carol.userId}`, alice, { role: 'manager' })).statusCode,
    ).toBe(204);
    // The new role holds from Carol's next request.
    expect((await call('POST', '/api/alerts', carol.cookie, rule)).statusCode).toBe(201);
  });

  it('cuts a removed member off at once, sessions and tokens alike', async () => {
    const { alice, accountId, competitorId, carol } = await team();
    const token = await call('POST', '/api/user/api-tokens', carol.cookie, { name: 'script' });
    expect(token.statusCode).toBe(201);
    const bearer = token.json().token as string;
    expect((await call('GET', '/api/competitors', bearer)).json()).toHaveLength(1);
    // The session is cached now: the removal must drop it.
    expect((await call('GET', '/api/competitors', carol.cookie)).json()).toHaveLength(1);

    expect((await call('DELETE', `/api/account/members/${carol.userId}`, alice)).statusCode).toBe(204);

    // Her session falls back to her own account, where Alice's store is not; her token made for Alice's is dead.
    const after = await call('GET', '/api/competitors', carol.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
    const members = await call('GET', '/api/account/members', carol.cookie);
    expect(members.json().map((m: { username: string }) => m.username)).toEqual(['carol']);
    const byToken = await call('GET', '/api/competitors', bearer);
    expect(byToken.statusCode).toBe(401);
    // And she cannot switch back into it.
    expect((await call('PUT', '/api/account/current', carol.cookie, { accountId })).statusCode).toBe(404);
    expect(competitorId).toBeTruthy();
  });

  it('keeps the last owner: they can neither leave, be removed nor step down', async () => {
    const { alice, accountId, bob } = await team();
    const aliceId = await idOf('alice');
    const last =
      'An account needs an owner: make another member owner first (or transfer the ownership), then try again.';
    const leave = await call('POST', '/api/account/leave', alice);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(last);
    expect(
      (await call('PATCH', `/api/account/members/${aliceId}`, alice, { role: 'reader' })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/account/members/${aliceId}`, alice)).statusCode).toBe(409);

    // Ownership passes to Bob; then Alice may step down and leave.
    expect(
      (await call('PATCH', `/api/account/members/${bob.userId}`, alice, { role: 'owner' })).statusCode,
    ).toBe(204);
    expect((await call('POST', '/api/account/leave', alice)).statusCode).toBe(204);
    const rows = await ctx.db.select().from(accountMembers).where(eq(accountMembers.accountId, accountId));
    expect(rows.map((r) => [r.userId, r.role]).sort()).toEqual(
      [
        [bob.userId, 'owner'],
        [await idOf('carol'), 'reader'],
      ].sort(),
    );
  });

  it('answers 404 for a member of another account and 400 for a bad role', async () => {
    const { alice } = await team();
    await signUp(ctx.app, { username: 'dave', email: 'dave@example.com' });
    const dave = await idOf('dave');
    expect((await call('DELETE', `/api/account/members/${dave}`, alice)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/account/members/not-a-uuid', alice)).statusCode).toBe(404);
    const bad = await call('PATCH', `/api/account/members/${dave}`, alice, { role: 'boss' });
    expect(bad.statusCode).toBe(400);
  });

  it('hands the ownership to a member in one step: they become owner, the giver a manager, recorded', async () => {
    const { alice, accountId, bob, carol } = await team();
    const aliceId = await idOf('alice');
    // Only an owner may, never to themselves, and only to a member of the account.
    const byManager = await call('POST', `/api/account/members/${carol.userId}/ownership`, bob.cookie);
    expect([byManager.statusCode, byManager.json().message]).toEqual([
      403,
      'Only an owner can hand the ownership over.',
    ]);
    const toSelf = await call('POST', `/api/account/members/${aliceId}/ownership`, alice);
    expect([toSelf.statusCode, toSelf.json().message]).toEqual([
      400,
      'Choose another member to hand the ownership to.',
    ]);
    const dave = await signUp(ctx.app, { username: 'dave', email: 'dave@example.com' });
    expect(dave).toBeTruthy();
    const outsider = await call('POST', `/api/account/members/${await idOf('dave')}/ownership`, alice);
    expect(outsider.statusCode).toBe(404);

    const handed = await call('POST', `/api/account/members/${carol.userId}/ownership`, alice);
    expect(handed.statusCode).toBe(204);
    const roles = (await call('GET', '/api/account/members', carol.cookie)).json();
    expect(roles.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      ['carol', 'owner'],
      ['alice', 'manager'],
      ['bob', 'manager'],
    ]);
    // The new roles hold at once: alice may no longer manage members, carol may.
    const refused = await call('PATCH', `/api/account/members/${bob.userId}`, alice, { role: 'reader' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only an owner can manage members.']);
    expect(
      (await call('PATCH', `/api/account/members/${bob.userId}`, carol.cookie, { role: 'reader' }))
        .statusCode,
    ).toBe(204);
    const [entry] = await ctx.db
      .select()
      .from(accountActivity)
      .where(and(eq(accountActivity.accountId, accountId), eq(accountActivity.action, 'member.transfer')));
    expect([entry!.actorId, entry!.subjectId, entry!.before, entry!.after]).toEqual([
      aliceId,
      carol.userId,
      {
        role: 'reader',
        name: 'carol',
        email: 'carol@example.com',
        formerOwner: 'alice',
        formerOwnerRole: 'owner',
      },
      {
        role: 'owner',
        name: 'carol',
        email: 'carol@example.com',
        formerOwner: 'alice',
        formerOwnerRole: 'manager',
      },
    ]);
  });
});
