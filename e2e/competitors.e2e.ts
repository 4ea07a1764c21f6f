// Journey: add a competitor store, watch it being read, refresh it, meet the plan limit, delete it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { registerUser } from './support/api.ts';
import { useJourney } from './support/browser.ts';
import { fakeStorePort } from './support/context.ts';
import { pathname, see, signInThroughForm } from './support/ui.ts';

const owner = {
  username: 'storewatcher',
  email: 'storewatcher@example.com',
  password: 'carol-password',
  firstName: 'Carol',
};
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      { name: 'Northpeak Outfitters', products: 40, variantsPerProduct: 2, seed: 7, port: fakeStorePort() },
    ],
  });
  await registerUser(owner);
});
afterAll(async () => fake?.close());

describe('competitors', () => {
  const j = useJourney('competitors');

  test('a user adds a store, sees it read, refreshes it, hits the plan limit and deletes it', async () => {
    const { page } = j;
    const store = fake.stores[0]!;
    await page.goto('/auth');
    await signInThroughForm(page, owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Competitors' }).click();
    await see(page, 'No competitors yet');
    await j.shot('empty state');

    await page.getByRole('button', { name: 'Add Your First Competitor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Competitor' }).click();
    await see(dialog, 'Please fill in both name and URL');
    await dialog.getByLabel('Store Name').fill('Northpeak');
    await dialog.getByLabel('Store URL').fill(store.url);
    await j.shot('add dialog filled');
    await dialog.getByRole('button', { name: 'Add Competitor' }).click();
    await see(page, 'Competitor added successfully. Scraping will start shortly.');

    // The list refreshes itself until the store has been read.
    const row = page.getByRole('row', { name: /Northpeak/ });
    await row.getByText('Active').waitFor({ timeout: 45_000 });
    await row.getByText('40', { exact: true }).waitFor({ timeout: 45_000 });
    await row.getByText('Just now').waitFor();
    await j.shot('store read');

    await page.getByRole('button', { name: 'Refresh Northpeak' }).click();
    await see(page, 'Refresh Started');
    await row.getByText('Active').waitFor({ timeout: 45_000 });

    // Free plan: one competitor. A second one is refused with the upgrade message, then the Pro checkout.
    await page.getByRole('button', { name: 'Add Competitor' }).first().click();
    await page.getByRole('dialog').getByLabel('Store Name').fill('Second');
    await page.getByRole('dialog').getByLabel('Store URL').fill(`${store.url}/`);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Competitor' }).click();
    await see(page, 'Upgrade Required');
    await j.shot('plan limit');
    await page.waitForURL(
      (url) => url.pathname === '/simple-payment' && url.searchParams.get('plan') === 'pro',
    );

    await page.goto('/competitors');
    await page.getByRole('button', { name: 'Delete Northpeak' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Delete/ })
      .click();
    await see(page, 'Competitor deleted successfully');
    await see(page, 'No competitors yet');
    expect(pathname(page)).toBe('/competitors');
    await j.shot('deleted');
  });
});
