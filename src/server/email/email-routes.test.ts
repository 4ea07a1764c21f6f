import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTracking, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { send } from '../testing/requests';
import { signUp, useTestApp } from '../testing/test-app';
import { UNSUBSCRIBE_LABELS } from './email-categories';
import { enqueueEmail } from './enqueue-email';
import { sendDueEmails } from './send-due-emails';
import { renderLayout } from './templates/layout';

const log = createLogger('silent');

describe('email tracking, unsubscribe, history and the admin outbox', () => {
  const ctx = useTestApp();

  async function userId(username = 'alice') {
    const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
    return row!.id;
  }

  /** Queues one email of the given type for a user, rendered with links, unsubscribe footer and a section. */
  async function queueFor(uid: string | null, emailType: string, to = 'alice@example.com') {
    const category = emailType === 'price_alert' ? 'alerts' : 'lifecycle';
    const queued = await enqueueEmail({
      db: ctx.db,
      appUrl: ctx.config.APP_URL,
      secret: ctx.config.SESSION_SECRET,
      userId: uid,
      emailType,
      render: (links) => ({
        kind: emailType,
        to,
        subject: `A ${emailType} email`,
        ...renderLayout({
          title: 'Hello',
          paragraphs: ['Hi'],
          sections: [
            {
              heading: 'Price drops',
              rows: [
                {
                  productName: 'Trail Boot',
                  productUrl: 'https://shop.example/products/boot',
                  store: 'Northpeak',
                  currency: 'USD',
                  oldPrice: '50.00',
                  newPrice: '40.00',
                  percentChange: '-20.00',
                },
              ],
            },
          ],
          action: { label: 'Open Rivalwatch', url: 'http://localhost:3000/price-tracking' },
          links,
          unsubscribe: UNSUBSCRIBE_LABELS[category],
        }),
      }),
    });
    const [row] = await ctx.db.select().from(emailTracking).where(eq(emailTracking.id, queued!.id));
    return row!;
  }

  const row = async (id: string) =>
    (await ctx.db.select().from(emailTracking).where(eq(emailTracking.id, id)))[0]!;

  it('renders sections, tracked links, the pixel and the List-Unsubscribe headers into both parts', async () => {
    await signUp(ctx.app);
    const email = await queueFor(await userId(), 'week_summary');
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/email/unsubscribe/${email.token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email.html).toContain(`<img src="http://localhost:3000/api/email/open/${email.token}.gif"`);
    const trackedBoot = `http://localhost:3000/api/email/click/${email.token}?url=${encodeURIComponent('https://shop.example/products/boot')}&#38;sig=`;
    expect(email.html).toContain(`<a href="${trackedBoot}`);
    expect(email.html).toContain('$50.00 → $40.00 (-20.0%)');
    expect(email.text).toContain('* Trail Boot (Northpeak): $50.00 → $40.00 (-20.0%)');
    expect(email.text).toContain(trackedBoot.replace('&#38;', '&'));
    expect(email.text).toContain(
      `${UNSUBSCRIBE_LABELS.lifecycle}: http://localhost:3000/api/email/unsubscribe/${email.token}`,
    );
  });

  it('the open pixel answers a GIF, uncached, for any token, and marks the email opened once', async () => {
    const email = await queueFor(null, 'contact_confirmation', 'carol@example.com');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/email/open/nope.gif' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-type']).toBe('image/gif');
    expect(unknown.headers['cache-control']).toContain('no-store');
    expect(unknown.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');

    const res = await ctx.app.inject({ method: 'GET', url: `/api/email/open/${email.token}.gif` });
    expect(res.statusCode).toBe(200);
    const opened = await row(email.id);
    expect(opened.opened).toBe(true);
    expect(opened.openedAt).toBeInstanceOf(Date);
    await ctx.app.inject({ method: 'GET', url: `/api/email/open/${email.token}.gif` });
    expect((await row(email.id)).openedAt).toEqual(opened.openedAt);
  });

  it('a signed click is recorded (and counts as an open) and redirects; a bad one is a 400', async () => {
    const email = await queueFor(null, 'contact_confirmation', 'carol@example.com');
    const link = /href="http:\/\/localhost:3000(\/api\/email\/click\/[^"]+)"/
      .exec(email.html)![1]!
      .replace(/&#38;/g, '&');
    const res = await ctx.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example/products/boot');
    expect(await row(email.id)).toMatchObject({ clicked: true, opened: true });

    const other = encodeURIComponent('https://evil.example/');
    const sig = new URL(link, 'http://x').searchParams.get('sig');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/api/email/click/${email.token}?url=${other}&sig=${sig}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/signature/);
    expect(forged.headers.location).toBeUndefined();

    const js = await ctx.app.inject({
      method: 'GET',
      url: `/api/email/click/${email.token}?url=${encodeURIComponent('javascript:alert(1)')}&sig=${sig}`,
    });
    expect(js.statusCode).toBe(400);
    const unknown = await ctx.app.inject({ method: 'GET', url: link.replace(email.token, 'unknown-token') });
    expect(unknown.statusCode).toBe(400);
    const bare = await ctx.app.inject({ method: 'GET', url: `/api/email/click/${email.token}` });
    expect(bare.statusCode).toBe(400);
  });

  it('unsubscribe: GET shows a confirm page and changes nothing; the one-click POST turns lifecycle emails off and cancels queued ones', async () => {
    await signUp(ctx.app);
    const uid = await userId();
    // Sign-up sent the welcome email already; two more wait in the queue, one alert email too.
    const email = await queueFor(uid, 'week_summary');
    const waiting = await queueFor(uid, 'education_day5');
    const alert = await queueFor(uid, 'price_alert');

    const page = await ctx.app.inject({ method: 'GET', url: `/api/email/unsubscribe/${email.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain(
      'Stop sending Rivalwatch tips, onboarding emails and weekly summaries to alice@example.com?',
    );
    expect(page.body).toContain(`<form method="post" action="/api/email/unsubscribe/${email.token}"`);
    expect(page.body).not.toContain('<script');
    const [unchanged] = await ctx.db.select().from(users).where(eq(users.id, uid));
    expect(unchanged!.lifecycleEmails).toBe(true);
    expect((await row(waiting.id)).status).toBe('queued');

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe/${email.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    const [after] = await ctx.db.select().from(users).where(eq(users.id, uid));
    expect(after).toMatchObject({ lifecycleEmails: false, emailNotifications: true });
    expect(await row(waiting.id)).toMatchObject({ status: 'failed', failureReason: 'Unsubscribed' });
    expect((await row(alert.id)).status).toBe('queued');
    expect((await row(email.id)).status).toBe('failed');
    // Nothing cancelled is sent afterwards.
    const sent = await sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log });
    expect(sent.sent).toBe(1);
    expect((await row(alert.id)).status).toBe('sent');
  });

  it('unsubscribing from an alert email turns email notifications off; the confirm form POST works too', async () => {
    await signUp(ctx.app);
    const uid = await userId();
    const alert = await queueFor(uid, 'price_alert');
    const other = await queueFor(uid, 'price_alert');
    const page = await ctx.app.inject({ method: 'GET', url: `/api/email/unsubscribe/${alert.token}` });
    expect(page.body).toContain('price alert emails');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/email/unsubscribe/${alert.token}` });
    expect(res.statusCode).toBe(200);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, uid));
    expect(after).toMatchObject({ lifecycleEmails: true, emailNotifications: false });
    expect(await row(other.id)).toMatchObject({ status: 'failed', failureReason: 'Unsubscribed' });
  });

  it('unsubscribe links of unknown tokens or emails without a subscription answer 404 pages', async () => {
    const contact = await queueFor(null, 'contact_confirmation', 'carol@example.com');
    for (const token of ['nope', contact.token]) {
      const get = await ctx.app.inject({ method: 'GET', url: `/api/email/unsubscribe/${token}` });
      expect(get.statusCode).toBe(404);
      expect(get.body).toContain('This unsubscribe link is not valid');
      const post = await ctx.app.inject({ method: 'POST', url: `/api/email/unsubscribe/${token}` });
      expect(post.statusCode).toBe(404);
    }
  });

  it("history lists only the signed-in user's emails, newest first", async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    await queueFor(await userId('alice'), 'week_summary');
    expect((await send(ctx.app, 'GET', '/api/email-tracking')).statusCode).toBe(401);
    const mine = (await send(ctx.app, 'GET', '/api/email-tracking', undefined, alice)).json();
    expect(mine.map((e: { emailType: string }) => e.emailType)).toEqual(['week_summary', 'welcome']);
    expect(mine[1]).toMatchObject({ status: 'sent', opened: false, clicked: false, attemptCount: 1 });
    expect(typeof mine[1].sentAt).toBe('string');
    expect(mine[0]).toMatchObject({ status: 'queued', sentAt: null });
    const bobs = (await send(ctx.app, 'GET', '/api/email-tracking', undefined, bob)).json();
    expect(bobs.map((e: { emailType: string }) => e.emailType)).toEqual(['welcome']);
  });

  it('the admin outbox: 401 signed out, 403 for customers, pages of 50 newest first, a tampered cursor is a 400', async () => {
    const customer = await signUp(ctx.app, { username: 'carol', email: 'carol@example.com' });
    const admin = await signUp(ctx.app, { username: 'root', email: 'root@example.com' });
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'root'));
    expect((await send(ctx.app, 'GET', '/api/admin/outbox')).statusCode).toBe(401);
    expect((await send(ctx.app, 'GET', '/api/admin/outbox', undefined, customer)).statusCode).toBe(403);
    expect(
      (await send(ctx.app, 'GET', `/api/admin/outbox/${crypto.randomUUID()}`, undefined, customer))
        .statusCode,
    ).toBe(403);

    for (let i = 0; i < 53; i++) {
      await ctx.mailer.send({
        kind: 'test',
        to: `u${i}@example.com`,
        subject: `#${i}`,
        text: 't',
        html: '<p>h</p>',
      });
    }
    const first = (await send(ctx.app, 'GET', '/api/admin/outbox', undefined, admin)).json();
    expect(first.transport).toBe('outbox');
    expect(first.items).toHaveLength(50);
    // Newest first. Emails sent within one clock tick (PGlite's clock counts milliseconds) tie on created_at,
    // and a tie has no further order, so the check is on times, not on each position.
    const times = (items: { createdAt: string }[]) => items.map((i) => i.createdAt);
    expect(times(first.items)).toEqual([...times(first.items)].sort().reverse());
    expect(first.items.map((i: { subject: string }) => i.subject)).toContain('#52');
    const second = (
      await send(ctx.app, 'GET', `/api/admin/outbox?cursor=${first.nextCursor}`, undefined, admin)
    ).json();
    // 53 test emails and the two welcome emails.
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0].createdAt <= first.items.at(-1).createdAt).toBe(true);
    const ids = [...first.items, ...second.items].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(55);

    // Search by recipient: u5 and u50-u52 (u5x), not u15; `_` and `%` are literal.
    const byTo = (await send(ctx.app, 'GET', '/api/admin/outbox?to=U5', undefined, admin)).json();
    expect(byTo.items.map((i: { toAddress: string }) => i.toAddress).sort()).toEqual(
      ['u5@example.com', 'u50@example.com', 'u51@example.com', 'u52@example.com'].sort(),
    );
    expect((await send(ctx.app, 'GET', '/api/admin/outbox?to=%25', undefined, admin)).json().items).toEqual(
      [],
    );

    const tampered = await send(
      ctx.app,
      'GET',
      '/api/admin/outbox?cursor=bm90LWEtY3Vyc29y',
      undefined,
      admin,
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toMatch(/cursor is not valid/);

    const newest = first.items.find((i: { subject: string }) => i.subject === '#52');
    const one = await send(ctx.app, 'GET', `/api/admin/outbox/${newest.id}`, undefined, admin);
    expect(one.json()).toMatchObject({
      subject: '#52',
      toAddress: 'u52@example.com',
      text: 't',
      html: '<p>h</p>',
    });
    expect((await send(ctx.app, 'GET', '/api/admin/outbox/not-a-uuid', undefined, admin)).statusCode).toBe(
      400,
    );
    expect(
      (await send(ctx.app, 'GET', `/api/admin/outbox/${crypto.randomUUID()}`, undefined, admin)).statusCode,
    ).toBe(404);
  });
});
