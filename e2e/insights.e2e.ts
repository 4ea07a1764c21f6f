// Journey: a store changes its prices; after a refresh the change shows on the dashboard, in price tracking,
// promotions, the product's chart and the alerts feed.
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { registerUser } from './support/api.ts';
import { useJourney } from './support/browser.ts';
import { fakeStorePort } from './support/context.ts';
import { see, signInThroughForm } from './support/ui.ts';

const owner = {
  username: 'pricewatcher',
  email: 'pricewatcher@example.com',
  password: 'pricewatcher-pw',
  firstName: 'Pat',
};
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [{ name: 'Harbor Goods', products: 12, variantsPerProduct: 1, seed: 21, port: fakeStorePort() }],
  });
  await registerUser(owner);
});
afterAll(async () => fake?.close());

describe('insights', () => {
  const j = useJourney('insights');

  test('a price change in the store reaches every insight screen', async () => {
    const { page } = j;
    const store = fake.stores[0]!;
    await page.goto('/auth');
    await signInThroughForm(page, owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();

    await page.goto('/competitors');
    await page.getByRole('button', { name: 'Add Your First Competitor' }).click();
    await page.getByRole('dialog').getByLabel('Store Name').fill('Harbor');
    await page.getByRole('dialog').getByLabel('Store URL').fill(store.url);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Competitor' }).click();
    const row = page.getByRole('row', { name: /Harbor/ });
    await row.getByText('12', { exact: true }).waitFor({ timeout: 45_000 });

    // The store cuts one product's price by half and puts another on sale.
    const [cut, sale] = store.products;
    const cutVariant = cut!.variants[0]!;
    const oldPrice = Number(cutVariant.price);
    store.setPrice(cutVariant.id, (oldPrice / 2).toFixed(2));
    const saleVariant = sale!.variants[0]!;
    store.setCompareAt(saleVariant.id, (Number(saleVariant.price) * 2).toFixed(2));

    await page.getByRole('button', { name: 'Refresh Harbor' }).click();
    await see(page, 'Refresh Started');
    await row.getByText('Active').waitFor({ timeout: 45_000 });
    await page.waitForTimeout(2500);
    await j.shot('after refresh');

    await page.goto('/');
    await page.getByLabel(/Price Changes \(24h\): [1-9]/).waitFor();
    await see(page, 'Live Data');
    await j.shot('dashboard');

    await page.goto('/price-tracking');
    await see(page, cut!.title);
    await see(page, '-50.0%');
    await j.shot('price tracking');

    await page.goto('/promotions');
    await see(page, sale!.title);
    await j.shot('promotions');

    await page.goto('/price-tracking');
    const productRow = page
      .getByRole('row', { name: new RegExp(cut!.title) })
      .filter({ has: page.getByRole('link', { name: /View Product/ }) });
    await productRow.getByRole('link', { name: /View Product/ }).click();
    await page.getByRole('heading', { level: 1, name: cut!.title }).waitFor();
    await see(page, 'Price history');
    await page.getByTestId('price-history-chart').locator('svg').first().waitFor();
    await j.shot('product chart');

    await page.goto('/alerts');
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    await see(page, `Price drop: ${cut!.title}`);
    await j.shot('alerts feed');
  });
});
