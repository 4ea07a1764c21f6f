import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { TProduct } from '@shared/contracts/competitors';
import type { TProductDetail } from '@shared/contracts/insights';
import { accounts, users } from '../db/schema';
import { USD_SHOP, getJson, scrape, signedInUser, track } from '../insights/insights-fixtures';
import { createLogger } from '../lib/logger';
import { product, variant } from '../testing/catalogue-fixtures';
import { mimeParts, useSmtpTestApp } from '../testing/smtp';
import { testConfig } from '../testing/test-app';
import { captureServer } from './delivery-fixtures';
import { planDeliveries } from './plan-deliveries';
import { sendDueDeliveries } from './send-due-deliveries';

const T0 = new Date('2026-11-18T11:00:00Z');
const T1 = new Date('2026-11-18T12:00:00Z');
const log = createLogger('silent');
const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Equal: compare-at 162.95 on a price of 162.95. Below: 40.00 on 50.00. Sale: 200.00 on 150.00. */
const before = () => [
  product('1', [variant('11', { price: '170.00' })], { title: 'Equal Boot' }),
  product('2', [variant('21', { price: '50.00', compareAtPrice: '40.00' })], { title: 'Below Cap' }),
  product('3', [variant('31', { price: '200.00' })], { title: 'Sale Tent' }),
];
const after = () => [
  product('1', [variant('11', { price: '162.95', compareAtPrice: '162.95' })], { title: 'Equal Boot' }),
  product('2', [variant('21', { price: '50.00', compareAtPrice: '40.00' })], { title: 'Below Cap' }),
  product('3', [variant('31', { price: '150.00', compareAtPrice: '200.00' })], { title: 'Sale Tent' }),
];

describe('one meaning of compare-at across the outputs (docs/product-rules.md R86)', () => {
  const { ctx, smtp } = useSmtpTestApp();

  it('shows a compare-at only when it is above the price: API, CSV/JSON export, email, Slack, webhook', async () => {
    smtp.received.length = 0;
    const hook = await captureServer();
    const slack = await captureServer();
    servers.push(hook, slack);
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    await ctx.db
      .update(users)
      .set({
        alertFrequency: 'instant',
        emailNotifications: true,
        slackNotifications: true,
      })
      .where(eq(users.id, alice.userId));
    await ctx.db
      .update(accounts)
      .set({
        subscriptionPlan: 'pro',
        webhookUrl: `${hook.origin}/rw`,
        slackWebhookUrl: `${slack.origin}/hook`,
      })
      .where(eq(accounts.id, alice.userId));
    const usd = await track(ctx.db, alice.userId, USD_SHOP);
    await scrape(ctx.db, usd.storeId, USD_SHOP, before(), T0);
    await scrape(ctx.db, usd.storeId, USD_SHOP, after(), T1);

    // The API answers the screens read.
    const list = (await getJson(ctx.app, '/api/products', alice.cookie)).json() as TProduct[];
    const byTitle = Object.fromEntries(list.map((p) => [p.title, p]));
    expect(byTitle['Equal Boot']!.compareAtPrice).toBeNull();
    expect(byTitle['Below Cap']!.compareAtPrice).toBeNull();
    expect(byTitle['Sale Tent']!.compareAtPrice).toBe('200.00');
    const detail = (
      await getJson(ctx.app, `/api/products/${byTitle['Equal Boot']!.id}`, alice.cookie)
    ).json() as TProductDetail;
    expect(detail.compareAtPrice).toBeNull();
    expect(detail.variants[0]!.compareAtPrice).toBeNull();
    expect(detail.variants[0]!.history.map((h) => h.compareAtPrice)).toEqual([null, null]);

    // The exports.
    const csv = (await getJson(ctx.app, '/api/export/products', alice.cookie)).body;
    const row = (title: string) =>
      csv
        .split('\r\n')
        .find((l) => l.startsWith(`${title},`))!
        .split(',');
    expect(row('Equal Boot').slice(4, 6)).toEqual(['162.95', '']);
    expect(row('Below Cap').slice(4, 6)).toEqual(['50.00', '']);
    expect(row('Sale Tent').slice(4, 6)).toEqual(['150.00', '200.00']);
    const json = (await getJson(ctx.app, '/api/export/products?format=json', alice.cookie)).json() as Array<
      Record<string, unknown>
    >;
    expect(Object.fromEntries(json.map((p) => [p.title, p.compare_at_price]))).toEqual({
      'Equal Boot': null,
      'Below Cap': null,
      'Sale Tent': '200.00',
    });

    // The alerts: email, Slack and the webhook.
    const config = testConfig({
      ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${hook.port},127.0.0.1:${slack.port}`,
      SMTP_URL: smtp.url,
    });
    await planDeliveries({ db: ctx.db, now: T1 });
    await sendDueDeliveries({ db: ctx.db, config, mailer: ctx.mailer, log, now: T1 });

    type TData = {
      changeType: string;
      product: { title: string };
      oldPrice: string | null;
      compareAtPrice: string | null;
    };
    const events = hook.received.map((r) => (JSON.parse(r.body) as { data: TData }).data);
    const event = (title: string, changeType: string) =>
      events.find((e) => e.product.title === title && e.changeType === changeType);
    expect(event('Equal Boot', 'price_decrease')).toMatchObject({ oldPrice: '170.00', compareAtPrice: null });
    expect(event('Equal Boot', 'discount_started')).toBeUndefined();
    expect(event('Sale Tent', 'discount_started')).toMatchObject({
      oldPrice: '200.00',
      compareAtPrice: '200.00',
    });
    expect(event('Sale Tent', 'price_decrease')).toMatchObject({
      oldPrice: '200.00',
      compareAtPrice: '200.00',
    });

    const slackText = slack.received.map((r) => r.body).join('\n');
    expect(slackText).toContain('$170.00 → $162.95');
    expect(slackText).not.toContain('$162.95 → $162.95');
    // The sign-up sent its own email first; the alert is the one naming the products.
    const mails = smtp.received.map((m) => mimeParts(m.raw)['text/plain'] ?? '');
    const mail = mails.find((m) => m.includes('Equal Boot'))!;
    expect(mail).toContain('Equal Boot (Northpeak): $170.00 → $162.95');
    expect(mail).not.toContain('$162.95 → $162.95');
    expect(mail).not.toMatch(/Equal Boot[^\n]*on sale/);
  });
});
