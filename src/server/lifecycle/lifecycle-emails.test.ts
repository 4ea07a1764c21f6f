import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_TRIGGERS } from '@shared/contracts/email';
import { buildApp } from '../app';
import { emailTracking, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../email/mailer';
import { sendDueEmails } from '../email/send-due-emails';
import { send } from '../testing/requests';
import { deadPort, headerOf, mimeParts, useSmtpTestApp, type TReceived } from '../testing/smtp';
import { signUp } from '../testing/test-app';

const log = createLogger('silent');

const EXPECTED: Record<string, { subject: RegExp; text: string; link: string; message: string }> = {
  'trigger-alerts-email': {
    subject: /^Choose which competitor changes reach you$/,
    text: 'price changes of 3% or more',
    link: 'http://localhost:3000/alerts',
    message: 'Alerts setup email has been sent to your inbox',
  },
  'trigger-activation-nudge': {
    subject: /^Add your first competitor to Rivalwatch$/,
    text: 'you have not added a competitor yet',
    link: 'http://localhost:3000/competitors',
    message: 'Activation nudge email has been sent to your inbox',
  },
  'trigger-education-day5': {
    subject: /^Four places in Rivalwatch worth a look$/,
    text: 'Promotions (http://localhost:3000/promotions)',
    link: 'http://localhost:3000/',
    message: 'Day 5 lesson email has been sent to your inbox',
  },
  'trigger-upgrade-day7': {
    subject: /^Watch more competitors with Rivalwatch$/,
    text: 'Starter: $19 a month, up to 3 competitors',
    link: 'http://localhost:3000/pricing',
    message: 'Upgrade email has been sent to your inbox',
  },
  'weekly-summary': {
    subject: /^Your week on Rivalwatch: a quiet week$/,
    text: 'You are not tracking any competitor yet.',
    link: 'http://localhost:3000/price-tracking',
    message: 'Weekly summary email has been sent to your inbox',
  },
};

describe('lifecycle emails over SMTP', () => {
  const { ctx, smtp } = useSmtpTestApp({ MAIL_FROM: 'Rivalwatch <no-reply@rivalwatch.test>' });

  /** Checks what every lifecycle email carries and returns its decoded parts. */
  async function expectLifecycleMail(mail: TReceived, opts: { subject: RegExp; text: string; link: string }) {
    expect(mail.to).toEqual(['alice@example.com']);
    expect(headerOf(mail.raw, 'Subject')).toMatch(opts.subject);
    const [row] = await ctx.db
      .select()
      .from(emailTracking)
      .where(eq(emailTracking.messageId, headerOf(mail.raw, 'Message-ID')!));
    expect(row).toBeDefined();
    const unsubscribe = `http://localhost:3000/api/email/unsubscribe/${row!.token}`;
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const parts = mimeParts(mail.raw);
    expect(Object.keys(parts).sort()).toEqual(['text/html', 'text/plain']);
    const tracked = `http://localhost:3000/api/email/click/${row!.token}?url=${encodeURIComponent(opts.link)}&sig=`;
    expect(parts['text/plain']).toContain(opts.text);
    expect(parts['text/plain']).toContain(tracked);
    expect(parts['text/plain']).toContain(unsubscribe);
    expect(parts['text/html']).toContain(tracked.replace('&', '&#38;'));
    expect(parts['text/html']).toContain(`href="${unsubscribe}"`);
    expect(parts['text/html']).toContain(`/api/email/open/${row!.token}.gif`);
    return { parts, row: row! };
  }

  it('sends the welcome email at sign-up, once', async () => {
    smtp.received.length = 0;
    await signUp(ctx.app);
    expect(smtp.received).toHaveLength(1);
    const { parts } = await expectLifecycleMail(smtp.received[0]!, {
      subject: /^Welcome to Rivalwatch$/,
      text: 'Welcome to Rivalwatch, Alice!',
      link: 'http://localhost:3000/competitors',
    });
    expect(parts['text/html']).toContain('Add your first competitor');
    const rows = await ctx.db.select().from(emailTracking).where(eq(emailTracking.emailType, 'welcome'));
    expect(rows).toMatchObject([{ status: 'sent', occasion: 'once', attemptCount: 1 }]);
  });

  it('each onboarding trigger delivers its email to the user’s own inbox, even with lifecycle emails off', async () => {
    const cookie = await signUp(ctx.app);
    await ctx.db.update(users).set({ lifecycleEmails: false }).where(eq(users.username, 'alice'));
    for (const trigger of Object.keys(ONBOARDING_TRIGGERS)) {
      smtp.received.length = 0;
      const res = await send(ctx.app, 'POST', `/api/onboarding/${trigger}`, undefined, cookie);
      expect(res.statusCode, trigger).toBe(200);
      expect(res.json()).toEqual({ success: true, message: EXPECTED[trigger]!.message });
      expect(smtp.received, trigger).toHaveLength(1);
      await expectLifecycleMail(smtp.received[0]!, EXPECTED[trigger]!);
    }
    const history = (await send(ctx.app, 'GET', '/api/email-tracking', undefined, cookie)).json();
    expect(history.map((h: { emailType: string }) => h.emailType)).toEqual([
      'week_summary',
      'upgrade_cta_day7',
      'education_day5',
      'activation_nudge',
      'setup_alerts',
      'welcome',
    ]);
    expect((await send(ctx.app, 'POST', '/api/onboarding/weekly-summary')).statusCode).toBe(401);
  });

  it('limits manual sends to 10 an hour per user', async () => {
    const cookie = await signUp(ctx.app);
    for (let i = 0; i < 10; i++)
      expect(
        (await send(ctx.app, 'POST', '/api/onboarding/trigger-activation-nudge', undefined, cookie))
          .statusCode,
      ).toBe(200);
    const limited = await send(ctx.app, 'POST', '/api/onboarding/trigger-education-day5', undefined, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^You have sent 10 emails in the last hour\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('with SMTP down: 502 saying it will be retried, queued with the reason, sent on a retry, failed after the last try', async () => {
    const cookie = await signUp(ctx.app);
    const dead = createMailer({
      db: ctx.db,
      smtpUrl: `smtp://127.0.0.1:${await deadPort()}`,
      from: 'x <x@x.test>',
      log,
    });
    const app = await buildApp({ ...ctx, log, mailer: dead, serveWeb: false });
    try {
      const res = await send(app, 'POST', '/api/onboarding/weekly-summary', undefined, cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'The weekly summary email could not be sent right now; we will retry it automatically and it will show in your email history.',
      );
      const second = await send(app, 'POST', '/api/onboarding/trigger-education-day5', undefined, cookie);
      expect(second.statusCode).toBe(502);
    } finally {
      await app.close();
      dead.close();
    }
    const waiting = await ctx.db.select().from(emailTracking).where(eq(emailTracking.status, 'queued'));
    expect(waiting).toHaveLength(2);
    expect(waiting[0]!.failureReason).toMatch(/ECONNREFUSED/);
    expect(waiting[0]!.attemptCount).toBe(1);

    // The SMTP server is back for the summary: the retry (after its backoff) delivers it.
    smtp.received.length = 0;
    const later = new Date(Date.now() + 2 * 60_000);
    const summary = waiting.find((w) => w.emailType === 'week_summary')!;
    expect(
      await sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log, ids: [summary.id], now: later }),
    ).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);

    // The other one keeps failing until its last try.
    const lesson = waiting.find((w) => w.emailType === 'education_day5')!;
    const stillDead = createMailer({
      db: ctx.db,
      smtpUrl: `smtp://127.0.0.1:${await deadPort()}`,
      from: 'x <x@x.test>',
      log,
    });
    let now = later;
    for (let attempt = 2; attempt <= 5; attempt++) {
      now = new Date(now.getTime() + 7 * 60 * 60_000);
      await sendDueEmails({ db: ctx.db, mailer: stillDead, log, ids: [lesson.id], now });
    }
    stillDead.close();
    const [failed] = await ctx.db.select().from(emailTracking).where(eq(emailTracking.id, lesson.id));
    expect(failed).toMatchObject({ status: 'failed', attemptCount: 5 });
    expect(failed!.failureReason).toMatch(/ECONNREFUSED/);
  });
});
