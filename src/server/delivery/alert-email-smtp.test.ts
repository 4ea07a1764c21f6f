import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { emailTracking, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { ingestScrape } from '../monitoring/ingest-scrape';
import { changedCatalogue } from '../notifications/notify-fixtures';
import { outcome } from '../testing/catalogue-fixtures';
import { headerOf, mimeParts, useSmtpTestApp } from '../testing/smtp';
import { userWithChanges } from './delivery-fixtures';
import { planDeliveries } from './plan-deliveries';
import { sendDueDeliveries } from './send-due-deliveries';

const T0 = new Date('2026-11-18T12:00:00Z');
const log = createLogger('silent');

describe('an instant alert email over SMTP', () => {
  const { ctx, smtp } = useSmtpTestApp({ MAIL_FROM: 'Rivalwatch <alerts@rivalwatch.test>' });

  it('carries tracked product links, store, prices, change, pixel and one-click unsubscribe', async () => {
    smtp.received.length = 0;
    const { userId, storeId } = await userWithChanges(ctx.db, {
      settings: { subscriptionPlan: 'pro', alertFrequency: 'instant', emailNotifications: true },
      at: T0,
    });
    const deps = { db: ctx.db, config: ctx.config, mailer: ctx.mailer, log };
    expect((await planDeliveries({ db: ctx.db, now: T0 })).created).toBe(1);
    expect(await sendDueDeliveries({ ...deps, now: T0 })).toMatchObject({ sent: 1 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.from).toBe('alerts@rivalwatch.test');
    expect(headerOf(mail.raw, 'Subject')).toBe('3 competitor changes at your competitors');
    const [row] = await ctx.db.select().from(emailTracking).where(eq(emailTracking.userId, userId));
    expect(row).toMatchObject({ emailType: 'price_alert', status: 'sent', attemptCount: 1 });
    expect(headerOf(mail.raw, 'Message-ID')).toBe(row!.messageId);

    const unsubscribeUrl = `http://localhost:3000/api/email/unsubscribe/${row!.token}`;
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const parts = mimeParts(mail.raw);
    const text = parts['text/plain']!;
    const html = parts['text/html']!;
    const productUrl = 'https://shop.example/products/trail-runner-2';
    const tracked = `http://localhost:3000/api/email/click/${row!.token}?url=${encodeURIComponent(productUrl)}&sig=`;
    // The product name links through click tracking; the row names the store, both prices and the change.
    expect(html).toMatch(
      new RegExp(
        `<a href="${escapeRegExp(tracked.replace('&', '&#38;'))}[^"]+"[^>]*>Trail Runner 2 \\(Size 9\\)</a>`,
      ),
    );
    expect(html).toContain('Northpeak');
    expect(html).toContain('$120.00 → $89.00 (-25.8%)');
    expect(text).toContain('* Trail Runner 2 (Size 9) (Northpeak): $120.00 → $89.00 (-25.8%)');
    expect(text).toContain(tracked);
    expect(text).toContain(unsubscribeUrl);
    expect(html).toContain(
      `<img src="http://localhost:3000/api/email/open/${row!.token}.gif" width="1" height="1"`,
    );

    // Opening and clicking are recorded; the click lands on the product page.
    await ctx.app.inject({ method: 'GET', url: `/api/email/open/${row!.token}.gif` });
    const link = new RegExp(`${escapeRegExp(tracked)}\\S+`).exec(text)![0];
    const click = await ctx.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(productUrl);
    const [tracked2] = await ctx.db.select().from(emailTracking).where(eq(emailTracking.id, row!.id));
    expect(tracked2).toMatchObject({ opened: true, clicked: true });

    // The mail client's one-click unsubscribe (RFC 8058): a form POST to the List-Unsubscribe URL.
    const res = await ctx.app.inject({
      method: 'POST',
      url: new URL(unsubscribeUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user!.emailNotifications).toBe(false);

    // The next change notifies (the feed still shows it) but queues no email.
    const next = changedCatalogue();
    next[0]!.variants[0]!.price = '69.00';
    const T1 = new Date(T0.getTime() + 3600_000);
    await ingestScrape({
      db: ctx.db,
      storeId,
      outcome: outcome(next),
      now: T1,
      delivery: { slackBotConfigured: false, n8n: false },
    });
    const fresh = rowsOf<{ n: number; email: number }>(
      await ctx.db.execute(sql`
        SELECT count(*)::int AS n,
          (SELECT count(*)::int FROM delivery_items i WHERE i.notification_id IN (
            SELECT id FROM notifications WHERE created_at = ${T1.toISOString()}) AND i.channel = 'email') AS email
        FROM notifications WHERE created_at = ${T1.toISOString()}`),
    )[0]!;
    expect(fresh.n).toBeGreaterThan(0);
    expect(fresh.email).toBe(0);
    expect((await planDeliveries({ db: ctx.db, now: T1 })).created).toBe(0);
    await sendDueDeliveries({ ...deps, now: T1 });
    expect(smtp.received).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(emailTracking)
        .where(and(eq(emailTracking.userId, userId), eq(emailTracking.emailType, 'price_alert'))),
    ).toHaveLength(1);
  });
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
