import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPricePositionSummary } from '@shared/contracts/price-position';
import {
  json,
  page,
  renderWithProviders,
  samplePositionCompetitor,
  samplePositionRow,
  stubApi,
} from '@web/testing';
import { PricePositionPage } from './price-position-page';

afterEach(() => vi.unstubAllGlobals());

const summary = (overrides: Partial<TPricePositionSummary> = {}): TPricePositionSummary => ({
  matchedProducts: 2,
  mostExpensive: 1,
  cheapest: 1,
  undercutLast24h: 0,
  notCompared: 0,
  hasOwnStore: true,
  ...overrides,
});

const linen = samplePositionRow({
  competitors: [
    samplePositionCompetitor({ compareAtPrice: '55.00' }),
    samplePositionCompetitor({
      competitorId: 'c2',
      competitorName: 'Alpen Handel',
      productId: 12,
      title: 'Leinenhemd Blau M',
      url: 'https://alp.example/products/leinen',
      price: '42.00',
      currency: 'EUR',
      compared: false,
      notComparedReason:
        'Priced in EUR, yours in USD: prices in different currencies are never compared or converted.',
    }),
  ],
});

describe('/price-position', () => {
  it('says "No data yet" and leads to Settings before the own store is added', async () => {
    stubApi({
      'GET /api/price-position/summary': () => json(200, summary({ hasOwnStore: false, matchedProducts: 0 })),
      'GET /api/price-position': () => page([], { total: 0 }),
      'GET /api/competitors': () => json(200, []),
    });
    renderWithProviders(<PricePositionPage />, { url: '/price-position' });
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add my store' }).getAttribute('href')).toBe(
      '/settings?tab=my-store',
    );
  });

  it('shows the cards, my rank and gap, the other currency beside it, and filters by a card', async () => {
    const api = stubApi({
      'GET /api/price-position/summary': () => json(200, summary()),
      'GET /api/price-position': () => page([linen], { total: 1 }),
      'GET /api/price-position?position=most_expensive': () => page([linen], { total: 1 }),
      'GET /api/competitors': () => json(200, []),
    });
    renderWithProviders(<PricePositionPage />, { url: '/price-position' });
    expect(await screen.findByText('Linen Shirt – Blue / M')).toBeInTheDocument();
    expect(screen.getByText("I'm the most expensive on 1 product")).toBeInTheDocument();
    expect(screen.getByText('Rank 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('+8.9%')).toBeInTheDocument();
    expect(screen.getByText('$55.00')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Priced in EUR, yours in USD: prices in different currencies are never compared or converted.',
      ),
    ).toBeInTheDocument();
    // One page, every row shown: no paging footer (ShowMore).
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /most expensive on 1 product/ }));
    expect(screen.getByTestId('where').textContent).toBe('/price-position?position=most_expensive');
    await vi.waitFor(() => expect(api.count('GET /api/price-position?position=most_expensive')).toBe(1));
  });

  it("'Set undercut alert' opens the rule dialog on the undercut type and saves its threshold", async () => {
    const api = stubApi({
      'GET /api/price-position/summary': () => json(200, summary()),
      'GET /api/price-position': () => page([linen], { total: 1 }),
      'GET /api/competitors': () => json(200, []),
      'POST /api/alerts': () => json(201, {}),
    });
    renderWithProviders(<PricePositionPage />, { url: '/price-position' });
    await userEvent.click(await screen.findByRole('button', { name: 'Set undercut alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Alert' });
    expect(within(dialog).getByLabelText('Alert Type')).toHaveValue('undercut');
    expect(
      within(dialog).getByText(
        "A competitor's price on a matched product falls below mine by at least the threshold.",
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Threshold (%)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/alerts')?.body).toEqual({
      type: 'undercut',
      competitorId: null,
      productId: null,
      threshold: 5,
      isActive: true,
    });
  });

  it('exports the table with the filters on screen, as CSV and JSON', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const file = (name: string) =>
      new Response('title\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${name}"` },
      });
    const api = stubApi({
      'GET /api/price-position/summary': () => json(200, summary()),
      'GET /api/price-position?position=undercut': () => page([linen], { total: 1 }),
      'GET /api/competitors': () => json(200, []),
      'GET /api/price-position/export?position=undercut&format=csv': () =>
        file('price-position-2026-11-28.csv'),
      'GET /api/price-position/export?position=undercut&format=json': () =>
        file('price-position-2026-11-28.json'),
    });
    renderWithProviders(<PricePositionPage />, { url: '/price-position?position=undercut' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['price-position-2026-11-28.csv']));
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.count('GET /api/price-position/export?position=undercut&format=json')).toBe(1);
    vi.restoreAllMocks();
  });

  it('reports a failed load with a retry', async () => {
    stubApi({
      'GET /api/price-position/summary': () => json(500, { message: 'Internal Server Error' }),
      'GET /api/price-position': () => page([], { total: 0 }),
      'GET /api/competitors': () => json(200, []),
    });
    renderWithProviders(<PricePositionPage />, { url: '/price-position' });
    expect(await screen.findByText('Could not load this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
