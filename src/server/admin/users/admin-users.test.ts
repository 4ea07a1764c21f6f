import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMembers, accounts, adminActions, competitors, users } from '../../db/schema';
import { EUR_SHOP, track, USD_SHOP } from '../../insights/insights-fixtures';
import { seedTrackedStore } from '../../testing/catalogue-fixtures';
import { signInAdmin } from '../../testing/admin-session';
import { currentUser, signIn } from '../../testing/requests';
import { signUp, useTestApp } from '../../testing/test-app';

describe('admin users', () => {
  const ctx = useTestApp();

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const idOf = async (username: string) =>
    (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!.id;

  it('counts, searches, sorts and pages users with a true total', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    for (const name of ['dora', 'bob', 'carol', 'eve']) {
      await signUp(ctx.app, { username: name, email: `${name}@shop.test` });
    }
    await ctx.db
      .update(accounts)
      .set({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })
      .where(eq(accounts.name, 'bob'));
    await ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 10 * 86400_000) })
      .where(eq(users.username, 'eve'));

    // People and accounts are counted apart: eve works in bob's (paying) account and has none of her own.
    await ctx.db.delete(accounts).where(eq(accounts.name, 'eve'));
    await ctx.db
      .insert(accountMembers)
      .values({ accountId: await idOf('bob'), userId: await idOf('eve'), role: 'reader' });
    const counts = await call('GET', '/api/admin/users/counts', admin.cookie);
    expect(counts.json()).toEqual({ total: 5, accounts: 4, admins: 1, paying: 1, newThisWeek: 4 });
    const detail = (await call('GET', `/api/admin/users/${await idOf('eve')}`, admin.cookie)).json();
    expect(detail.user.accounts).toEqual([
      { id: await idOf('bob'), name: 'bob', role: 'reader', plan: 'pro', memberCount: 2 },
    ]);
    expect(
      detail.accounts[0].members.map((m: { username: string; role: string }) => [m.username, m.role]),
    ).toEqual([
      ['bob', 'owner'],
      ['eve', 'reader'],
    ]);

    const byName = await call('GET', '/api/admin/users?sort=username&limit=2', admin.cookie);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().map((u: { username: string }) => u.username)).toEqual(['bob', 'carol']);
    expect(byName.headers['x-total-count']).toBe('5');
    const next = /<([^>]+)>; rel="next"/.exec(String(byName.headers.link))![1]!;
    const page2 = await call('GET', next, admin.cookie);
    expect(page2.json().map((u: { username: string }) => u.username)).toEqual(['dora', 'eve']);
    const page3 = await call('GET', /<([^>]+)>/.exec(String(page2.headers.link))![1]!, admin.cookie);
    expect(page3.json().map((u: { username: string }) => u.username)).toEqual(['root']);
    expect(page3.headers.link).toBeUndefined();

    const desc = await call('GET', '/api/admin/users?sort=username&dir=desc&limit=1', admin.cookie);
    expect(desc.json()[0].username).toBe('root');

    const search = await call('GET', '/api/admin/users?q=SHOP.TEST', admin.cookie);
    expect(search.headers['x-total-count']).toBe('4');
    const newest = search.json().map((u: { username: string }) => u.username);
    expect(newest.at(-1)).toBe('eve');
    const none = await call('GET', `/api/admin/users?q=${encodeURIComponent('%_')}`, admin.cookie);
    expect(none.json()).toEqual([]);

    const bad = await call('GET', '/api/admin/users?cursor=bogus', admin.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by competitor count and shows a detail with competitors, last sign-in and what a delete removes', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const { userId } = await seedTrackedStore(ctx.db);
    const list = await call('GET', '/api/admin/users?sort=competitorCount&dir=desc', admin.cookie);
    expect(list.json()[0]).toMatchObject({ id: userId, competitorCount: 1 });

    const detail = await call('GET', `/api/admin/users/${userId}`, admin.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().competitors).toHaveLength(1);
    expect(detail.json().removes).toMatchObject({ competitors: 1 });
    const rootDetail = await call('GET', `/api/admin/users/${admin.id}`, admin.cookie);
    expect(Date.parse(rootDetail.json().user.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      (await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('creates a user who can sign in, and records it', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const res = await call('POST', '/api/admin/users/create', admin.cookie, {
      username: 'newbie',
      email: 'newbie@shop.test',
      password: 'newbie-pass',
      isAdmin: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'newbie', isAdmin: false });
    expect(
      (await currentUser(ctx.app, await signIn(ctx.app, { username: 'newbie', password: 'newbie-pass' })))
        .statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/admin/users/create', admin.cookie, {
      username: 'newbie',
      email: 'other@shop.test',
      password: 'newbie-pass',
    });
    expect(again.statusCode).toBe(409);
    const missing = await call('POST', '/api/admin/users/create', admin.cookie, { username: 'x' });
    expect(missing.statusCode).toBe(400);

    const [log] = await ctx.db.select().from(adminActions);
    expect(log).toMatchObject({
      adminId: admin.id,
      adminUsername: 'root',
      action: 'user.create',
      before: null,
    });
    expect(log!.after).toMatchObject({ username: 'newbie' });
    expect(log!.after).not.toHaveProperty('password');
  });

  it('toggles admin, but never demotes oneself or the last admin', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    await signUp(ctx.app, { username: 'bob', email: 'bob@shop.test' });
    const bob = await idOf('bob');

    const self = await call('PATCH', `/api/admin/users/${admin.id}/admin`, admin.cookie, { isAdmin: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot remove your own admin rights.');

    const up = await call('PATCH', `/api/admin/users/${bob}/admin`, admin.cookie, { isAdmin: true });
    expect(up.json()).toMatchObject({ isAdmin: true });
    const bobCookie = await signIn(ctx.app, { username: 'bob', password: 'correct-horse' });
    // bob demotes root: allowed while bob remains; then root is a customer and bob the last admin
    expect(
      (await call('PATCH', `/api/admin/users/${admin.id}/admin`, bobCookie, { isAdmin: false })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/admin/users/counts', admin.cookie)).statusCode).toBe(403);
    const [last] = await ctx.db.select().from(users).where(eq(users.isAdmin, true));
    expect(last!.id).toBe(bob);

    const actions = await ctx.db.select().from(adminActions);
    expect(actions.map((a) => a.action)).toEqual(['user.grant_admin', 'user.revoke_admin']);
    expect(actions[1]).toMatchObject({
      adminUsername: 'bob',
      targetId: admin.id,
      before: { isAdmin: true },
      after: { isAdmin: false },
    });
  });

  it('deletes a user with what they own, never oneself, never the last admin', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const { userId } = await seedTrackedStore(ctx.db);
    const self = await call('DELETE', `/api/admin/users/${admin.id}`, admin.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account.');

    const del = await call('DELETE', `/api/admin/users/${userId}`, admin.cookie);
    expect(del.statusCode).toBe(204);
    expect(await ctx.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await ctx.db.select().from(competitors).where(eq(competitors.accountId, userId))).toEqual([]);
    expect((await call('DELETE', `/api/admin/users/${userId}`, admin.cookie)).statusCode).toBe(404);
    const [log] = await ctx.db.select().from(adminActions);
    expect(log).toMatchObject({ action: 'user.delete', targetId: userId, after: null });

    // The last admin, deleted by someone else who is no longer admin, is impossible; so: two admins, one deleted
    await signUp(ctx.app, { username: 'bob', email: 'bob@shop.test' });
    const bob = await idOf('bob');
    await call('PATCH', `/api/admin/users/${bob}/admin`, admin.cookie, { isAdmin: true });
    const bobCookie = await signIn(ctx.app, { username: 'bob', password: 'correct-horse' });
    expect((await call('DELETE', `/api/admin/users/${admin.id}`, bobCookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/users/${bob}`, bobCookie)).statusCode).toBe(400);
  });

  it('deletes the accounts nobody else owns and leaves a shared one with its other owner, as the detail says', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    for (const name of ['bob', 'olive', 'eve']) {
      await signUp(ctx.app, { username: name, email: `${name}@shop.test` });
    }
    const [bob, olive, eve] = [await idOf('bob'), await idOf('olive'), await idOf('eve')];
    // Bob owns his account alone (Eve reads it) and owns Olive's with her; he reads Eve's.
    await ctx.db.insert(accountMembers).values([
      { accountId: bob, userId: eve, role: 'reader' },
      { accountId: olive, userId: bob, role: 'owner' },
      { accountId: eve, userId: bob, role: 'reader' },
    ]);
    await track(ctx.db, bob, USD_SHOP);
    await track(ctx.db, olive, EUR_SHOP);

    const detail = (await call('GET', `/api/admin/users/${bob}`, admin.cookie)).json();
    // Olive's and Eve's places were added together: compare without their order.
    expect(
      detail.accounts
        .map((a: { name: string; deletedWithUser: boolean }) => [a.name, a.deletedWithUser])
        .sort(),
    ).toEqual([
      ['bob', true],
      ['eve', false],
      ['olive', false],
    ]);
    expect(detail.removes).toMatchObject({ competitors: 1 });

    expect((await call('DELETE', `/api/admin/users/${bob}`, admin.cookie)).statusCode).toBe(204);
    const left = await ctx.db.select().from(accounts);
    expect(left.map((a) => a.name).sort()).toEqual(['eve', 'olive', 'root']);
    expect((await ctx.db.select().from(competitors)).map((c) => c.accountId)).toEqual([olive]);
    const members = await ctx.db.select().from(accountMembers);
    expect(members.filter((m) => m.accountId === olive).map((m) => [m.userId, m.role])).toEqual([
      [olive, 'owner'],
    ]);
    expect(members.some((m) => m.userId === bob || m.accountId === bob)).toBe(false);
    // Eve keeps her login and her own account; Olive signs in to her account with its competitor.
    expect(await idOf('eve')).toBe(eve);
    const oliveCookie = await signIn(ctx.app, { username: 'olive', password: 'correct-horse' });
    const seen = (await call('GET', '/api/competitors', oliveCookie)).json();
    expect(seen.map((c: { name: string }) => c.name)).toEqual([EUR_SHOP.name]);
  });

  it('refuses the last admin even through a race: demoting the only other admin leaves one', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    await signUp(ctx.app, { username: 'bob', email: 'bob@shop.test' });
    const bob = await idOf('bob');
    await call('PATCH', `/api/admin/users/${bob}/admin`, admin.cookie, { isAdmin: true });
    // root and bob demote each other at once: exactly one succeeds
    const bobCookie = await signIn(ctx.app, { username: 'bob', password: 'correct-horse' });
    const [a, b] = await Promise.all([
      call('PATCH', `/api/admin/users/${bob}/admin`, admin.cookie, { isAdmin: false }),
      call('PATCH', `/api/admin/users/${admin.id}/admin`, bobCookie, { isAdmin: false }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await ctx.db.select().from(users).where(eq(users.isAdmin, true))).toHaveLength(1);
  });

  it('is 401 signed out and 403 for customers', async () => {
    const cookie = await signUp(ctx.app);
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
    const res = await call('GET', '/api/admin/users', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Admin access required');
  });
});
