import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPromotions } from '@shared/contracts/insights';
import { dismissAllToasts, json, renderWithProviders, sampleCompetitor, stubApi } from '@web/testing';
import { PromotionsPage } from './promotions-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const competitor = (id: string, name: string) =>
  sampleCompetitor({
    id,
    name,
    url: `https://${id}.myshopify.com`,
    domain: `${id}.myshopify.com`,
    lastScraped: '2025-01-01T00:00:00.000Z',
    productCount: 10,
  });

const onSale = (i: number, currency = 'USD'): TPromotions['onSale'][number] => ({
  productId: i,
  title: `Sale Item ${i}`,
  imageUrl: null,
  url: `https://acme.myshopify.com/products/item-${i}`,
  competitorName: 'Acme',
  currentPrice: '75.00',
  compareAtPrice: '100.00',
  discountPercent: 25,
  saveAmount: '25.00',
  currency,
});

const history = (i: number): TPromotions['discountHistory'][number] => ({
  id: i,
  productId: i,
  title: `History Item ${i}`,
  competitorName: 'Acme',
  type: 'discount_started',
  oldPrice: '40.00',
  newPrice: '30.00',
  percentageChange: '-25.00',
  discountAmount: '10.00',
  currency: 'EUR',
  detectedAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
});

const promotions: TPromotions = {
  productsOnSale: 2,
  discountAlerts7d: 4,
  totalSavings: [
    { currency: 'USD', amount: '25.00' },
    { currency: 'EUR', amount: '12.50' },
  ],
  avgDiscount: 33,
  onSale: [
    onSale(1),
    { ...onSale(2, 'EUR'), currentPrice: '37.50', compareAtPrice: '50.00', saveAmount: '12.50' },
  ],
  discountHistory: [history(1)],
};

const stat = (label: string) => screen.getByTestId(`stat-${label}`);
const competitors = [competitor('c1', 'Acme'), competitor('c2', 'Bolt')];

describe('PromotionsPage', () => {
  it('shows the figures, with savings grouped by currency, and both tables', async () => {
    stubApi({
      'GET /api/competitors': () => json(200, competitors),
      'GET /api/promotions': () => json(200, promotions),
    });
    renderWithProviders(<PromotionsPage />, { url: '/promotions' });
    await screen.findByRole('region', { name: 'Statistics' });
    expect(within(stat('Products On Sale')).getByText('2')).toBeInTheDocument();
    expect(within(stat('Discount Alerts (7d)')).getByText('4')).toBeInTheDocument();
    expect(stat('Total Savings').textContent).toContain('$25.00 · €12.50');
    // Each amount is kept whole: a line may break between amounts, never inside one (docs/product-rules.md R89).
    for (const amount of ['$25.00', '€12.50']) {
      expect(within(stat('Total Savings')).getByText(amount).className).toContain('whitespace-nowrap');
    }
    expect(within(stat('Avg Discount')).getByText('33%')).toBeInTheDocument();

    const [saleTable, historyTable] = screen.getAllByRole('table');
    const row = within(saleTable!).getByRole('row', { name: /Sale Item 2/ });
    expect(within(row).getByText('€37.50')).toBeInTheDocument();
    expect(within(row).getByText('€50.00')).toBeInTheDocument();
    expect(within(row).getByText('-25%')).toBeInTheDocument();
    expect(within(row).getByText('Save €12.50')).toBeInTheDocument();
    const deal = within(row).getByRole('link', { name: /View Deal/ });
    expect(deal.getAttribute('href')).toBe('https://acme.myshopify.com/products/item-2');
    expect(deal.getAttribute('target')).toBe('_blank');

    const past = within(historyTable!).getByRole('row', { name: /History Item 1/ });
    expect(within(past).getByText('€40.00')).toBeInTheDocument();
    expect(within(past).getByText('€30.00')).toBeInTheDocument();
    expect(within(past).getByText('-25.0%')).toBeInTheDocument();
    expect(within(past).getByText('€10.00')).toBeInTheDocument();
    expect(within(past).getByText('3h ago')).toBeInTheDocument();
  });

  it('shows "0%" and zero savings when nothing is on sale, with empty tables', async () => {
    stubApi({
      'GET /api/competitors': () => json(200, competitors),
      'GET /api/promotions': () =>
        json(200, {
          ...promotions,
          productsOnSale: 0,
          totalSavings: [],
          avgDiscount: 0,
          onSale: [],
          discountHistory: [],
        }),
    });
    renderWithProviders(<PromotionsPage />, { url: '/promotions' });
    await screen.findByRole('region', { name: 'Statistics' });
    expect(within(stat('Avg Discount')).getByText('0%')).toBeInTheDocument();
    expect(within(stat('Total Savings')).getByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText(/No products on sale right now/)).toBeInTheDocument();
    expect(screen.getByText(/No discounts detected yet/)).toBeInTheDocument();
  });

  it('shows the first 20 rows and the rest on "Show more"', async () => {
    const many = Array.from({ length: 23 }, (_, i) => onSale(i + 1));
    stubApi({
      'GET /api/competitors': () => json(200, competitors),
      'GET /api/promotions': () => json(200, { ...promotions, onSale: many }),
    });
    renderWithProviders(<PromotionsPage />, { url: '/promotions' });
    const saleTable = (await screen.findAllByRole('table'))[0]!;
    expect(within(saleTable).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (3 more)' }));
    expect(within(saleTable).getAllByRole('row')).toHaveLength(24);
    expect(within(saleTable).getByText('Sale Item 23')).toBeInTheDocument();
  });

  it('filters by competitor through ?competitorId=', async () => {
    const api = stubApi({
      'GET /api/competitors': () => json(200, competitors),
      'GET /api/promotions': () => json(200, promotions),
      'GET /api/promotions?competitorId=c2': () => json(200, { ...promotions, productsOnSale: 7 }),
    });
    renderWithProviders(<PromotionsPage />, { url: '/promotions' });
    await screen.findByRole('region', { name: 'Statistics' });
    await screen.findByRole('option', { name: 'Bolt' });
    await userEvent.selectOptions(screen.getByLabelText('Competitor'), 'c2');
    expect(await within(stat('Products On Sale')).findByText('7')).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/promotions?competitorId=c2');
    expect(api.count('GET /api/promotions?competitorId=c2')).toBe(1);
  });

  it('points to /competitors when none are tracked', async () => {
    stubApi({
      'GET /api/competitors': () => json(200, []),
      'GET /api/promotions': () => json(200, promotions),
    });
    renderWithProviders(<PromotionsPage />, { url: '/promotions' });
    expect(await screen.findByText('No competitors yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a Competitor' }).getAttribute('href')).toBe('/competitors');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/competitors': () => json(200, competitors),
      'GET /api/promotions': () =>
        fail ? json(500, { message: 'Database is down' }) : json(200, promotions),
    });
    renderWithProviders(<PromotionsPage />, { url: '/promotions' });
    expect(await screen.findByText('Could not load promotions')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Statistics' })).toBeInTheDocument();
  });
});
