import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProductDetail } from '@shared/contracts/insights';
import { paths } from '@web/lib/paths';
import { dismissAllToasts, json, renderWithProviders, stubApi } from '@web/testing';
import { ProductPage } from './product-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const detail: TProductDetail = {
  id: 7,
  competitorId: 'c1',
  competitorName: 'Acme Outdoor',
  competitorDomain: 'acme-outdoor.com',
  title: 'Trail Tent',
  handle: 'trail-tent',
  url: 'https://acme-outdoor.com/products/trail-tent',
  imageUrl: 'https://cdn.test/tent.jpg',
  vendor: 'Acme',
  productType: 'Tents',
  currentPrice: '199.00',
  compareAtPrice: '249.00',
  available: true,
  currency: 'USD',
  launchedAt: ago(30 * DAY),
  removedAt: null,
  variantsVisible: null,
  variantsEstimated: null,
  variants: [
    {
      id: 71,
      title: '2 Person',
      sku: 'TT-2P',
      price: '199.00',
      compareAtPrice: '249.00',
      available: true,
      removedAt: null,
      history: [
        { price: '229.00', compareAtPrice: null, available: true, at: ago(20 * DAY) },
        { price: '229.00', compareAtPrice: null, available: false, at: ago(10 * DAY) },
        { price: '199.00', compareAtPrice: '249.00', available: true, at: ago(2 * DAY) },
      ],
    },
    {
      id: 72,
      title: '4 Person',
      sku: null,
      price: '299.00',
      compareAtPrice: null,
      available: false,
      removedAt: null,
      history: [{ price: '299.00', compareAtPrice: null, available: false, at: ago(15 * DAY) }],
    },
  ],
};

function renderPage(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.productRoute} element={<ProductPage />} />
    </Routes>,
    { url: paths.product(id) },
  );
}

describe('ProductPage', () => {
  it("'Alert me about this product' opens the rule dialog scoped to this product", async () => {
    const api = stubApi({
      'GET /api/products/7': () => json(200, detail),
      'GET /api/competitors': () => json(200, []),
      'POST /api/alerts': () => json(201, {}),
    });
    renderPage('7');
    await userEvent.click(await screen.findByRole('button', { name: 'Alert me about this product' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Alert' });
    expect(within(dialog).getByLabelText('One product')).toBeChecked();
    expect(within(dialog).getByText('Trail Tent')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Alert Type'), 'price_drop');
    await userEvent.type(within(dialog).getByLabelText('Threshold (%)'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/alerts')?.body).toEqual({
      type: 'price_drop',
      competitorId: null,
      productId: 7,
      threshold: 10,
      isActive: true,
    });
  });

  it("'Match to one of my products' searches my store and matches the pair by hand", async () => {
    const api = stubApi({
      'GET /api/products/7': () => json(200, detail),
      'GET /api/my-store/products?q=tent&limit=8': () =>
        json(200, [
          {
            id: 41,
            title: 'Trail Tent 2P',
            vendor: 'Tidewater',
            url: 'https://mine.example/products/tent',
            imageUrl: null,
            price: '199.00',
            currency: 'USD',
          },
        ]),
      'POST /api/matches': () => json(201, { id: 5 }),
    });
    renderPage('7');
    await userEvent.click(await screen.findByRole('button', { name: 'Match to one of my products' }));
    // The picker loads on demand (docs/decisions/012-light-first-load.md).
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Match to one of my products' },
      { timeout: 15_000 },
    );
    await userEvent.type(within(dialog).getByLabelText('Find one of my products'), 'tent');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Trail Tent 2P/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/matches')?.body).toEqual({
      ownProductId: 41,
      competitorProductId: 7,
    });
    expect(await screen.findByText('Products matched')).toBeInTheDocument();
  });

  it('shows the product, a price chart per variant and the variants table', async () => {
    stubApi({ 'GET /api/products/7': () => json(200, detail) });
    renderPage('7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Tent' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current price').textContent).toBe('$199.00');
    expect(screen.getAllByText('$249.00').some((el) => el.tagName === 'S')).toBe(true);
    expect(screen.getByText(/acme-outdoor\.com/)).toBeInTheDocument();
    const store = screen.getByRole('link', { name: /View on Acme Outdoor's store/ });
    expect(store.getAttribute('href')).toBe(detail.url);
    expect(store.getAttribute('target')).toBe('_blank');
    expect(store.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Back to Price Tracking/ }).getAttribute('href')).toBe(
      '/price-tracking',
    );

    const charts = screen.getAllByTestId('price-history-chart');
    expect(charts).toHaveLength(2);
    expect(charts[0]!.getAttribute('aria-label')).toBe(
      'Price history of 2 Person: 3 recorded prices, out of stock 1 time',
    );
    expect(screen.getAllByText(/Out of stock \(grey band, hollow marker\)/)).toHaveLength(2);
    expect(screen.getAllByText('Compare-at price')).toHaveLength(1);

    const variants = screen.getByRole('table', { name: 'Variants' });
    const [two, four] = within(variants).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(two).getByText('2 Person')).toBeInTheDocument();
    expect(within(two).getByText('TT-2P')).toBeInTheDocument();
    expect(within(two).getByText('$199.00')).toBeInTheDocument();
    expect(within(two).getByText('$249.00').tagName).toBe('S');
    expect(within(two).getByText('Available')).toBeInTheDocument();
    expect(within(two).getByText('2d ago')).toBeInTheDocument();
    expect(within(four).getByText('$299.00')).toBeInTheDocument();
    expect(within(four).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(four).getByText('2w ago')).toBeInTheDocument();
  });

  it('says how many variants a cut listing shows, and charts the first ones until asked for all', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      ...detail.variants[0]!,
      id: 1000 + i,
      title: `Size ${i + 1}`,
    }));
    stubApi({
      'GET /api/products/7': () =>
        json(200, { ...detail, variants: many, variantsVisible: 250, variantsEstimated: 600 }),
    });
    renderPage('7');
    expect(await screen.findAllByText(/250 of about 600 variants visible/)).toHaveLength(2);
    expect(screen.getByText(/never counted as removed or sold out/)).toBeInTheDocument();
    const charts = () => screen.getAllByRole('img', { name: /^Price history of Size / }).length;
    expect(charts()).toBe(8);
    await userEvent.click(screen.getByRole('button', { name: "Show all 250 variants' charts" }));
    expect(charts()).toBe(250);
  });

  it("says the product isn't tracked when the API answers 404", async () => {
    stubApi({ 'GET /api/products/999': () => json(404, { message: 'Product not found' }) });
    renderPage('999');
    expect(await screen.findByText("This product isn't in your tracked stores")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all tracked products' }).getAttribute('href')).toBe(
      '/price-tracking',
    );
  });

  it('treats an id that cannot be a product as not found without asking', async () => {
    const api = stubApi({});
    renderPage('not-a-number');
    expect(await screen.findByText("This product isn't in your tracked stores")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows other failures with a retry', async () => {
    stubApi({ 'GET /api/products/7': () => json(500, { message: 'Database is down' }) });
    renderPage('7');
    expect(await screen.findByText('Could not load this product')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
