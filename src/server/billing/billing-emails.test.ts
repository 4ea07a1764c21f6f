import { asc, eq, notInArray } from 'drizzle-orm';
import { LIFECYCLE_EMAIL_TYPES } from '@shared/contracts/email';
import { describe, expect, it } from 'vitest';
import { emailTracking, payments, subscriptions } from '../db/schema';
import { sendDueEmails } from '../email/send-due-emails';
import { createLogger } from '../lib/logger';
import { send } from '../testing/requests';
import { headerOf, mimeParts, useSmtpTestApp } from '../testing/smtp';
import type { TTestContext } from '../testing/test-app';
import { CARD, DECLINED_CARD, FAILS_LATER_CARD, addCompetitors, customer, pay } from './billing-test-kit';
import { billingMail } from './email-billing-event';
import { recordBillingEvent } from './record-billing-event';
import { formatDay } from './render-receipt';
import { runBillingTick } from './run-billing-tick';

const DAY = 86_400_000;
const MINUTE = 60_000;
const log = createLogger('silent');

const tick = (ctx: TTestContext) =>
  runBillingTick({ db: ctx.db, now: ctx.clock.now(), mail: billingMail(ctx.config) });

/** The queued emails other than the welcome of sign-up. */
const queued = (ctx: TTestContext) =>
  ctx.db
    .select()
    .from(emailTracking)
    .where(notInArray(emailTracking.emailType, [...LIFECYCLE_EMAIL_TYPES]))
    .orderBy(asc(emailTracking.createdAt), asc(emailTracking.id));

async function periodEnd(ctx: TTestContext, userId: string): Promise<number> {
  const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.accountId, userId));
  return sub!.currentPeriodEnd.getTime();
}

describe('billing emails (docs/product-rules.md R65)', () => {
  const { ctx, smtp } = useSmtpTestApp();

  it('emails a receipt for a payment: amount, plan, period, card, number and its link', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    const paid = (await pay(ctx.app, cookie, { plan: 'starter', ...CARD })).json().payment;
    const before = smtp.received.length;
    expect(await sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log })).toMatchObject({ sent: 1 });
    const mail = smtp.received.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual(['alice@example.com']);
    expect(headerOf(mail[0]!.raw, 'Subject')).toBe(`Your Rivalwatch receipt ${paid.receiptNumber}`);
    // Transactional: no unsubscribe link, whatever the user chose for other mail.
    expect(headerOf(mail[0]!.raw, 'List-Unsubscribe')).toBeUndefined();
    const text = mimeParts(mail[0]!.raw)['text/plain']!;
    const [row] = await ctx.db.select().from(payments).where(eq(payments.accountId, userId));
    expect(text).toContain('We received $19.00 for your Starter plan subscription.');
    expect(text).toContain(`Receipt number: ${paid.receiptNumber}`);
    expect(text).toContain('Plan: Starter');
    expect(text).toContain(`Period: ${formatDay(row!.periodStart)} – ${formatDay(row!.periodEnd)}`);
    expect(text).toContain('Card: visa ending in 4242');
    expect(text).toContain(`http://localhost:3000/api/billing/payments/${paid.id}/receipt`);
    expect(mimeParts(mail[0]!.raw)['text/html']).toContain(
      `http://localhost:3000/api/billing/payments/${paid.id}/receipt`,
    );
  });

  it('sends one email for one event, even when the event is recorded again', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    const paid = (await pay(ctx.app, cookie, { plan: 'pro', ...CARD })).json().payment;
    const again = await ctx.db.transaction((tx) =>
      recordBillingEvent(tx, {
        id: `payment_success:${paid.id}`,
        source: 'automation',
        mail: billingMail(ctx.config),
        type: 'payment_success',
        accountId: userId,
        amount: 4900,
        plan: 'pro',
        status: 'pending',
        data: { kind: 'initial', paymentId: paid.id },
        now: ctx.clock.now(),
      }),
    );
    expect(again).toBe(false);
    expect((await queued(ctx)).map((e) => e.emailType)).toEqual(['payment_receipt']);
  });

  it('sends no email for a checkout declined on the screen', async () => {
    const { cookie } = await customer(ctx.app, ctx.db);
    expect((await pay(ctx.app, cookie, { plan: 'pro', ...DECLINED_CARD })).statusCode).toBe(402);
    expect(await queued(ctx)).toHaveLength(0);
  });

  it('emails a failed renewal with the next try and a link to pay with another card', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'starter', ...FAILS_LATER_CARD });
    await sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log });
    const end = await periodEnd(ctx, userId);
    ctx.clock.advance(end + MINUTE - ctx.clock.now().getTime());
    expect(await tick(ctx)).toMatchObject({ failed: 1 });
    const before = smtp.received.length;
    expect(await sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log, now: ctx.clock.now() })).toMatchObject({
      sent: 1,
    });
    const [mail] = smtp.received.slice(before);
    expect(headerOf(mail!.raw, 'Subject')).toBe('Your Starter payment failed');
    const text = mimeParts(mail!.raw)['text/plain']!;
    expect(text).toContain('We could not charge $19.00 for your Starter plan: Your card was declined.');
    expect(text).toContain(`We will try your card again on ${formatDay(new Date(end + DAY))}`);
    expect(text).toContain('Update your card: http://localhost:3000/simple-payment?plan=starter');
    expect(headerOf(mail!.raw, 'List-Unsubscribe')).toBeUndefined();
  });

  it('points the card update to the plan settings (Customer Portal) when Stripe is in force', async () => {
    const { userId } = await customer(ctx.app, ctx.db);
    await ctx.db.transaction((tx) =>
      recordBillingEvent(tx, {
        id: 'payment_failed:stripe-test',
        source: 'automation',
        mail: { ...billingMail(ctx.config), provider: 'stripe' },
        type: 'payment_failed',
        accountId: userId,
        amount: 4900,
        plan: 'pro',
        status: 'pending',
        data: { kind: 'renewal', nextAttemptAt: '2031-05-02T00:00:00.000Z', reason: 'Card expired.' },
        now: ctx.clock.now(),
      }),
    );
    const [email] = await queued(ctx);
    expect(email!.text).toContain('We will try your card again on May 2, 2031');
    expect(email!.text).toContain('Update your card: http://localhost:3000/settings?tab=subscription');
  });

  it('emails a cancel and a downgrade with the date and the competitors to pause, then the fall to Free', async () => {
    const alice = await customer(ctx.app, ctx.db, 'alice');
    await pay(ctx.app, alice.cookie, { plan: 'pro', ...CARD });
    const ids = await addCompetitors(ctx.db, alice.userId, 3);
    await send(ctx.app, 'POST', '/api/cancel-subscription', { keepCompetitorIds: [ids[2]] }, alice.cookie);
    const end = await periodEnd(ctx, alice.userId);

    const bob = await customer(ctx.app, ctx.db, 'bob');
    await pay(ctx.app, bob.cookie, { plan: 'pro', ...CARD });
    await addCompetitors(ctx.db, bob.userId, 4);
    const downgrade = await send(
      ctx.app,
      'POST',
      '/api/downgrade-subscription',
      { plan: 'starter' },
      bob.cookie,
    );
    expect(downgrade.statusCode).toBe(409);
    const keep = downgrade
      .json()
      .competitors.slice(0, 3)
      .map((c: { id: string }) => c.id);
    await send(
      ctx.app,
      'POST',
      '/api/downgrade-subscription',
      { plan: 'starter', keepCompetitorIds: keep },
      bob.cookie,
    );

    const byType = Object.fromEntries((await queued(ctx)).map((e) => [e.emailType, e]));
    expect(byType.subscription_cancelled!.subject).toBe(`Your Pro plan ends on ${formatDay(new Date(end))}`);
    expect(byType.subscription_cancelled!.text).toContain(
      `On ${formatDay(new Date(end))}, 2 competitors will be paused (their data is kept): Store 0, Store 1.`,
    );
    expect(byType.downgrade_scheduled!.toAddress).toBe('bob@example.com');
    expect(byType.downgrade_scheduled!.text).toContain('Your plan changes from Pro to Starter on');
    expect(byType.downgrade_scheduled!.text).toContain(
      '1 competitor will be paused (their data is kept): Store 3.',
    );

    ctx.clock.advance(end + MINUTE - ctx.clock.now().getTime());
    await tick(ctx);
    const [fell] = (await queued(ctx)).filter((e) => e.emailType === 'fell_to_free');
    expect(fell!.toAddress).toBe('alice@example.com');
    expect(fell!.text).toContain('Your Pro plan has ended and your account is now on the Free plan.');
    expect(fell!.text).toContain('2 competitors were paused, with all their data kept: Store 0, Store 1.');
  });

  it('emails the reminder 3 days before a renewal with the amount and the date', async () => {
    const { cookie, userId } = await customer(ctx.app, ctx.db);
    await pay(ctx.app, cookie, { plan: 'pro', ...CARD });
    const end = await periodEnd(ctx, userId);
    ctx.clock.advance(end - 3 * DAY + MINUTE - ctx.clock.now().getTime());
    await tick(ctx);
    await tick(ctx);
    const reminders = (await queued(ctx)).filter((e) => e.emailType === 'payment_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Your Pro plan renews on ${formatDay(new Date(end))}`);
    expect(reminders[0]!.text).toContain(
      `Your Pro plan renews on ${formatDay(new Date(end))}: we will charge $49.00 to your visa ending in 4242.`,
    );
  });
});
