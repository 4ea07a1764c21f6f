import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountActivity, accountMembers, users } from '../db/schema';
import { track, USD_SHOP } from '../insights/insights-fixtures';
import { signUp, useTestApp } from '../testing/test-app';

describe('the activity of an account', () => {
  const ctx = useTestApp();

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const idOf = async (username: string) =>
    (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!.id;

  it('records who changed what, before and after, and pages it by person', async () => {
    const alice = await signUp(ctx.app);
    const accountId = await idOf('alice');
    const { competitorId } = await track(ctx.db, accountId, USD_SHOP);
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const bobId = await idOf('bob');
    await ctx.db.insert(accountMembers).values({ accountId, userId: bobId, role: 'manager' });
    expect((await call('PUT', '/api/account/current', bob, { accountId })).statusCode).toBe(204);

    const rule = await call('POST', '/api/alerts', bob, { type: 'price_drop', threshold: 5 });
    expect(rule.statusCode).toBe(201);
    const ruleId = rule.json().id as string;
    expect((await call('PATCH', `/api/alerts/${ruleId}`, bob, { threshold: 10 })).statusCode).toBe(200);
    // The screens say who added each rule and competitor.
    expect(rule.json().addedBy).toBe('bob');
    expect((await call('GET', '/api/alerts', alice)).json()[0].addedBy).toBe('bob');
    expect((await call('GET', '/api/competitors', alice)).json()[0].addedBy).toBeNull();
    expect((await call('DELETE', `/api/competitors/${competitorId}`, bob)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/account/members/${bobId}`, alice, { role: 'reader' })).statusCode).toBe(
      204,
    );

    const all = await call('GET', '/api/account/activity', alice);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    const items = all.json() as {
      actor: string;
      action: string;
      subjectId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    expect(items.map((a) => [a.actor, a.action, a.subjectId])).toEqual([
      ['alice', 'member.role', bobId],
      ['bob', 'competitor.remove', competitorId],
      ['bob', 'alert.update', ruleId],
      ['bob', 'alert.add', ruleId],
    ]);
    expect(items[0]).toMatchObject({
      before: { role: 'manager', name: 'bob', email: 'bob@example.com' },
      after: { role: 'reader', name: 'bob' },
    });
    expect(items[1]!.before).toMatchObject({ id: competitorId, name: USD_SHOP.name });
    expect(items[1]!.after).toBeNull();
    expect(items[2]!.before).toMatchObject({ threshold: '5.00' });
    expect(items[2]!.after).toMatchObject({ threshold: '10.00' });

    // One person's changes, a page at a time.
    const first = await call('GET', `/api/account/activity?userId=${bobId}&limit=2`, alice);
    expect(first.json().map((a: { action: string }) => a.action)).toEqual([
      'competitor.remove',
      'alert.update',
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await call('GET', next, alice);
    expect(second.json().map((a: { action: string }) => a.action)).toEqual(['alert.add']);
    expect(second.headers.link).toBeUndefined();

    // A reader sees it too; nobody outside the account does.
    expect((await call('GET', '/api/account/activity', bob)).json()).toHaveLength(4);
    const dave = await signUp(ctx.app, { username: 'dave', email: 'dave@example.com' });
    expect((await call('GET', '/api/account/activity', dave)).json()).toEqual([]);
  });

  it('writes the record in the transaction of the change: a refused change leaves none', async () => {
    const alice = await signUp(ctx.app);
    const missing = await call('DELETE', '/api/alerts/00000000-0000-4000-8000-000000000000', alice);
    expect(missing.statusCode).toBe(404);
    const aliceId = await idOf('alice');
    expect(
      (await call('PATCH', `/api/account/members/${aliceId}`, alice, { role: 'reader' })).statusCode,
    ).toBe(409);
    expect(await ctx.db.select().from(accountActivity)).toEqual([]);
  });
});
