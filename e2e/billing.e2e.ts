// Journey: a free user with three competitors buys Pro (after a declined card), adds two more, downgrades to
// Starter keeping three, the clock passes the period end, two are paused; they buy Pro again, bring the two back
// in the reactivation dialog, and see every payment in Settings → Plan.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { apiCall, apiLogin, registerUser, setPlanAsAdmin } from './support/api.ts';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { moreStorePorts } from './support/context.ts';
import { pathname, see, signInThroughForm } from './support/ui.ts';

const owner = {
  username: 'payingowner',
  email: 'payingowner@example.com',
  password: 'paying-password',
  firstName: 'Pat',
};
const NAMES = ['Alder Goods', 'Birch Supply', 'Cedar Shop', 'Dogwood Store', 'Elm Outlet'];
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: NAMES.map((name, i) => ({
      name,
      products: 3,
      variantsPerProduct: 1,
      seed: 50 + i,
      port: moreStorePorts()[i]!,
    })),
  });
  // Three competitors from an earlier plan; the operator has since put the account back on Free.
  await registerUser(owner);
  await setPlanAsAdmin(owner, 'pro', ADMIN);
  const { cookie } = await apiLogin(owner.username, owner.password);
  for (let i = 0; i < 3; i++) {
    await apiCall(cookie, 'POST', '/api/competitors', { name: NAMES[i], url: fake.stores[i]!.url }, 201);
  }
  await setPlanAsAdmin(owner, 'free', ADMIN);
});
afterAll(async () => fake?.close());

async function payWithCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('1240');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
}

describe('billing', () => {
  const j = useJourney('billing');

  test('buy, grow, downgrade, pass the period end, buy again and reactivate', async () => {
    const { page } = j;
    await page.goto('/auth');
    await signInThroughForm(page, owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();

    await page.goto('/pricing');
    await page.getByTestId('plan-card-free').getByRole('button', { name: 'Current Plan' }).waitFor();
    await j.shot('pricing');
    await page.getByTestId('plan-card-pro').getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/simple-payment' && url.searchParams.get('plan') === 'pro',
    );
    // The payment page's own headline (the pricing page's card, still shown while the next page loads, says it too).
    await see(page.getByTestId('plan-headline'), /^\$49\/month - /);

    // A declined card changes nothing.
    await payWithCard(page, '4000 0000 0000 0002');
    await see(page, 'Your card was declined.');
    await j.shot('declined');
    await payWithCard(page, '4242 4242 4242 4242');
    await see(page, 'Payment Successful!');
    await j.shot('paid');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    // Pro: two more stores fit at once.
    await page.goto('/competitors');
    for (const i of [3, 4]) {
      await page.getByRole('button', { name: 'Add Competitor' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Store Name').fill(NAMES[i]!);
      await dialog.getByLabel('Store URL').fill(fake.stores[i]!.url);
      await dialog.getByRole('button', { name: 'Add Competitor' }).click();
      await see(page, 'Competitor added successfully. Scraping will start shortly.');
      await dialog.waitFor({ state: 'hidden' });
    }
    for (const name of NAMES) await page.getByRole('row', { name: new RegExp(name) }).waitFor();

    // Downgrade to Starter: keep three of the five.
    await page.goto('/settings?tab=subscription');
    await expect.poll(() => page.getByTestId('current-plan').textContent()).toBe('Pro plan');
    await page.getByTestId('downgrade-subscription').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Downgrade' }).click();
    const chooser = page.getByTestId('keep-chooser');
    await chooser.waitFor();
    for (const name of NAMES.slice(0, 3)) await chooser.getByRole('checkbox', { name }).check();
    await j.shot('keep chooser');
    await page.getByTestId('keep-this').click();
    await see(page, 'Downgraded to Starter');
    await see(page, /2 competitors will be paused on/);
    await j.shot('downgrade scheduled');

    // The operator's test clock passes the period end; the billing job applies the downgrade and renews.
    const admin = await apiLogin(ADMIN.username, ADMIN.password);
    const clock = await apiCall<{ ran: { changed: number; renewed: number } }>(
      admin.cookie,
      'POST',
      '/api/admin/test-clock',
      { days: 32 },
    );
    expect(clock.ran).toMatchObject({ changed: 1, renewed: 1 });

    await page.reload();
    await expect.poll(() => page.getByTestId('current-plan').textContent()).toBe('Starter plan');
    await page.goto('/competitors');
    for (const name of NAMES.slice(3)) {
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Inactive')
        .waitFor();
    }
    await j.shot('two paused');

    // Pro again: the dialog offers the two paused stores, and they come back.
    await page.goto('/simple-payment?plan=pro');
    await payWithCard(page, '4242 4242 4242 4242');
    const dialog = page.getByTestId('reactivation-dialog');
    await dialog.waitFor();
    for (const name of NAMES.slice(3)) await dialog.getByRole('checkbox', { name }).check();
    await j.shot('reactivation dialog');
    await page.getByRole('button', { name: 'Reactivate 2 Competitor(s)' }).click();
    await see(page, 'Payment Successful!');
    await see(page, /reactivated 2 competitor/);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    await page.goto('/competitors');
    for (const name of NAMES) {
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Inactive')
        .waitFor({ state: 'detached' });
    }

    // Settings → Plan: the Pro plan and every payment, the declined one included.
    await page.goto('/settings?tab=subscription');
    await expect.poll(() => page.getByTestId('current-plan').textContent()).toBe('Pro plan');
    const history = page.getByTestId('payment-history');
    await expect.poll(() => history.locator('tbody tr').count()).toBe(4);
    await see(history, 'Failed');
    expect(pathname(page)).toBe('/settings');
    await j.shot('payment history');
  });
});
