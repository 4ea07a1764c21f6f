import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { statusSubscribers, users } from '../db/schema';
import { sendDueEmails } from '../email/send-due-emails';
import { createLogger } from '../lib/logger';
import { headerOf, mimeParts, useSmtpTestApp } from '../testing/smtp';
import { signUp } from '../testing/test-app';

const { ctx, smtp } = useSmtpTestApp();
const log = createLogger('silent');

const send = () => sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log });
const textOf = (raw: string) => mimeParts(raw)['text/plain'] ?? '';
const to = (address: string) => smtp.received.filter((m) => m.to.includes(address));

async function adminCookie() {
  const cookie = await signUp(ctx.app, { username: 'ops', email: 'ops@example.com' });
  await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'ops'));
  return cookie;
}

describe('status subscribers', () => {
  it('refuses a bad address with 400 and answers an existing one exactly as a new one', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/status/subscribe',
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/status/subscribe',
      payload: { email: 'fan@example.com', type: 'status_notifications' },
    });
    await ctx.db.update(statusSubscribers).set({ confirmedAt: new Date() });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/status/subscribe',
      payload: { email: 'Fan@Example.com', type: 'status_notifications' },
    });
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.body).toBe(first.body);
    // The confirmation is tried at once, without the answer waiting for it.
    await vi.waitFor(() => expect(to('fan@example.com')).toHaveLength(1));
    await send();
    // Only the first asked for confirmation: the confirmed address gets nothing new.
    expect(to('fan@example.com')).toHaveLength(1);
  });

  it('limits subscriptions per address: the fourth in an hour is a 429 that sends nothing', async () => {
    const subscribe = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/status/subscribe',
        payload: { email: 'flood@example.com', type: 'status_notifications' },
      });
    for (let i = 0; i < 3; i++) expect((await subscribe()).statusCode).toBe(202);
    const limited = await subscribe();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(
      /^Too many subscription requests\. Please try again in \d+ minutes?\.$/,
    );
    await vi.waitFor(() => expect(to('flood@example.com')).toHaveLength(3));
    await send();
    expect(to('flood@example.com')).toHaveLength(3);
  });

  it('confirms by the emailed link, mails each incident step, and unsubscribes in one click', async () => {
    const cookie = await adminCookie();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/status/subscribe',
      payload: { email: 'reader@example.com' },
    });
    // Before confirmation nothing but the confirmation is sent.
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      headers: { cookie },
      payload: {
        title: 'Slow scraping',
        severity: 'minor',
        services: ['scraping'],
        message: 'Looking into it.',
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    await vi.waitFor(() => expect(to('reader@example.com')).toHaveLength(1));
    await send();
    expect(to('reader@example.com')).toHaveLength(1);
    const link = /(http:\/\/localhost:3000\/api\/status\/subscribe\/confirm\/[\w-]+)/.exec(
      textOf(to('reader@example.com')[0]!.raw),
    )![1]!;
    const path = new URL(link).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm subscription');
    expect((await ctx.db.select().from(statusSubscribers))[0]!.confirmedAt).toBeNull();
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Subscription confirmed');

    const id = opened.json<{ id: string }>().id;
    const step = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${id}`,
      headers: { cookie },
      payload: { status: 'identified', message: 'A slow store held the queue.' },
    });
    expect(step.statusCode, step.body).toBe(200);
    await send();
    const notice = to('reader@example.com')[1]!;
    expect(headerOf(notice.raw, 'Subject')).toContain('Identified: Slow scraping');
    expect(textOf(notice.raw)).toContain('A slow store held the queue.');
    expect(headerOf(notice.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<([^>]+)>/.exec(headerOf(notice.raw, 'List-Unsubscribe')!)![1]!;

    // RFC 8058 one-click: a POST of List-Unsubscribe=One-Click.
    const done = await ctx.app.inject({
      method: 'POST',
      url: new URL(unsubscribe).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('status page notices');
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${id}`,
      headers: { cookie },
      payload: { status: 'resolved', message: 'Fixed.' },
    });
    await send();
    expect(to('reader@example.com')).toHaveLength(2);

    // A resolved incident is closed; steps only move forward.
    const reopen = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${id}`,
      headers: { cookie },
      payload: { status: 'investigating', message: 'Again?' },
    });
    expect(reopen.statusCode).toBe(409);
  });

  it('lists incidents for admins with paging, and serves them in a valid Atom feed', async () => {
    const cookie = await adminCookie();
    for (const title of ['First', 'Second', 'Third']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/incidents',
        headers: { cookie },
        payload: { title, severity: 'critical', services: ['api'], message: `${title} <b>&</b>` },
      });
    }
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/incidents?limit=2',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ title: string }[]>().map((i) => i.title)).toEqual(['Third', 'Second']);
    expect(page.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(String(page.headers.link))![1]!;
    const rest = await ctx.app.inject({ method: 'GET', url: next, headers: { cookie } });
    expect(rest.json<{ title: string }[]>().map((i) => i.title)).toEqual(['First']);

    const feed = await ctx.app.inject({ method: 'GET', url: '/status/feed.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.body).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(feed.body.match(/<entry>/g)).toHaveLength(3);
    expect(feed.body).toContain('<title>Investigating: Third</title>');
    expect(feed.body).toContain('Third &#60;b&#62;&#38;&#60;/b&#62;');
    expect(feed.body).not.toContain('<b>');
  });
});
