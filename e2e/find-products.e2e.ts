// Journey: a new user finds one product among many: searches it, sorts and filters the list (the URL keeps the
// view), sorts and filters the price changes beside it, opens the product, reads its intraday price chart and asks
// to be alerted about it (docs/product-rules.md R87, R88, R119, R125).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeShopify, type FakeShopify, type FakeStore } from '../tools/fake-shopify/index.ts';
import { apiCall, apiLogin, registerUser } from './support/api.ts';
import { useJourney } from './support/browser.ts';
import { fakeStorePort } from './support/context.ts';
import { noSidewaysScroll, see, shownOption, signInThroughForm } from './support/ui.ts';

const finder = {
  username: 'productfinder',
  email: 'productfinder@example.com',
  password: 'productfinder-pw',
  firstName: 'Fin',
};
let fake: FakeShopify;
let store: FakeStore;
let cookie = '';

type TListed = { id: number; title: string; currentPrice: string | null };
type TDetail = { variants: { history: unknown[] }[] };

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      {
        name: 'Findable Goods',
        products: 30,
        variantsPerProduct: 1,
        seed: 77,
        port: fakeStorePort(),
        selfImages: true,
      },
    ],
  });
  store = fake.stores[0]!;
  // One product on sale, so "On sale only" has exactly one answer; none other has a compare-at.
  for (const [i, p] of store.products.entries()) {
    const v = p.variants[0]!;
    store.setCompareAt(v.id, i === 3 ? (Number(v.price) * 2).toFixed(2) : null);
  }
  await registerUser(finder);
  cookie = (await apiLogin(finder.username, finder.password)).cookie;
  const competitor = await apiCall<{ id: string }>(
    cookie,
    'POST',
    '/api/competitors',
    { name: 'Findable', url: store.url },
    201,
  );
  const target = store.products[7]!;
  const id = await waitFor('the first read of the store', async () => {
    const rows = await apiCall<TListed[]>(cookie, 'GET', `/api/products?limit=50`);
    return rows.length === 30 ? rows.find((r) => r.title === target.title)?.id : undefined;
  });
  // The same day, its price moves twice: the chart's history spans minutes. Another product rises once.
  const riser = store.products[12]!.variants[0]!;
  for (const factor of [0.8, 0.7]) {
    store.setPrice(target.variants[0]!.id, (Number(target.variants[0]!.price) * factor).toFixed(2));
    if (factor === 0.7) store.setPrice(riser.id, (Number(riser.price) * 1.5).toFixed(2));
    await apiCall(cookie, 'POST', `/api/competitors/${competitor.id}/scrape`, undefined, 202);
    const points = factor === 0.8 ? 2 : 3;
    await waitFor(`a history of ${points} points`, async () => {
      const detail = await apiCall<TDetail>(cookie, 'GET', `/api/products/${id}`);
      return (detail.variants[0]?.history.length ?? 0) >= points ? true : undefined;
    });
  }
}, 180_000);
afterAll(async () => fake?.close());

/** Asks again until the screen shows it (a list reloads after each change of the URL). */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 200 });

/** The product titles of the table's rows, top to bottom. */
const rowTitles = (page: Page) =>
  page
    .getByRole('link', { name: /View Product/ })
    .filter({ visible: true })
    .evaluateAll((links) =>
      links.map((a) => (a.textContent ?? '').replace(/^\s*View Product:?\s*/, '').trim()),
    );

describe('find products', () => {
  const j = useJourney('find-products');

  test('search, sort, filter, open a product, read its intraday chart and set an alert on it', async () => {
    const { page } = j;
    const target = store.products[7]!;
    await signInThroughForm(page, finder.username, finder.password);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/price-tracking');
    // Recent Price Changes: the rise first when sorted by change, only the drops when filtered (R125).
    const changes = page.getByRole('group', { name: 'Price change filters' });
    const changeRows = () =>
      page
        .getByRole('table', { name: 'Recent Price Changes' })
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => (r.querySelector('a')?.textContent ?? '').trim()));
    await poll(async () => (await changeRows()).length).toBe(3);
    await changes.getByLabel('Sort by').selectOption({ label: 'Biggest rise' });
    await page.waitForURL((url) => url.searchParams.get('changesSort') === 'change');
    await poll(async () => (await changeRows())[0]).toBe(store.products[12]!.title);
    await changes.getByLabel('Change', { exact: true }).selectOption({ label: 'Decreases' });
    await page.waitForURL((url) => url.searchParams.get('changesDirection') === 'decrease');
    await poll(() => changeRows()).toEqual([target.title, target.title]);
    await page.reload();
    expect(await shownOption(changes.getByLabel('Sort by'))).toBe('Biggest rise');
    expect(await shownOption(changes.getByLabel('Change', { exact: true }))).toBe('Decreases');
    await poll(() => changeRows()).toEqual([target.title, target.title]);
    await j.shot('price changes by change, decreases only, after a reload');
    await page.setViewportSize({ width: 375, height: 812 });
    await noSidewaysScroll(page, '/price-tracking with both filter bars at 375 px');
    await j.shot('price tracking at 375 px');
    await page.setViewportSize({ width: 1440, height: 900 });

    const productFilters = page.getByRole('group', { name: 'Product filters' });
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await poll(async () => (await rowTitles(page)).length).toBeGreaterThan(1);
    await search.fill(target.title);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === target.title);
    await poll(() => rowTitles(page)).toEqual([target.title]);
    await j.shot('searched');

    await search.fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await poll(async () => (await rowTitles(page)).length).toBeGreaterThan(1);
    await productFilters.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
    const byPrice = [...store.products]
      .sort((a, b) => Number(b.variants[0]!.price) - Number(a.variants[0]!.price))
      .map((p) => p.title);
    await poll(async () => (await rowTitles(page)).slice(0, 3)).toEqual(byPrice.slice(0, 3));
    await page.reload();
    expect(await shownOption(productFilters.getByLabel('Sort by'))).toBe('Price: high to low');
    await poll(async () => (await rowTitles(page)).slice(0, 3)).toEqual(byPrice.slice(0, 3));
    await j.shot('sorted by price, after a reload');

    await productFilters.getByLabel('On sale only').click();
    await page.waitForURL((url) => url.searchParams.get('onSale') === 'true');
    await poll(() => rowTitles(page)).toEqual([store.products[3]!.title]);
    await productFilters.getByLabel('On sale only').click();
    await page.waitForURL((url) => !url.searchParams.has('onSale'));
    await poll(async () => (await rowTitles(page)).length).toBeGreaterThan(1);

    await search.fill(target.title);
    await search.press('Enter');
    await poll(() => rowTitles(page)).toEqual([target.title]);
    await page
      .getByRole('link', { name: /View Product/ })
      .filter({ visible: true })
      .click();
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await j.shot('product page');

    // Intraday: the axis reads times of day, and the tooltip the exact moment and price.
    const chartBox = page.getByTestId('price-history-chart').first();
    const axisText = chartBox.locator('svg text');
    await axisText.first().waitFor({ state: 'attached' });
    const ticks = await axisText.allTextContents();
    const timeTicks = ticks.filter((t) => !t.includes('$'));
    expect(timeTicks.length).toBeGreaterThan(0);
    for (const tick of timeTicks) expect(tick).toMatch(/^\d{1,2}:\d{2}(:\d{2})?\s?[AP]M$/);
    const chart = page.getByTestId('price-history-chart').locator('svg').first();
    // Below the best-seller rank card: bring it into view before pointing at it.
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width - 30, box.y + box.height / 2);
    const tooltip = page.getByTestId('chart-tooltip');
    await tooltip.waitFor();
    const now = Number(store.product(target.id).variants[0]!.price);
    expect(await tooltip.textContent()).toContain(`$${now.toFixed(2)}`);
    await j.shot('intraday chart with tooltip');

    await page.getByRole('button', { name: 'Alert me about this product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Alert' });
    await poll(() => dialog.getByLabel('One product').isChecked()).toBe(true);
    await dialog.getByLabel('Alert Type').selectOption({ label: 'Price Drop' });
    await dialog.getByLabel('Threshold (%)').fill('5');
    await j.shot('product alert dialog');
    await dialog.getByRole('button', { name: 'Create Alert' }).click();
    await see(page, 'Alert Created');

    await page.goto('/alerts');
    const rule = page.getByRole('group', { name: 'Price Drop alert' });
    await see(rule, target.title);
    await j.shot('the product alert in My Alerts');
    const rules = await apiCall<{ productId: number | null; type: string }[]>(cookie, 'GET', '/api/alerts');
    expect(rules).toMatchObject([{ type: 'price_drop', productId: expect.any(Number) }]);
  });
});
