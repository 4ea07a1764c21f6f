// Journey: a competitor's best sellers move between two reads; the competitor's "Best sellers" shows the moves and
// what the figure is, the product's page its rank chart, and the dashboard the biggest climber; at 1280 and 375 px.
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { registerUser } from './support/api.ts';
import { useJourney } from './support/browser.ts';
import { fakeStorePort } from './support/context.ts';
import { noSidewaysScroll, see, signInThroughForm } from './support/ui.ts';

const owner = {
  username: 'bestsellerwatch',
  email: 'bestsellerwatch@example.com',
  password: 'bestseller-watch-pw',
  firstName: 'Bea',
};
const NOTE = "The store's own best-selling order, not units sold.";
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify({
    // A shop name of its own: journeys share the app, and a store is known by its myshopify domain (the name's slug).
    stores: [
      { name: 'Bestline Goods', products: 30, variantsPerProduct: 1, seed: 44, port: fakeStorePort() },
    ],
  });
  await registerUser(owner);
});
afterAll(async () => fake?.close());

describe('best sellers', () => {
  const j = useJourney('best-sellers', { viewport: { width: 1280, height: 900 } });

  test("a competitor's best sellers move: the list, the product's rank chart and the dashboard's climbers", async () => {
    const { page } = j;
    const store = fake.stores[0]!;
    const handles = store.products.map((p) => p.handle);
    store.bestSelling.set(handles.slice(0, 12));
    await page.goto('/auth');
    await signInThroughForm(page, owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();

    await page.goto('/competitors');
    await page.getByRole('button', { name: 'Add Your First Competitor' }).click();
    await page.getByRole('dialog').getByLabel('Store Name').fill('Harbor');
    await page.getByRole('dialog').getByLabel('Store URL').fill(store.url);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Competitor' }).click();
    const row = page.getByRole('row', { name: /Harbor/ });
    await row.getByText('30', { exact: true }).waitFor({ timeout: 45_000 });

    // The twelfth climbs to the top; the first drops to third.
    const climber = store.products[11]!;
    store.bestSelling.set([
      handles[11]!,
      handles[1]!,
      handles[0]!,
      ...handles.slice(2, 11),
      ...handles.slice(12, 14).reverse(),
    ]);
    await page.getByRole('button', { name: 'Refresh Harbor' }).click();
    await see(page, 'Refresh Started');
    await row.getByText('Active').waitFor({ timeout: 45_000 });

    await row.getByRole('button', { name: 'Harbor best sellers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Harbor best sellers' });
    await see(dialog, NOTE);
    // A free account reads its plan's top 20 (R149).
    await see(dialog, 'Top 20 read on your plan');
    const list = dialog.getByRole('list', { name: 'Best sellers' });
    // The refresh may end just before the list is asked for: wait for the moved order.
    for (
      let i = 0;
      i < 20 &&
      !(await list
        .getByLabel('up 11 places')
        .isVisible()
        .catch(() => false));
      i++
    ) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
      await row.getByRole('button', { name: 'Harbor best sellers' }).click();
    }
    const first = list.getByRole('listitem').first();
    await see(first, climber.title);
    await see(first, '▲ 11');
    await see(list.getByRole('listitem').nth(2), '▼ 2');
    await j.shot('best sellers 1280');

    await first.getByRole('link', { name: climber.title }).click();
    await page.getByRole('heading', { name: 'Best-seller rank' }).waitFor();
    await see(page, `Now #1 in ${NOTE.charAt(0).toLowerCase()}${NOTE.slice(1)}`);
    await page.getByTestId('rank-history-chart').waitFor();
    const productUrl = new URL(page.url()).pathname;
    await j.shot('rank chart 1280');

    // A "climbed" alert on this product (R144).
    await page.getByRole('button', { name: 'Alert me about this product' }).click();
    const alertDialog = page.getByRole('dialog', { name: 'Create Alert' });
    await alertDialog.getByLabel('Alert Type').selectOption({ label: 'Best-Seller Climb' });
    await alertDialog.getByLabel('Places (K)').fill('5');
    await j.shot('climb alert dialog 1280');
    await alertDialog.getByRole('button', { name: 'Create Alert' }).click();
    await see(page, 'Alert Created');
    await page.goto('/alerts');
    const rule = page.getByRole('group', { name: 'Best-Seller Climb alert' });
    await see(rule, climber.title);
    await see(rule, '5 places or more');
    await j.shot('climb alert 1280');
    await page.goto(productUrl);

    await page.goto('/');
    const climbers = page.getByRole('list', { name: 'Biggest climbers' });
    await see(climbers, climber.title);
    await see(climbers, '▲ 11');
    await j.shot('dashboard climbers 1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await noSidewaysScroll(page, 'dashboard at 375 px');
    await j.shot('dashboard climbers 375');
    await page.goto('/competitors');
    await page.getByRole('button', { name: 'Harbor best sellers' }).filter({ visible: true }).first().click();
    await see(page.getByRole('dialog', { name: 'Harbor best sellers' }), NOTE);
    await j.shot('best sellers 375');
    await page.keyboard.press('Escape');
    await page.goto(productUrl);
    await page.getByTestId('rank-history-chart').waitFor();
    await noSidewaysScroll(page, 'product page at 375 px');
    await j.shot('rank chart 375');
  });
});
