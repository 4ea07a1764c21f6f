import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCompetitor, TProduct } from '@shared/contracts/competitors';
import type { TPriceChange } from '@shared/contracts/insights';
import { fullDateTime } from '@shared/format';
import { isChangedByScrape } from '@web/lib/scraped-data';
import { dismissAllToasts, json, page, renderWithProviders, sampleCompetitor, stubApi } from '@web/testing';
import { PriceTrackingPage } from './price-tracking-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const competitor = (overrides: Partial<TCompetitor> = {}) =>
  sampleCompetitor({ lastScraped: ago(HOUR), productCount: 12, ...overrides });

function change(overrides: Partial<TPriceChange> = {}): TPriceChange {
  return {
    id: 1,
    productId: 7,
    productTitle: 'Trail Tent',
    productImage: 'https://cdn.test/tent.jpg',
    productUrl: 'https://acme-outdoor.com/products/trail-tent',
    variantTitle: null,
    competitorId: 'c1',
    competitorName: 'Acme Outdoor',
    oldPrice: '10.00',
    newPrice: '12.50',
    changeType: 'increase',
    percentageChange: '25.00',
    currency: 'USD',
    changedAt: ago(3 * HOUR),
    ...overrides,
  };
}

function product(overrides: Partial<TProduct> = {}): TProduct {
  return {
    id: 7,
    competitorId: 'c1',
    externalId: '1001',
    title: 'Trail Tent',
    handle: 'trail-tent',
    vendor: 'Acme',
    productType: 'Tents',
    tags: [],
    imageUrl: null,
    url: 'https://acme-outdoor.com/products/trail-tent',
    currentPrice: '12.50',
    compareAtPrice: null,
    available: true,
    currency: 'USD',
    shopifyCreatedAt: null,
    shopifyUpdatedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    competitorName: 'Acme Outdoor',
    lastPriceChangeAt: null,
    lastPriceChangePct: null,
    competitorDomain: 'acme-outdoor.com',
    ...overrides,
  };
}

const competitors = [
  competitor(),
  competitor({ id: 'c2', name: 'Bergstore', domain: 'bergstore.de', currency: 'EUR', productCount: 5 }),
];

function routes(over: Record<string, () => Response> = {}) {
  return {
    'GET /api/competitors': () => json(200, competitors),
    'GET /api/price-changes/summary': () =>
      json(200, {
        productsTracked: 540,
        priceChanges: 1060,
        priceChanges24h: 670,
        increases: 610,
        decreases: 450,
      }),
    'GET /api/price-changes?limit=50': () =>
      page([
        change(),
        change({
          id: 2,
          productId: 8,
          productTitle: 'Wool Socks',
          variantTitle: 'Large',
          competitorId: 'c2',
          competitorName: 'Bergstore',
          oldPrice: '20.00',
          newPrice: '18.00',
          changeType: 'decrease',
          percentageChange: '-10.00',
          currency: 'EUR',
          changedAt: ago(50 * HOUR),
        }),
      ]),
    'GET /api/products?limit=50': () =>
      page([
        product(),
        product({
          id: 8,
          title: 'Wool Socks',
          handle: 'wool-socks',
          vendor: null,
          currentPrice: '18.00',
          compareAtPrice: '30.00',
          available: false,
          currency: 'EUR',
          competitorId: 'c2',
          competitorName: 'Bergstore',
          competitorDomain: 'bergstore.de',
        }),
      ]),
    ...over,
  };
}

const table = (name: string) => screen.getByRole('table', { name });
const rowCount = (name: string) => within(table(name)).getAllByRole('row').length - 1;
/** The figure shown on a stat card, read from the card that holds the label. */
const stat = (label: string) => screen.getByText(label).parentElement?.textContent?.replace(label, '') ?? '';

describe('PriceTrackingPage', () => {
  it('shows the figures, price changes and products from the answers', async () => {
    stubApi(routes());
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });

    const changes = await screen.findByRole('table', { name: 'Recent Price Changes' });
    const first = within(changes).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'Trail Tent' }).getAttribute('href')).toBe('/products/7');
    expect(within(first).getByText('$10.00')).toBeInTheDocument();
    expect(within(first).getByText('$12.50')).toBeInTheDocument();
    expect(within(first).getByText('+25.0%')).toBeInTheDocument();
    const when = within(first).getByText('3h ago');
    expect(when.getAttribute('title')).toBe(fullDateTime(when.getAttribute('datetime')!));
    const second = within(changes).getAllByRole('row')[2]!;
    expect(within(second).getByText('Large')).toBeInTheDocument();
    expect(within(second).getByText('€20.00')).toBeInTheDocument();
    expect(within(second).getByText('€18.00')).toBeInTheDocument();
    expect(within(second).getByText('-10.0%')).toBeInTheDocument();
    expect(within(second).getByText('2d ago')).toBeInTheDocument();

    const products = await screen.findByRole('table', { name: 'All Tracked Products' });
    const socks = within(products).getAllByRole('row')[2]!;
    expect(within(socks).getByText('wool-socks')).toBeInTheDocument();
    expect(within(socks).getByText('Unknown')).toBeInTheDocument();
    expect(within(socks).getByText('bergstore.de')).toBeInTheDocument();
    expect(within(socks).getByText('€30.00').tagName).toBe('S');
    expect(within(socks).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(socks).getByRole('link', { name: 'View Product: Wool Socks' }).getAttribute('href')).toBe(
      '/products/8',
    );
    const tent = within(products).getAllByRole('row')[1]!;
    expect(within(tent).getByText('Acme')).toBeInTheDocument();
    expect(within(tent).getByText('—')).toBeInTheDocument();
    expect(within(tent).getByText('Available')).toBeInTheDocument();

    // The cards are the server's totals, not counts of the loaded rows.
    expect(stat('Products Tracked')).toBe('540across your competitors');
    expect(stat('Price Changes (24h)')).toBe('670in the last 24 h');
    expect(stat('Price Increases')).toBe('610of 1,060 recorded changes');
    expect(stat('Price Decreases')).toBe('450of 1,060 recorded changes');
  });

  it('asks for one competitor when the filter changes and keeps it in the URL', async () => {
    const api = stubApi(
      routes({
        'GET /api/price-changes?competitorId=c2&limit=50': () => page([]),
        'GET /api/competitors/c2/products?limit=50': () => page([product({ id: 9, title: 'Berg Boots' })]),
        'GET /api/price-changes/summary?competitorId=c2': () =>
          json(200, { productsTracked: 5, priceChanges: 0, priceChanges24h: 0, increases: 0, decreases: 0 }),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    await screen.findByRole('table', { name: 'Recent Price Changes' });
    await userEvent.selectOptions(screen.getByLabelText('Competitor'), 'Bergstore');

    await waitFor(() =>
      expect(within(table('All Tracked Products')).getByText('Berg Boots')).toBeInTheDocument(),
    );
    expect(api.count('GET /api/price-changes?competitorId=c2&limit=50')).toBe(1);
    expect(api.count('GET /api/competitors/c2/products?limit=50')).toBe(1);
    expect(api.count('GET /api/price-changes/summary?competitorId=c2')).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/price-tracking?competitorId=c2');
    expect(screen.getByText('No price changes yet')).toBeInTheDocument();
    await waitFor(() => expect(stat('Products Tracked')).toBe('5at Bergstore'));

    await userEvent.selectOptions(screen.getByLabelText('Competitor'), 'All competitors');
    expect(screen.getByTestId('where').textContent).toBe('/price-tracking');
  });

  it('reads the filter from the URL', async () => {
    const api = stubApi(
      routes({
        'GET /api/price-changes?competitorId=c2&limit=50': () =>
          page([change({ competitorName: 'Bergstore' })]),
        'GET /api/competitors/c2/products?limit=50': () => page([]),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking?competitorId=c2' });
    await screen.findByRole('table', { name: 'Recent Price Changes' });
    expect((screen.getByLabelText('Competitor') as HTMLSelectElement).value).toBe('c2');
    expect(api.count('GET /api/price-changes?limit=50')).toBe(0);
  });

  it('shows the first 20 rows, then the rest, then the next page by cursor, with the true total', async () => {
    const many = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        change({ id: from + i, productTitle: `Item ${from + i}`, changedAt: ago(HOUR) }),
      );
    const api = stubApi(
      routes({
        'GET /api/price-changes?limit=50': () =>
          page(many(1, 50), { next: { path: '/api/price-changes?limit=50', cursor: 'next/1' }, total: 1060 }),
        'GET /api/price-changes?limit=50&cursor=next%2F1': () =>
          // The server counts with the first page only: the total must survive pages that do not repeat it.
          page(many(51, 10), { next: { path: '/api/price-changes?limit=50', cursor: 'next/2' } }),
        'GET /api/products?limit=50': () =>
          page(Array.from({ length: 23 }, (_, i) => product({ id: 100 + i, title: `Product ${i}` }))),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    await screen.findByRole('table', { name: 'Recent Price Changes' });
    expect(rowCount('Recent Price Changes')).toBe(20);
    expect(screen.getByText('Showing 20 of 1,060 price changes')).toBeInTheDocument();
    // The 24 h figure is the server's count, never "50+" from the rows loaded.
    await waitFor(() => expect(stat('Price Changes (24h)')).toBe('670in the last 24 h'));

    await userEvent.click(screen.getByRole('button', { name: 'Show more (30)' }));
    expect(rowCount('Recent Price Changes')).toBe(50);
    expect(screen.getByText('Showing 50 of 1,060 price changes')).toBeInTheDocument();
    expect(api.count('GET /api/price-changes?limit=50&cursor=next%2F1')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowCount('Recent Price Changes')).toBe(60));
    expect(api.count('GET /api/price-changes?limit=50&cursor=next%2F1')).toBe(1);
    expect(screen.getByText('Showing 60 of 1,060 price changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();

    // No total header and no next page: every product is loaded, so the loaded count is the total.
    expect(rowCount('All Tracked Products')).toBe(20);
    expect(screen.getByText('Showing 20 of 23 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (3)' }));
    expect(rowCount('All Tracked Products')).toBe(23);
  }, 30_000);

  it('follows the older x-next-cursor header and says "so far" without a total', async () => {
    const many = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => product({ id: from + i, title: `Product ${from + i}` }));
    const api = stubApi(
      routes({
        'GET /api/products?limit=50': () => page(many(1, 50), { legacyCursor: 'p-2' }),
        'GET /api/products?limit=50&cursor=p-2': () => page(many(51, 5)),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    await screen.findByRole('table', { name: 'All Tracked Products' });
    expect(screen.getByText('Showing 20 products so far')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (30)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowCount('All Tracked Products')).toBe(55));
    expect(api.count('GET /api/products?limit=50&cursor=p-2')).toBe(1);
    expect(screen.queryByText(/^Showing/)).toBeNull();
  }, 30_000);

  it('strikes through a compare-at only when it is above the price (docs/product-rules.md R86)', async () => {
    stubApi(
      routes({
        'GET /api/products?limit=50': () =>
          page([
            product({ id: 1, title: 'Equal', currentPrice: '162.95', compareAtPrice: '162.95' }),
            product({ id: 2, title: 'Below', currentPrice: '50.00', compareAtPrice: '40.00' }),
            product({ id: 3, title: 'Sale', currentPrice: '150.00', compareAtPrice: '200.00' }),
          ]),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    const products = await screen.findByRole('table', { name: 'All Tracked Products' });
    const rowOf = (title: string) => within(products).getByText(title).closest('tr')!;
    for (const title of ['Equal', 'Below']) {
      expect(within(rowOf(title)).getByText('—')).toBeInTheDocument();
      expect(rowOf(title).querySelector('s')).toBeNull();
    }
    expect(within(rowOf('Sale')).getByText('$200.00').tagName).toBe('S');
  });

  it('searches, sorts and filters the products on the server and keeps them in the URL', async () => {
    const api = stubApi(
      routes({
        'GET /api/products?limit=50&q=boot&sort=price&dir=desc&onSale=true': () =>
          page([product({ id: 5, title: 'Boot' })], { total: 1 }),
        'GET /api/products?limit=50&q=boot&sort=lastChange&dir=desc&onSale=true': () =>
          page(
            [
              product({
                id: 6,
                title: 'Boot Lite',
                lastPriceChangeAt: ago(3 * HOUR),
                lastPriceChangePct: '-10.00',
              }),
            ],
            { total: 1 },
          ),
        'GET /api/products?limit=50&q=boot&sort=lastChange&dir=desc&availability=out_of_stock&onSale=true':
          () => page([]),
        'GET /api/price-changes?limit=50&q=tent': () => page([change()]),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, {
      url: '/price-tracking?q=boot&sort=price&dir=desc&onSale=true',
    });
    const products = await screen.findByRole('table', { name: 'All Tracked Products' });
    expect(within(products).getByText('Boot')).toBeInTheDocument();
    const bar = within(screen.getByRole('group', { name: 'Product filters' }));
    expect((bar.getByLabelText('Search products') as HTMLInputElement).value).toBe('boot');
    expect((bar.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price:desc');
    expect((bar.getByLabelText('On sale only') as HTMLInputElement).checked).toBe(true);
    expect(api.count('GET /api/products?limit=50')).toBe(0);

    await userEvent.selectOptions(bar.getByLabelText('Sort by'), 'Last change');
    await waitFor(() =>
      expect(within(table('All Tracked Products')).getByText('Boot Lite')).toBeInTheDocument(),
    );
    expect(screen.getByTestId('where').textContent).toBe(
      '/price-tracking?q=boot&sort=lastChange&dir=desc&onSale=true',
    );
    await userEvent.selectOptions(bar.getByLabelText('Availability'), 'Out of Stock');
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    expect(bar.getByLabelText('Search products')).toBeInTheDocument();

    const changes = within(screen.getByRole('group', { name: 'Price change filters' }));
    await userEvent.type(changes.getByLabelText('Search price changes'), 'tent{Enter}');
    await waitFor(() => expect(api.count('GET /api/price-changes?limit=50&q=tent')).toBe(1));
    expect(screen.getByTestId('where').textContent).toContain('changesQ=tent');
  }, 30_000);

  it('sorts and filters the price changes on the server and keeps them in the URL (R125)', async () => {
    const api = stubApi(
      routes({
        'GET /api/price-changes?limit=50&sort=change&direction=decrease': () =>
          page(
            [
              change({
                id: 3,
                productTitle: 'Camp Stove',
                changeType: 'decrease',
                percentageChange: '-30.00',
              }),
            ],
            {
              total: 1,
            },
          ),
        'GET /api/price-changes?limit=50&q=stove&sort=change&direction=decrease': () =>
          page(
            [
              change({
                id: 3,
                productTitle: 'Camp Stove',
                changeType: 'decrease',
                percentageChange: '-30.00',
              }),
            ],
            {
              total: 1,
            },
          ),
        'GET /api/price-changes?limit=50&q=stove&sort=change&direction=decrease&onSale=true': () => page([]),
        'GET /api/price-changes?limit=50&q=stove&sort=price&dir=desc&direction=decrease&onSale=true': () =>
          page([]),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, {
      url: '/price-tracking?changesSort=change&changesDirection=decrease&sort=price',
    });
    const changes = await screen.findByRole('table', { name: 'Recent Price Changes' });
    expect(within(changes).getByText('Camp Stove')).toBeInTheDocument();
    expect(api.count('GET /api/price-changes?limit=50')).toBe(0);
    const bar = within(screen.getByRole('group', { name: 'Price change filters' }));
    expect((bar.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('change:desc');
    expect((bar.getByLabelText('Change') as HTMLSelectElement).value).toBe('decrease');
    // The products list keeps its own sort beside it.
    const products = within(screen.getByRole('group', { name: 'Product filters' }));
    expect((products.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price:asc');

    // A search, then a filter before the page renders again: the filter keeps the search.
    await userEvent.type(bar.getByLabelText('Search price changes'), 'stove{Enter}');
    await userEvent.click(bar.getByLabelText('On sale only'));
    expect(await screen.findByText('No price changes match these filters')).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe(
      '/price-tracking?changesSort=change&changesDirection=decrease&sort=price&changesQ=stove&changesOnSale=true',
    );
    await userEvent.selectOptions(bar.getByLabelText('Sort by'), 'New price: high to low');
    await waitFor(() =>
      expect(
        api.count(
          'GET /api/price-changes?limit=50&q=stove&sort=price&dir=desc&direction=decrease&onSale=true',
        ),
      ).toBe(1),
    );
  }, 30_000);

  it('points to the competitors page when the user tracks none', async () => {
    stubApi(routes({ 'GET /api/competitors': () => json(200, []) }));
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    expect(await screen.findByText('No competitors yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a competitor' }).getAttribute('href')).toBe('/competitors');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says changes come after the next scrape when there are none yet', async () => {
    stubApi(
      routes({
        'GET /api/price-changes?limit=50': () => page([]),
        'GET /api/products?limit=50': () => page([]),
        'GET /api/price-changes/summary': () =>
          json(200, { productsTracked: 0, priceChanges: 0, priceChanges24h: 0, increases: 0, decreases: 0 }),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    expect(await screen.findByText('No price changes yet')).toBeInTheDocument();
    expect(screen.getByText(/after the next scrape/)).toBeInTheDocument();
    expect(screen.getByText('No products yet')).toBeInTheDocument();
    expect(stat('Price Changes (24h)')).toMatch(/^0/);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubApi(
      routes({
        'GET /api/price-changes?limit=50': () =>
          fail ? json(500, { message: 'Database is down' }) : page([change()]),
      }),
    );
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    expect(await screen.findByText('Could not load Recent Price Changes')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'All Tracked Products' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Recent Price Changes' })).toBeInTheDocument();
  });

  it('refetches both lists when a finished scrape invalidates the scraped-data queries', async () => {
    const api = stubApi(routes());
    const { client } = renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    await screen.findByRole('table', { name: 'All Tracked Products' });
    await client.invalidateQueries({ predicate: isChangedByScrape });
    expect(api.count('GET /api/price-changes?limit=50')).toBe(2);
    expect(api.count('GET /api/products?limit=50')).toBe(2);
    expect(api.count('GET /api/price-changes/summary')).toBe(2);
  });

  it('shows a dash on the cards when the totals fail to load', async () => {
    stubApi(routes({ 'GET /api/price-changes/summary': () => json(500, { message: 'Database is down' }) }));
    renderWithProviders(<PriceTrackingPage />, { url: '/price-tracking' });
    await waitFor(() => expect(stat('Price Changes (24h)')).toBe('—in the last 24 h'));
    expect(stat('Products Tracked')).toMatch(/^—/);
  });
});
