import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { supportTickets } from '../db/schema';
import { createLogger } from '../lib/logger';
import { outbox, resetTokenFrom, send } from '../testing/requests';
import { deadPort, mimeParts, useSmtpTestApp } from '../testing/smtp';
import { aliceInput, signUp } from '../testing/test-app';
import { createMailer } from './mailer';

describe('email over SMTP (SMTP_URL set)', () => {
  const { ctx, smtp } = useSmtpTestApp({ MAIL_FROM: 'Rivalwatch <no-reply@rivalwatch.test>' });

  /** The same database behind an app whose SMTP server is down. */
  async function withUnreachableSmtp(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
    const log = createLogger('silent');
    const smtpUrl = `smtp://127.0.0.1:${await deadPort()}`;
    const mailer = createMailer({ db: ctx.db, smtpUrl, from: 'x <x@x.test>', log });
    const app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      mailer,
      log,
      storefront: ctx.storefront,
      scheduler: ctx.scheduler,
      serveWeb: false,
    });
    try {
      await fn(app);
    } finally {
      await app.close();
      mailer.close();
    }
  }

  it('delivers the password-reset email with text and HTML parts carrying a working link, and keeps no outbox copy', async () => {
    expect(ctx.mailer.transport).toBe('smtp');
    await signUp(ctx.app);
    smtp.received.length = 0;

    const res = await send(ctx.app, 'POST', '/api/forgot-password', { email: aliceInput.email });
    expect(res.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('no-reply@rivalwatch.test');
    expect(mail.to).toEqual(['alice@example.com']);
    expect(mail.raw).toMatch(/^Subject: Reset your Rivalwatch password\r?$/m);
    expect(mail.raw).toMatch(/^From: Rivalwatch <no-reply@rivalwatch\.test>\r?$/m);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);

    const parts = mimeParts(mail.raw);
    expect(Object.keys(parts).sort()).toEqual(['text/html', 'text/plain']);
    expect(parts['text/plain']).toContain('http://localhost:3000/reset-password?token=');
    expect(parts['text/html']).toContain('http://localhost:3000/reset-password?token=');
    expect(parts['text/html']).toMatch(/<a href="http:\/\/localhost:3000\/reset-password\?token=/);

    expect(await outbox(ctx.db)).toHaveLength(0);

    const token = resetTokenFrom(parts['text/plain']!);
    const reset = await send(ctx.app, 'POST', '/api/reset-password', {
      token,
      newPassword: 'brand-new-secret',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('delivers the contact confirmation to the sender', async () => {
    smtp.received.length = 0;
    const res = await send(ctx.app, 'POST', '/api/contact', {
      name: 'Carol',
      email: 'carol@example.com',
      subject: 'Hello',
      category: 'general',
      message: 'Just saying hi.',
      priority: 'low',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Check your email for a confirmation/);
    expect(smtp.received.map((m) => m.to)).toEqual([['carol@example.com']]);
    expect(mimeParts(smtp.received[0]!.raw)['text/plain']).toContain('Hi Carol,');
    expect(await outbox(ctx.db)).toHaveLength(0);
  });

  it('passes extra headers (List-Unsubscribe) through to the message', async () => {
    smtp.received.length = 0;
    await ctx.mailer.send({
      kind: 'test',
      to: 'dave@example.com',
      subject: 'Weekly summary',
      text: 'plain',
      html: '<p>html</p>',
      headers: { 'List-Unsubscribe': '<https://rivalwatch.test/unsubscribe?u=1>' },
    });
    expect(smtp.received[0]!.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/rivalwatch\.test\/unsubscribe\?u=1>\r?$/m,
    );
  });

  it('when the SMTP server cannot be reached, a contact message is still stored and answered', async () => {
    await withUnreachableSmtp(async (app) => {
      const res = await send(app, 'POST', '/api/contact', {
        name: 'Carol',
        email: 'carol@example.com',
        subject: 'Hello',
        category: 'general',
        message: 'Just saying hi.',
        priority: 'low',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, message: "We'll get back to you within 24 hours." });
      expect(await ctx.db.select().from(supportTickets)).toHaveLength(1);
    });
  });

  it('when the SMTP server cannot be reached, forgot-password still answers the same 200 for a known email', async () => {
    await signUp(ctx.app);
    await withUnreachableSmtp(async (app) => {
      const unknown = await send(app, 'POST', '/api/forgot-password', { email: 'nobody@example.com' });
      const known = await send(app, 'POST', '/api/forgot-password', { email: aliceInput.email });
      expect(unknown.statusCode).toBe(200);
      // A 500 here (and 200 for unknown emails) tells an attacker which emails have accounts.
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
    });
  });

  it('without an SMTP URL, keeps each email in the outbox with its parts, addresses and headers', async () => {
    const mailer = createMailer({ db: ctx.db, from: ctx.config.MAIL_FROM, log: createLogger('silent') });
    expect(mailer.transport).toBe('outbox');
    smtp.received.length = 0;
    const delivery = await mailer.send({
      kind: 'weekly_summary',
      to: 'dave@example.com',
      subject: 'Your week',
      text: 'plain body',
      html: '<p>html body</p>',
      headers: { 'List-Unsubscribe': '<https://rivalwatch.test/u>' },
    });
    expect(delivery.transport).toBe('outbox');
    const rows = await outbox(ctx.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: delivery.id,
      kind: 'weekly_summary',
      toAddress: 'dave@example.com',
      fromAddress: 'Rivalwatch <no-reply@rivalwatch.test>',
      subject: 'Your week',
      text: 'plain body',
      html: '<p>html body</p>',
      headers: { 'List-Unsubscribe': '<https://rivalwatch.test/u>' },
    });
    expect(smtp.received).toHaveLength(0);
  });
});
