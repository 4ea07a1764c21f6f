import { and, asc, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAccountRole } from '@shared/contracts/account';
import {
  accountActivity,
  accountMembers,
  accounts,
  emailTracking,
  payments,
  subscriptions,
} from '../db/schema';
import { signUp, useTestApp } from '../testing/test-app';
import { CARD, addCompetitors, customer, pay, status } from './billing-test-kit';

/** The plan, subscription, payments and billing emails belong to the account (docs/product-rules.md R24, R49). */
describe('billing follows the account', () => {
  const ctx = useTestApp();

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object | undefined,
    cookie: string,
  ) => ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A person added to `accountId` with `role`, acting in it. */
  async function member(username: string, accountId: string, role: TAccountRole) {
    const { cookie, userId } = await customer(ctx.app, ctx.db, username);
    await ctx.db.insert(accountMembers).values({ accountId, userId, role });
    const put = await call('PUT', '/api/account/current', { accountId }, cookie);
    expect(put.statusCode).toBe(204);
    return { cookie, userId };
  }

  /** Alice's account with Bob as a second owner, Carol as manager and Dan as reader. */
  async function team() {
    const alice = await customer(ctx.app, ctx.db, 'alice');
    const accountId = alice.userId;
    const bob = await member('bob', accountId, 'owner');
    const carol = await member('carol', accountId, 'manager');
    const dan = await member('dan', accountId, 'reader');
    return { accountId, alice, bob, carol, dan };
  }

  it('lets only owners see or change the plan, naming the role in the refusal', async () => {
    const { carol, dan, bob } = await team();
    for (const who of [carol, dan]) {
      const calls: [string, string, object | undefined][] = [
        ['GET', '/api/subscription-status', undefined],
        ['GET', '/api/billing/payments', undefined],
        ['POST', '/api/simulate-payment', { plan: 'starter', ...CARD }],
        ['POST', '/api/cancel-subscription', {}],
        ['POST', '/api/billing/resume', undefined],
      ];
      for (const [method, url, body] of calls) {
        const res = await call(method as 'GET' | 'POST', url, body, who.cookie);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message, url).toMatch(/^Only an owner can /);
      }
    }
    // Nothing was paid or changed by the refused calls.
    expect(await ctx.db.select().from(payments)).toEqual([]);
    expect((await call('GET', '/api/subscription-status', undefined, bob.cookie)).statusCode).toBe(200);
  });

  it('one subscription for the account whoever pays: the plan, its limits and the payments are shared', async () => {
    const { accountId, alice, bob, carol } = await team();
    const paid = await pay(ctx.app, bob.cookie, { plan: 'starter', ...CARD }, 'checkout-key-1');
    expect(paid.statusCode).toBe(200);

    // The account (not Bob's own one) is on Starter, and every member sees it.
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect([account!.subscriptionPlan, account!.subscriptionStatus]).toEqual(['starter', 'active']);
    const [own] = await ctx.db.select().from(accounts).where(eq(accounts.id, bob.userId));
    expect(own!.subscriptionPlan).toBe('free');
    expect(await status(ctx.app, alice.cookie)).toMatchObject({ plan: 'starter', status: 'active' });
    const me = await call('GET', '/api/user', undefined, carol.cookie);
    expect(me.json()).toMatchObject({ username: 'carol', subscriptionPlan: 'starter' });
    expect(await ctx.db.select().from(subscriptions)).toHaveLength(1);

    // Alice sees Bob's payment and its receipt; a retry of the same checkout by Alice charges nothing more.
    const list = await call('GET', '/api/billing/payments', undefined, alice.cookie);
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([paid.json().payment.id]);
    const receipt = await call(
      'GET',
      `/api/billing/payments/${paid.json().payment.id}/receipt`,
      undefined,
      alice.cookie,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('alice');
    const again = await pay(ctx.app, alice.cookie, { plan: 'starter', ...CARD }, 'checkout-key-1');
    expect(again.json().payment.id).toBe(paid.json().payment.id);
    expect(await ctx.db.select().from(payments)).toHaveLength(1);

    // The competitor slots are the account's: Starter's 3, whoever adds them.
    await addCompetitors(ctx.db, accountId, 3);
    const fourth = await call(
      'POST',
      '/api/competitors',
      { name: 'Fourth', url: 'https://fourth-store.myshopify.com' },
      carol.cookie,
    );
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toMatch(/Starter plan/);

    // The change is in the account's activity, by Bob, before → after.
    const activity = await ctx.db
      .select()
      .from(accountActivity)
      .where(and(eq(accountActivity.accountId, accountId), like(accountActivity.action, 'plan.%')));
    expect(activity.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['plan.change', bob.userId, { plan: 'free', status: 'free' }, { plan: 'starter', status: 'active' }],
    ]);
  });

  it('sends the receipt and billing emails to every owner, and to nobody else', async () => {
    const { alice, bob } = await team();
    const paid = (await pay(ctx.app, alice.cookie, { plan: 'pro', ...CARD })).json().payment;
    const cancel = await call('POST', '/api/cancel-subscription', {}, bob.cookie);
    expect(cancel.statusCode).toBe(200);
    const mail = await ctx.db
      .select({
        type: emailTracking.emailType,
        to: emailTracking.toAddress,
        occasion: emailTracking.occasion,
      })
      .from(emailTracking)
      .where(like(emailTracking.occasion, '%:%'))
      .orderBy(asc(emailTracking.emailType), asc(emailTracking.toAddress));
    const receipts = mail.filter((m) => m.occasion === `payment_success:${paid.id}`);
    expect(receipts.map((m) => m.to)).toEqual(['alice@example.com', 'bob@example.com']);
    const planChange = mail.filter((m) => m.occasion?.startsWith('subscription_cancelled:'));
    expect(planChange.map((m) => m.to)).toEqual(['alice@example.com', 'bob@example.com']);
    expect(mail.some((m) => /carol|dan/.test(m.to))).toBe(false);
  });

  it('keeps the account and its subscription when the owner who paid deletes their login', async () => {
    const { accountId, alice, bob } = await team();
    expect((await pay(ctx.app, alice.cookie, { plan: 'starter', ...CARD })).statusCode).toBe(200);
    const root = await signUp(ctx.app, { username: 'root', email: 'root@example.com' });
    // An operator deletes Alice's login (the admin is made in the database here).
    await ctx.db.execute(sql`UPDATE users SET is_admin = true WHERE username = 'root'`);
    const del = await call('DELETE', `/api/admin/users/${alice.userId}`, undefined, root);
    expect(del.statusCode).toBe(204);
    expect(await status(ctx.app, bob.cookie)).toMatchObject({ plan: 'starter', status: 'active' });
    expect(await ctx.db.select().from(payments).where(eq(payments.accountId, accountId))).toHaveLength(1);
  });
});
