import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, outreachSequences, products, stores, users } from '../db/schema';
import { countOf, rowsOf } from '../db/rows';
import { createLogger } from '../lib/logger';
import { headerOf, mimeParts, type TReceived } from '../testing/smtp';
import { signInAdmin } from '../testing/admin-session';
import { useSmtpTestApp } from '../testing/smtp';
import { signUp, type TTestContext } from '../testing/test-app';
import { nextBusinessTime } from './business-hours';
import { runOutreachTick } from './run-outreach-tick';

const DAY = 24 * 60 * 60_000;
const SECRET = 'inbound-secret-0123456789';
const env = { COMPANY_POSTAL_ADDRESS: '1 Market Street, Springfield, US', OUTREACH_INBOUND_SECRET: SECRET };

async function seedLead(ctx: TTestContext, over: Partial<typeof leads.$inferInsert> = {}) {
  const n = Math.random().toString(36).slice(2, 8);
  const [row] = await ctx.db
    .insert(leads)
    .values({
      domain: `shop-${n}.example`,
      storeName: `Shop ${n}`,
      website: `https://shop-${n}.example`,
      email: `owner-${n}@shop.example`,
      category: 'Yoga Mats',
      source: 'csv',
      ...over,
    })
    .returning();
  return row!;
}

async function admin(ctx: TTestContext) {
  return (await signInAdmin(ctx.app, ctx.db)).cookie;
}

async function start(ctx: TTestContext, cookie: string, leadIds: string[]) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/leads/sequences',
    headers: { cookie },
    payload: { leadIds },
  });
}

const tick = (ctx: TTestContext) =>
  runOutreachTick({
    db: ctx.db,
    mailer: ctx.mailer,
    log: createLogger('silent'),
    config: ctx.config,
    now: ctx.clock.now(),
  });

/** The outreach emails the SMTP server received for an address (a sign-up's own welcome email aside). */
const to = (received: TReceived[], email: string) =>
  received.filter((m) => m.to.includes(email) && m.raw.includes('/api/outreach/unsubscribe/'));
const unsubscribeUrlOf = (raw: string) => /<([^>]+)>/.exec(headerOf(raw, 'List-Unsubscribe') ?? '')![1]!;

describe('outreach sequence', () => {
  const { ctx, smtp } = useSmtpTestApp(env);

  it('sends email 1 at once with both parts, the postal address and one-click unsubscribe headers', async () => {
    const cookie = await admin(ctx);
    const lead = await seedLead(ctx);
    smtp.received.length = 0;
    const res = await start(ctx, cookie, [lead.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ started: 1, skipped: [] });
    const [mail] = to(smtp.received, lead.email!);
    expect(mail).toBeDefined();
    expect(headerOf(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrlOf(mail!.raw)).toMatch(
      /^http:\/\/localhost:3000\/api\/outreach\/unsubscribe\/[\w-]+$/,
    );
    const parts = mimeParts(mail!.raw);
    expect(Object.keys(parts).sort()).toEqual(['text/html', 'text/plain']);
    expect(parts['text/plain']).toContain('1 Market Street, Springfield, US');
    expect(parts['text/html']).toContain('1 Market Street, Springfield, US');
    expect(parts['text/html']).toContain('/api/email/open/');
    expect(parts['text/plain']).toContain('/api/email/click/');
    const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe('contacted');
    expect(row!.email1SentAt).not.toBeNull();
    expect(row!.lastEmailType).toBe('outreach_1');

    const tracking = await ctx.app.inject({
      method: 'GET',
      url: '/api/leads/email-tracking',
      headers: { cookie },
    });
    expect(tracking.json().items).toMatchObject([{ leadId: lead.id, step: 1, emailStatus: 'sent' }]);
  });

  it('refuses to start without COMPANY_POSTAL_ADDRESS, naming the variable', async () => {
    const cookie = await admin(ctx);
    const lead = await seedLead(ctx);
    const saved = ctx.config.COMPANY_POSTAL_ADDRESS;
    (ctx.config as { COMPANY_POSTAL_ADDRESS?: string }).COMPANY_POSTAL_ADDRESS = undefined;
    try {
      const res = await start(ctx, cookie, [lead.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('COMPANY_POSTAL_ADDRESS');
      expect(await countOf(ctx.db, sql`SELECT count(*)::int AS n FROM outreach_sequences`)).toBe(0);
    } finally {
      (ctx.config as { COMPANY_POSTAL_ADDRESS?: string }).COMPANY_POSTAL_ADDRESS = saved;
    }
  });

  it('skips leads without an address, suppressed addresses and existing users, with reasons', async () => {
    const cookie = await admin(ctx);
    const noEmail = await seedLead(ctx, { email: null });
    const user = await seedLead(ctx, { email: 'alice@example.com' });
    await signUp(ctx.app);
    const suppressed = await seedLead(ctx, { email: 'gone@shop.example' });
    await ctx.db.execute(
      sql`INSERT INTO outreach_suppressions (email, reason) VALUES ('gone@shop.example', 'unsubscribed')`,
    );
    const res = await start(ctx, cookie, [noEmail.id, user.id, suppressed.id]);
    expect(res.json().started).toBe(0);
    expect(res.json().skipped.map((s: { reason: string }) => s.reason)).toEqual([
      'no_email',
      'existing_user',
      'suppressed',
    ]);
  });

  it('sends email 2 after the delay with the report link, and email 3 after its own delay, each once', async () => {
    const cookie = await admin(ctx);
    const lead = await seedLead(ctx);
    await start(ctx, cookie, [lead.id]);
    ctx.clock.advance(4 * DAY);
    expect((await tick(ctx)).sent).toBe(0);
    ctx.clock.advance(1 * DAY + 60_000);
    // Two workers at once: the step goes once.
    const [a, b] = await Promise.all([tick(ctx), tick(ctx)]);
    expect(a.sent + b.sent).toBe(1);
    const mails = to(smtp.received, lead.email!);
    expect(mails).toHaveLength(2);
    const text = mimeParts(mails[1]!.raw)['text/plain']!;
    expect(text).toContain('/api/email/click/');
    expect(decodeURIComponent(text)).toMatch(/\/reports\/[\w-]+/);
    ctx.clock.advance(6 * DAY);
    expect((await tick(ctx)).sent).toBe(0);
    ctx.clock.advance(1 * DAY + 60_000);
    expect((await tick(ctx)).sent).toBe(1);
    expect((await tick(ctx)).sent).toBe(0);
    expect(to(smtp.received, lead.email!)).toHaveLength(3);
    const [seq] = await ctx.db.select().from(outreachSequences).where(eq(outreachSequences.leadId, lead.id));
    expect(seq).toMatchObject({ status: 'completed', currentStep: 3 });
    const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.emailSequenceComplete).toBe(true);
  });

  it('one-click POST without a cookie suppresses at once; no import undoes it', async () => {
    const cookie = await admin(ctx);
    const lead = await seedLead(ctx);
    await start(ctx, cookie, [lead.id]);
    const url = new URL(unsubscribeUrlOf(to(smtp.received, lead.email!)[0]!.raw));
    const page = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(lead.email!);
    expect(await countOf(ctx.db, sql`SELECT count(*)::int AS n FROM outreach_suppressions`)).toBe(0);
    const res = await ctx.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    const [seq] = await ctx.db.select().from(outreachSequences).where(eq(outreachSequences.leadId, lead.id));
    expect(seq).toMatchObject({ status: 'stopped', stopReason: 'unsubscribed' });
    // The lead row is replaced (a re-import): the suppression stays and enrolment is refused.
    await ctx.db.delete(leads).where(eq(leads.id, lead.id));
    const again = await seedLead(ctx, { email: lead.email });
    expect((await start(ctx, cookie, [again.id])).json().skipped[0].reason).toBe('suppressed');
  });

  it.each([
    [
      'customer',
      async (c: TTestContext, id: string): Promise<void> => {
        await c.db.update(leads).set({ status: 'customer' }).where(eq(leads.id, id));
      },
    ],
    [
      'signed_up',
      async (c: TTestContext, id: string): Promise<void> => {
        const [l] = await c.db.select().from(leads).where(eq(leads.id, id));
        await signUp(c.app, { email: l!.email!, username: 'newbie' });
      },
    ],
  ] as const)('stops at send time when the lead became %s', async (reason, change) => {
    const cookie = await admin(ctx);
    const lead = await seedLead(ctx);
    await start(ctx, cookie, [lead.id]);
    await change(ctx, lead.id);
    ctx.clock.advance(6 * DAY);
    expect((await tick(ctx)).sent).toBe(0);
    expect(to(smtp.received, lead.email!)).toHaveLength(1);
    const [seq] = await ctx.db.select().from(outreachSequences).where(eq(outreachSequences.leadId, lead.id));
    expect(seq).toMatchObject({ status: 'stopped', stopReason: reason });
    if (reason === 'signed_up') {
      const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
      const [u] = await ctx.db.select().from(users).where(eq(users.username, 'newbie'));
      expect(row!.convertedToUserId).toBe(u!.id);
    }
  });

  it('a reply stops the sequence and the lead becomes responded; an auto-reply does not', async () => {
    const cookie = await admin(ctx);
    const lead = await seedLead(ctx);
    // The list says which leads have a sequence running, so /leads offers Start or Stop.
    const listed = async () =>
      (
        (
          await ctx.app.inject({ method: 'GET', url: `/api/leads?q=${lead.domain}`, headers: { cookie } })
        ).json() as { sequenceStatus: string | null }[]
      ).map((l) => l.sequenceStatus);
    expect(await listed()).toEqual([null]);
    await start(ctx, cookie, [lead.id]);
    expect(await listed()).toEqual(['active']);
    const inbound = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/outreach/inbound',
        headers: { 'content-type': 'message/rfc822', 'x-outreach-inbound-secret': SECRET },
        payload,
      });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/outreach/inbound',
          headers: { 'content-type': 'message/rfc822' },
          payload: 'x',
        })
      ).statusCode,
    ).toBe(401);
    const auto = await inbound(
      `From: ${lead.email}\r\nSubject: Out of Office: back Monday\r\nAuto-Submitted: auto-replied\r\n\r\nI am away.`,
    );
    expect(auto.json().outcome).toBe('auto_reply');
    const [active] = await ctx.db
      .select()
      .from(outreachSequences)
      .where(eq(outreachSequences.leadId, lead.id));
    expect(active!.status).toBe('active');
    const reply = await inbound(`From: Owner <${lead.email}>\r\nSubject: Re: hello\r\n\r\nTell me more.`);
    expect(reply.json()).toMatchObject({ outcome: 'reply', leadId: lead.id });
    const [seq] = await ctx.db.select().from(outreachSequences).where(eq(outreachSequences.leadId, lead.id));
    expect(seq).toMatchObject({ status: 'stopped', stopReason: 'replied' });
    expect(await listed()).toEqual(['stopped']);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leads/${lead.id}`,
      headers: { cookie },
      payload: { notes: 'Replied by email' },
    });
    expect(edited.json()).toMatchObject({ notes: 'Replied by email', sequenceStatus: 'stopped' });
    const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe('responded');
    const tracking = await ctx.app.inject({
      method: 'GET',
      url: `/api/leads/email-tracking?leadId=${lead.id}`,
      headers: { cookie },
    });
    expect(tracking.json().items[0].repliedAt).not.toBeNull();
  });

  it('a DSN hard bounce suppresses and stops; more than 5 of the last 100 bouncing pauses sending', async () => {
    const cookie = await admin(ctx);
    const many = await Promise.all(Array.from({ length: 7 }, () => seedLead(ctx)));
    const res = await start(
      ctx,
      cookie,
      many.map((l) => l.id),
    );
    expect(res.json().started).toBe(7);
    const dsn = (email: string, status: string) =>
      [
        'From: MAILER-DAEMON@mx.example',
        'Subject: Undelivered Mail Returned to Sender',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain',
        '',
        'The mail system could not deliver your message.',
        '--b1',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.example',
        '',
        `Final-Recipient: rfc822; ${email}`,
        'Action: failed',
        `Status: ${status}`,
        '--b1--',
        '',
      ].join('\r\n');
    const post = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/outreach/inbound',
        headers: { cookie, 'content-type': 'message/rfc822' },
        payload,
      });
    expect((await post(dsn(many[0]!.email!, '4.2.2'))).json().outcome).toBe('soft_bounce');
    for (const lead of many.slice(0, 6))
      expect((await post(dsn(lead.email!, '5.1.1'))).json().outcome).toBe('hard_bounce');
    const [seq] = await ctx.db
      .select()
      .from(outreachSequences)
      .where(eq(outreachSequences.leadId, many[0]!.id));
    expect(seq).toMatchObject({ status: 'stopped', stopReason: 'bounced' });
    const stats = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/marketing/stats', headers: { cookie } })
    ).json();
    expect(stats.sending).toMatchObject({ paused: true, recentBounced: 6, recentSent: 7 });
    expect(stats.bounces).toBe(6);
    // The seventh lead is still active, but sending is paused.
    ctx.clock.advance(6 * DAY);
    const ran = await tick(ctx);
    expect(ran.sent).toBe(0);
    expect(ran.halted).toMatch(/paused/);
  });

  it('holds the daily cap, and waits for business hours in the lead’s country', async () => {
    const cookie = await admin(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/lead-email-settings',
      headers: { cookie },
      payload: { email2_delay_days: 5, email3_delay_days: 7, daily_cap: 2 },
    });
    const three = await Promise.all(Array.from({ length: 3 }, () => seedLead(ctx)));
    const res = await start(
      ctx,
      cookie,
      three.map((l) => l.id),
    );
    expect(res.json().started).toBe(3);
    expect(await countOf(ctx.db, sql`SELECT count(*)::int AS n FROM outreach_emails`)).toBe(2);
    ctx.clock.advance(DAY);
    expect((await tick(ctx)).sent).toBe(1);

    const saturday = new Date('2026-11-28T12:00:00Z');
    expect(nextBusinessTime(saturday, 'US').toISOString()).toBe('2026-11-30T14:00:00.000Z');
    expect(nextBusinessTime(new Date('2026-11-30T15:00:00Z'), 'US').toISOString()).toBe(
      '2026-11-30T15:00:00.000Z',
    );
    // 8:30 on Tuesday in Tokyo: wait for 9:00 there.
    expect(nextBusinessTime(new Date('2026-11-30T23:30:00Z'), 'JP').toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(nextBusinessTime(saturday, null)).toEqual(saturday);
  });

  it('validates the delays: 1-30 days, defaults 5 and 7', async () => {
    const cookie = await admin(ctx);
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/lead-email-settings',
      headers: { cookie },
    });
    expect(get.json()).toEqual({ email2_delay_days: 5, email3_delay_days: 7, daily_cap: 50 });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/lead-email-settings',
      headers: { cookie },
      payload: { email2_delay_days: 31, email3_delay_days: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('between 1 and 30 days');
  });

  it('builds the report from a known set of stores, and says so when too few share the category', async () => {
    const cookie = await admin(ctx);
    const prices = [
      [10, 20],
      [30, 40],
      [50, 60],
    ];
    for (const [i, pair] of prices.entries()) {
      const [store] = await ctx.db
        .insert(stores)
        .values({
          myshopifyDomain: `rival-${i}.myshopify.com`,
          url: `https://rival-${i}.example`,
          name: `Rival ${i}`,
          productCount: 2,
        })
        .returning();
      await ctx.db.insert(products).values(
        pair.map((price, j) => ({
          storeId: store!.id,
          externalId: `${i}${j}`,
          handle: `mat-${i}-${j}`,
          title: `Mat ${i}-${j}`,
          productType: j === 0 ? 'Yoga Mats' : 'yoga mats',
          url: `https://rival-${i}.example/products/mat-${i}-${j}`,
          currentPrice: String(price),
          compareAtPrice: i === 0 ? String(price + 5) : null,
          available: !(i === 2 && j === 1),
        })),
      );
    }
    const lead = await seedLead(ctx);
    const report = (
      await ctx.app.inject({ method: 'GET', url: `/api/leads/${lead.id}/report`, headers: { cookie } })
    ).json();
    expect(report).toMatchObject({
      status: 'generated',
      competitorCount: 3,
      avgMarketPrice: '35.00',
      priceRangeMin: '10.00',
      priceRangeMax: '60.00',
      currency: 'USD',
    });
    expect(report.competitors).toHaveLength(3);
    expect(report.opportunities.join(' ')).toContain('33 % of competitor products are on sale');
    expect(report.opportunities.join(' ')).toContain('17 % of competitor products are out of stock');
    const pub = await ctx.app.inject({ method: 'GET', url: `/api/reports/${report.token}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().avgMarketPrice).toBe('35.00');
    expect(pub.json()).not.toHaveProperty('leadId');

    const lonely = await seedLead(ctx, { category: 'Surfboards' });
    const few = (
      await ctx.app.inject({ method: 'GET', url: `/api/leads/${lonely.id}/report`, headers: { cookie } })
    ).json();
    expect(few).toMatchObject({ status: 'insufficient_data', avgMarketPrice: null, competitorCount: 0 });
    expect(few.message).toContain('at least 3');
  });

  it('counts the funnel from stored rows', async () => {
    const cookie = await admin(ctx);
    const a = await seedLead(ctx);
    await seedLead(ctx, { source: 'directory', email: null });
    await start(ctx, cookie, [a.id]);
    const [email] = rowsOf<{ token: string }>(
      await ctx.db.execute(sql`SELECT token FROM email_tracking WHERE email_type = 'outreach_1'`),
    );
    await ctx.app.inject({ method: 'GET', url: `/api/email/open/${email!.token}.gif` });
    const stats = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/marketing/stats', headers: { cookie } })
    ).json();
    expect(stats.leadsTotal).toBe(2);
    expect(stats.leadsBySource).toEqual([
      { key: 'csv', count: 1 },
      { key: 'directory', count: 1 },
    ]);
    expect(stats.leadsByStatus).toEqual([
      { key: 'contacted', count: 1 },
      { key: 'new', count: 1 },
    ]);
    expect(stats.steps[0]).toMatchObject({ step: 1, sent: 1, opened: 1, openRate: 100, clickRate: 0 });
    expect(stats.steps[1]).toMatchObject({ step: 2, sent: 0, openRate: null });
    expect(stats.sending).toMatchObject({
      postalAddressConfigured: true,
      paused: false,
      sentToday: 1,
      dailyCap: 50,
    });
  });
});
