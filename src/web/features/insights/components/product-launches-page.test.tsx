import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLaunches } from '@shared/contracts/insights';
import { fullDateTime } from '@shared/format';
import { isChangedByScrape } from '@web/lib/scraped-data';
import { dismissAllToasts, json, renderWithProviders, sampleCompetitor, stubApi } from '@web/testing';
import { ProductLaunchesPage } from './product-launches-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const competitor = (id: string, name: string) =>
  sampleCompetitor({ id, name, url: `https://${id}.test`, domain: `${id}.test`, productCount: 3 });
const competitors = [competitor('c1', 'Acme Outdoor'), competitor('c2', 'Bergstore')];

type TLaunch = TLaunches['launches'][number];
const launch = (overrides: Partial<TLaunch> = {}): TLaunch => ({
  productId: 1,
  title: 'Summit Jacket',
  imageUrl: null,
  url: 'https://c1.test/products/summit-jacket',
  competitorId: 'c1',
  competitorName: 'Acme Outdoor',
  currentPrice: '49.00',
  compareAtPrice: '59.00',
  currency: 'USD',
  launchedAt: ago(2 * DAY),
  ...overrides,
});

const launches: TLaunches = {
  new7d: 2,
  new30d: 3,
  activeCompetitors: 2,
  launches: [
    launch({
      productId: 2,
      title: 'Berg Boots',
      competitorName: 'Bergstore',
      currency: 'EUR',
      currentPrice: '120.00',
      compareAtPrice: null,
      launchedAt: ago(3 * HOUR),
    }),
    launch(),
    launch({
      productId: 3,
      title: 'Old Lantern',
      currentPrice: '15.00',
      compareAtPrice: '10.00',
      launchedAt: ago(20 * DAY),
    }),
  ],
};

function routes(over: Record<string, () => Response> = {}) {
  return {
    'GET /api/competitors': () => json(200, competitors),
    'GET /api/product-launches': () => json(200, launches),
    ...over,
  };
}

const OVERVIEW = 'Product Tracking Overview (Last 30 Days)';
const NOTIFICATIONS = 'Product Launch Notifications';
const table = (name: string) => screen.getByRole('table', { name });
const rows = (name: string) => within(table(name)).getAllByRole('row').slice(1);
const stat = (label: string) => screen.getByText(label).parentElement?.textContent?.replace(label, '') ?? '';

describe('ProductLaunchesPage', () => {
  it('shows the launch figures and both tables from the answer', async () => {
    stubApi(routes());
    renderWithProviders(<ProductLaunchesPage />, { url: '/product-launches' });
    await screen.findByRole('table', { name: OVERVIEW });

    expect(stat('New Products (7d)')).toMatch(/^2/);
    expect(stat('New Products (30d)')).toMatch(/^3/);
    expect(stat('Active Competitors')).toMatch(/^2/);

    const overview = rows(OVERVIEW);
    expect(overview).toHaveLength(3);
    const [boots, jacket, lantern] = overview as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(boots).getByText('€120.00')).toBeInTheDocument();
    expect(within(boots).getByText('Bergstore')).toBeInTheDocument();
    expect(within(boots).getByText('3h ago')).toBeInTheDocument();
    expect(within(jacket).getByText('$49.00')).toBeInTheDocument();
    expect(within(jacket).getByText('$59.00').tagName).toBe('S');
    const added = within(jacket).getByText('2d ago');
    expect(within(jacket).getByText(fullDateTime(added.getAttribute('datetime')!))).toBeInTheDocument();
    expect(within(jacket).getByRole('link', { name: 'View Summit Jacket' }).getAttribute('href')).toBe(
      '/products/1',
    );
    // A compare-at below the price is no discount: not struck.
    expect(within(lantern).queryByText('$10.00')).toBeNull();
    expect(within(lantern).getByText('2w ago')).toBeInTheDocument();

    const recent = rows(NOTIFICATIONS);
    expect(recent).toHaveLength(2);
    for (const row of recent) expect(within(row).getByText('New Launch')).toBeInTheDocument();
    expect(within(table(NOTIFICATIONS)).queryByText('Old Lantern')).toBeNull();
  });

  it('asks for one competitor when the filter changes', async () => {
    const api = stubApi(
      routes({
        'GET /api/product-launches?competitorId=c2': () =>
          json(200, {
            new7d: 0,
            new30d: 1,
            activeCompetitors: 1,
            launches: [launch({ title: 'Only Berg', launchedAt: ago(10 * DAY) })],
          }),
      }),
    );
    renderWithProviders(<ProductLaunchesPage />, { url: '/product-launches' });
    await screen.findByRole('table', { name: OVERVIEW });
    await userEvent.selectOptions(screen.getByLabelText('Competitor'), 'Bergstore');

    await waitFor(() =>
      expect(within(table(OVERVIEW)).getByRole('link', { name: 'View Only Berg' })).toBeInTheDocument(),
    );
    expect(api.count('GET /api/product-launches?competitorId=c2')).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/product-launches?competitorId=c2');
    expect(stat('Active Competitors')).toMatch(/^1/);
    expect(screen.getByText('No launches in the last 7 days')).toBeInTheDocument();
  });

  it('shows the first 20 rows, then the rest', async () => {
    const many = Array.from({ length: 26 }, (_, i) =>
      launch({ productId: 100 + i, title: `Launch ${i}`, launchedAt: ago((i + 1) * HOUR) }),
    );
    stubApi(routes({ 'GET /api/product-launches': () => json(200, { ...launches, launches: many }) }));
    renderWithProviders(<ProductLaunchesPage />, { url: '/product-launches' });
    await screen.findByRole('table', { name: OVERVIEW });
    expect(rows(OVERVIEW)).toHaveLength(20);
    expect(rows(NOTIFICATIONS)).toHaveLength(20);
    const overviewCard = table(OVERVIEW).closest('.rounded-card') as HTMLElement;
    await userEvent.click(within(overviewCard).getByRole('button', { name: 'Show more (6)' }));
    expect(rows(OVERVIEW)).toHaveLength(26);
    expect(rows(NOTIFICATIONS)).toHaveLength(20);
  }, 30_000);

  it('points to the competitors page when the user tracks none', async () => {
    stubApi(routes({ 'GET /api/competitors': () => json(200, []) }));
    renderWithProviders(<ProductLaunchesPage />, { url: '/product-launches' });
    expect(await screen.findByText('No competitors yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a competitor' }).getAttribute('href')).toBe('/competitors');
  });

  it('says so when nothing launched lately', async () => {
    stubApi(
      routes({
        'GET /api/product-launches': () =>
          json(200, { new7d: 0, new30d: 0, activeCompetitors: 2, launches: [] }),
      }),
    );
    renderWithProviders(<ProductLaunchesPage />, { url: '/product-launches' });
    expect(await screen.findByText('No new products in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('No launches in the last 7 days')).toBeInTheDocument();
    expect(stat('New Products (7d)')).toMatch(/^0/);
  });

  it('shows a failed load with a retry', async () => {
    stubApi(routes({ 'GET /api/product-launches': () => json(500, { message: 'Database is down' }) }));
    renderWithProviders(<ProductLaunchesPage />, { url: '/product-launches' });
    expect(await screen.findByText(`Could not load ${OVERVIEW}`)).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(stat('New Products (7d)')).toMatch(/^—/);
  });

  it('refetches when a finished scrape invalidates the scraped-data queries', async () => {
    const api = stubApi(routes());
    const { client } = renderWithProviders(<ProductLaunchesPage />, { url: '/product-launches' });
    await screen.findByRole('table', { name: OVERVIEW });
    await client.invalidateQueries({ predicate: isChangedByScrape });
    expect(api.count('GET /api/product-launches')).toBe(2);
  });
});
