// A daily digest over real SMTP, after real scrapes of the fake store: its "Biggest climbers" from the stored ranks of
// the period and its "Theme and apps" changes (docs/product-rules.md R150, R151).
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createStorefront } from '../monitoring/create-storefront';
import { scrapeNow, useFakeStores } from '../testing/fake-stores';
import { seedTrackedStore } from '../testing/catalogue-fixtures';
import { mimeParts, useSmtpTestApp } from '../testing/smtp';
import { testConfig } from '../testing/test-app';
import { applySettings } from './delivery-fixtures';
import { planDeliveries } from './plan-deliveries';
import { sendDueDeliveries } from './send-due-deliveries';

const fake = useFakeStores([{ name: 'Digest Shop', products: 60, variantsPerProduct: 1, seed: 21 }], {
  reset: true,
});

const log = createLogger('silent');
const DAY = 86_400_000;

/** The first moment after `t` at which a UTC daily digest is due (09:00 or later). */
function digestTimeAfter(t: Date): Date {
  const at = new Date(t.getTime() + 60_000);
  if (at.getUTCHours() >= 9) return at;
  at.setUTCHours(9, 30, 0, 0);
  return at;
}

describe('a daily digest', () => {
  const { ctx, smtp } = useSmtpTestApp();

  it('names the biggest climbers of its day and the theme and app changes, and leaves out climbers when there are none', async () => {
    smtp.received.length = 0;
    const { userId, storeId } = await seedTrackedStore(ctx.db, { storeUrl: fake.shop.url });
    // Starter: a daily digest, and the top 50 of a store's best sellers (R149).
    await applySettings(ctx.db, userId, {
      subscriptionPlan: 'starter',
      alertFrequency: 'daily',
      emailNotifications: true,
      timezone: 'UTC',
    });
    // The app's SMTP config is fixed before the fake store has a port: the reader gets its own allow-list.
    const storefront = createStorefront(
      testConfig({ ALLOWED_PRIVATE_HOSTS: fake.shop.hostPort, SCRAPE_MIN_GAP_MS: '0' }),
    );
    const scrape = () => scrapeNow({ db: ctx.db, storefront }, storeId);
    const handles = fake.shop.products.map((p) => p.handle);
    const titleOf = (h: string) => fake.shop.products.find((p) => p.handle === h)!.title;

    // The baseline: the order as it is, Dawn and Klaviyo.
    fake.shop.addAppScript('https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=X', 'async-load');
    fake.shop.bestSelling.set(handles);
    expect(await scrape()).toMatchObject({ status: 'success' });

    // #12 climbs to #2 (10 places); #56, outside the top 50, comes in at #4; #7 climbs to #6 (1 place).
    const order = [...handles];
    const twelfth = order.splice(11, 1)[0]!;
    order.splice(1, 0, twelfth);
    const outsider = order.splice(55, 1)[0]!;
    order.splice(3, 0, outsider);
    const seventh = order.splice(8, 1)[0]!;
    expect(seventh).toBe(handles[6]);
    order.splice(5, 0, seventh);
    fake.shop.bestSelling.set(order);
    fake.shop.setTheme({
      name: 'Prestige',
      id: 77,
      themeStoreId: 855,
      schemaName: 'Prestige',
      schemaVersion: '9.1.0',
    });
    fake.shop.addAppScript('https://cdn.judge.me/widget_preloader.js');
    expect(await scrape()).toMatchObject({ status: 'success' });

    const first = digestTimeAfter(new Date());
    expect((await planDeliveries({ db: ctx.db, now: first })).created).toBe(1);
    await sendDueDeliveries({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log, now: first });
    expect(smtp.received).toHaveLength(1);
    const text = mimeParts(smtp.received[0]!.raw)['text/plain']!;
    const html = mimeParts(smtp.received[0]!.raw)['text/html']!;

    // Theme and apps first, in words, each naming the store.
    const themeAt = text.indexOf('Theme and apps');
    expect(themeAt).toBeGreaterThan(-1);
    expect(text).toContain('Northpeak switched theme from Dawn 15.0.0 to Prestige 9.1.0');
    expect(text).toContain('Northpeak added Judge.me Reviews (Reviews)');

    // Then the climbers: by places climbed, the newcomer as new in the plan's top, each saying what the figure is.
    const climbersAt = text.indexOf('Biggest climbers');
    expect(climbersAt).toBeGreaterThan(themeAt);
    const lines = text
      .slice(climbersAt)
      .split(/\r?\n/)
      .filter((l) => l.startsWith('* '));
    const what = "in the store's own best-selling order, not units sold.";
    expect(lines.slice(0, 3)).toEqual([
      `* ${titleOf(outsider)} (Northpeak): new in the top 50 at #4 ${what}`,
      `* ${titleOf(twelfth)} (Northpeak): ▲ 10 (#12 → #2) ${what}`,
      `* ${titleOf(seventh)} (Northpeak): ▲ 1 (#7 → #6) ${what}`,
    ]);
    expect(html).toContain('<h2 style="font-size:16px;margin:24px 0 8px">Biggest climbers</h2>');

    // A day later: an app removed, the order unchanged. The digest lists the change and no climbers section.
    fake.shop.removeAppScript('klaviyo');
    expect(await scrape()).toMatchObject({ status: 'success' });
    const next = new Date(first.getTime() + DAY);
    expect((await planDeliveries({ db: ctx.db, now: next })).created).toBe(1);
    await sendDueDeliveries({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log, now: next });
    expect(smtp.received).toHaveLength(2);
    const second = mimeParts(smtp.received[1]!.raw)['text/plain']!;
    expect(second).toContain('Northpeak removed Klaviyo (Email & SMS)');
    expect(second).not.toContain('Biggest climbers');
    await storefront.close();
  });
});
