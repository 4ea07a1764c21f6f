import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, competitors, emailTracking, systemConfigs, users } from '../db/schema';
import { seedTwoStores, signedInUser, track, USD_SHOP } from '../insights/insights-fixtures';
import { useTestApp } from '../testing/test-app';
import { queueLifecycleEmails } from './queue-lifecycle-emails';

/** Sunday 2030-01-06 12:00 UTC; the default weekly summary goes on Mondays (day 1) from 10:00. */
const SIGN_UP = new Date('2030-01-06T12:00:00Z');
const at = (iso: string) => new Date(`2030-01-${iso}Z`);

describe('the lifecycle tick', () => {
  const ctx = useTestApp();

  const tick = (now: Date) =>
    queueLifecycleEmails({ db: ctx.db, appUrl: ctx.config.APP_URL, secret: ctx.config.SESSION_SECRET, now });

  async function user(
    username: string,
    {
      subscriptionPlan,
      subscriptionStatus,
      ...over
    }: Partial<typeof users.$inferInsert> & { subscriptionPlan?: string; subscriptionStatus?: string } = {},
  ) {
    const { userId } = await signedInUser(ctx.app, ctx.db, username);
    await ctx.db
      .update(users)
      .set({ createdAt: SIGN_UP, ...over })
      .where(eq(users.id, userId));
    if (subscriptionPlan) {
      await ctx.db
        .update(accounts)
        .set({ subscriptionPlan, subscriptionStatus })
        .where(eq(accounts.id, userId));
    }
    return userId;
  }

  const queued = (type: string) =>
    ctx.db
      .select({ userId: emailTracking.userId, occasion: emailTracking.occasion, text: emailTracking.text })
      .from(emailTracking)
      .where(eq(emailTracking.emailType, type));

  const none = {
    first_competitor: 0,
    setup_alerts: 0,
    activation_nudge: 0,
    education_day5: 0,
    upgrade_cta_day7: 0,
    week_summary: 0,
  };

  it('queues the right emails on the right days, once each, and skips users who turned emails off', async () => {
    const alice = await user('alice');
    await user('paula', { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    await user('quiet', { lifecycleEmails: false });
    await user('muted', { emailNotifications: false });

    expect(await tick(at('07T09:00:00'))).toEqual(none); // Monday before the hour, nobody tracks anything
    // Tuesday after the hour: the activation nudge to the two who still get lifecycle emails.
    expect(await tick(at('08T11:00:00'))).toEqual({ ...none, activation_nudge: 2 });
    expect(await tick(at('08T11:15:00'))).toEqual(none);
    expect((await queued('activation_nudge')).map((r) => r.occasion)).toEqual(['2030-01-08', '2030-01-08']);

    const { competitorId } = await track(ctx.db, alice, USD_SHOP, 'Rival Boots');
    await ctx.db
      .update(competitors)
      .set({ createdAt: at('08T12:00:00') })
      .where(eq(competitors.id, competitorId));
    expect(await tick(at('09T11:00:00'))).toEqual({ ...none, first_competitor: 1 });
    expect((await queued('first_competitor'))[0]).toMatchObject({ userId: alice, occasion: 'once' });
    expect((await queued('first_competitor'))[0]!.text).toContain(
      'you added your first competitor, Rival Boots',
    );
    expect(await tick(at('09T11:30:00'))).toEqual(none); // not 24 h after the competitor yet
    expect(await tick(at('09T12:30:00'))).toEqual({ ...none, setup_alerts: 1 });

    expect(await tick(at('11T11:00:00'))).toEqual({ ...none, activation_nudge: 1 }); // Friday: only paula
    expect(await tick(at('11T12:30:00'))).toEqual({ ...none, education_day5: 2 }); // 5 days after sign-up
    expect(await tick(at('13T12:30:00'))).toEqual({ ...none, upgrade_cta_day7: 1 }); // not to the pro user
    expect((await queued('upgrade_cta_day7')).map((r) => r.userId)).toEqual([alice]);
    expect(await tick(at('14T10:30:00'))).toEqual({ ...none, week_summary: 1 }); // Monday: alice tracks one
    expect((await queued('week_summary'))[0]).toMatchObject({ userId: alice, occasion: '2030-W03' });
    expect(await tick(at('14T10:45:00'))).toEqual(none);

    // Nothing ever went to the users who turned lifecycle emails or all email notifications off.
    const types = await ctx.db
      .select({ type: emailTracking.emailType, username: users.username })
      .from(emailTracking)
      .innerJoin(users, eq(users.id, emailTracking.userId))
      .where(eq(users.username, 'quiet'));
    expect(types.map((t) => t.type)).toEqual(['welcome']);
  });

  it('sends the setup guide to new trackers only, not to accounts that have tracked for weeks', async () => {
    const veteran = await user('veteran', { createdAt: new Date('2029-10-01T12:00:00Z') });
    const { competitorId } = await track(ctx.db, veteran, USD_SHOP, 'Old Rival');
    await ctx.db
      .update(competitors)
      .set({ createdAt: new Date('2029-10-02T12:00:00Z') })
      .where(eq(competitors.id, competitorId));
    const result = await tick(at('09T12:30:00'));
    expect(result.setup_alerts).toBe(0);
    expect(result.first_competitor).toBe(0);
  });

  it('follows the weekly day and hour of system config', async () => {
    const alice = await user('alice');
    await track(ctx.db, alice, USD_SHOP);
    await ctx.db.update(systemConfigs).set({ value: '0' }).where(eq(systemConfigs.key, 'weekly_email_day'));
    await ctx.db.update(systemConfigs).set({ value: '18' }).where(eq(systemConfigs.key, 'weekly_email_hour'));
    expect((await tick(at('14T19:00:00'))).week_summary).toBe(0); // Monday is no longer the day
    expect((await tick(at('13T17:59:00'))).week_summary).toBe(0); // Sunday, before the hour
    expect((await tick(at('13T18:00:00'))).week_summary).toBe(1);
  });

  it('a user who unsubscribed gets no more lifecycle emails from later ticks', async () => {
    await user('alice');
    expect((await tick(at('11T12:30:00'))).education_day5).toBe(1);
    const [email] = await ctx.db
      .select()
      .from(emailTracking)
      .where(eq(emailTracking.emailType, 'education_day5'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe/${email!.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await tick(at('13T12:30:00'))).toEqual(none);
    expect(await tick(at('15T12:30:00'))).toEqual(none); // a Tuesday: no nudge either
  });

  it("the weekly summary carries the user's real figures of the past 7 days", async () => {
    const { alice } = await seedTwoStores(ctx.app, ctx.db);
    const now = new Date();
    await ctx.db
      .update(systemConfigs)
      .set({ value: String(now.getUTCDay()) })
      .where(eq(systemConfigs.key, 'weekly_email_day'));
    await ctx.db.update(systemConfigs).set({ value: '0' }).where(eq(systemConfigs.key, 'weekly_email_hour'));
    // Bob tracks the same USD store; Carol tracks nothing and gets no summary.
    const bob = await signedInUser(ctx.app, ctx.db, 'bob');
    await track(ctx.db, bob.userId, USD_SHOP, 'Boots Rival');
    await signedInUser(ctx.app, ctx.db, 'carol');

    expect((await tick(now)).week_summary).toBe(2);
    const [mail] = await ctx.db
      .select()
      .from(emailTracking)
      .where(and(eq(emailTracking.userId, alice.userId), eq(emailTracking.emailType, 'week_summary')));
    expect(mail!.subject).toBe('Your week on Rivalwatch: 5 price changes');
    expect(mail!.text).toContain('You track 2 competitors with 7 products.');
    expect(mail!.text).toContain('This week: 5 price changes, 3 new products and 2 discounts started.');
    expect(mail!.text).toContain('Biggest price drop');
    expect(mail!.text).toContain('* Rucksack (Berliner Laden): €100.00 → €75.00 (-25.0%)');
    expect(mail!.text).toContain('Biggest price rise');
    expect(mail!.text).toContain('* Product 1 (Northpeak): $30.00 → $33.00 (+10.0%)');
    expect(mail!.html).toContain('€100.00 → €75.00 (-25.0%)');

    const [bobs] = await ctx.db
      .select()
      .from(emailTracking)
      .where(and(eq(emailTracking.userId, bob.userId), eq(emailTracking.emailType, 'week_summary')));
    // Bob's name for the store, and only the USD store's figures.
    expect(bobs!.text).toContain('You track 1 competitor with 6 products.');
    expect(bobs!.text).toContain('* Product 1 (Boots Rival): $30.00 → $33.00 (+10.0%)');
    expect(bobs!.text).not.toContain('Rucksack');
  });
});
