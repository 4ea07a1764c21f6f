import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProductMatch } from '@shared/contracts/matching';
import type { TOwnProductPage } from '@shared/contracts/my-store';
import {
  dismissAllToasts,
  json,
  page,
  renderWithProviders,
  samplePositionCompetitor,
  samplePositionRow,
  stubApi,
} from '@web/testing';
import { paths } from '@web/lib/paths';
import { OwnProductPage } from './own-product-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const product: TOwnProductPage['product'] = {
  id: 5,
  title: 'Linen Shirt – Blue / M',
  vendor: 'Tidewater',
  productType: 'Shirts',
  url: 'https://own.example/products/linen',
  imageUrl: null,
  price: '49.00',
  compareAtPrice: '59.00',
  currency: 'USD',
  available: true,
  storeName: 'Tidewater Goods',
  storeDomain: 'own.example',
};

const matched: TOwnProductPage = {
  product,
  position: samplePositionRow({
    productId: 5,
    compareAtPrice: '59.00',
    competitors: [samplePositionCompetitor({ title: 'Blue Linen Shirt, Medium' })],
  }),
};

const side = (id: number, title: string) => ({
  id,
  title,
  vendor: 'Tidewater',
  url: `https://x.example/${id}`,
  imageUrl: null,
  price: '45.00',
  currency: 'USD',
});
const pair = (id: number, status: TProductMatch['status'], theirs: number, title: string, reason: string) =>
  ({
    id,
    status,
    source: status === 'confirmed' ? 'hand' : 'score',
    score: status === 'confirmed' ? null : 0.92,
    reason,
    mine: side(5, product.title),
    theirs: { ...side(theirs, title), competitorId: 'c1', competitorName: 'Harbor Street Supply' },
    createdAt: '2026-11-20T12:00:00.000Z',
  }) satisfies TProductMatch;

function renderPage(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.ownProductRoute} element={<OwnProductPage />} />
    </Routes>,
    { url: paths.ownProduct(id) },
  );
}

describe('/my-store/products/:id', () => {
  it('shows my product, its matched competitor prices with the gap, and unmatches one', async () => {
    const api = stubApi({
      'GET /api/my-store/products/5': () => json(200, matched),
      'GET /api/matches?status=confirmed&ownProductId=5': () =>
        page([pair(70, 'confirmed', 11, 'Blue Linen Shirt, Medium', 'matched by hand')], { total: 1 }),
      'GET /api/matches?status=suggested&ownProductId=5': () =>
        page([pair(71, 'suggested', 12, 'Linen Shirt Blue', 'title 92 % alike, same vendor, same type')], {
          total: 1,
        }),
      'POST /api/matches/decisions': () => json(200, { updated: 1 }),
    });
    renderPage('5');
    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    expect(screen.getByLabelText('My price')).toHaveTextContent('$49.00');
    expect(screen.getByTitle('Compare-at price')).toHaveTextContent('$59.00');
    expect(screen.getByRole('link', { name: /View on my store/ }).getAttribute('href')).toBe(product.url);
    expect(screen.getByText('Most expensive')).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByText('+8.9%')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Matched competitor products' });
    expect(within(list).getByRole('link', { name: 'Blue Linen Shirt, Medium' }).getAttribute('href')).toBe(
      '/products/11',
    );
    expect(within(list).getByText('$45.00')).toBeInTheDocument();
    expect(await within(list).findByText('Matched: matched by hand')).toBeInTheDocument();

    // The pending suggestion with its reason, my side left out.
    const suggestions = screen.getByRole('list', { name: 'Suggestions for this product' });
    expect(
      within(suggestions).getByText('Why: title 92 % alike, same vendor, same type'),
    ).toBeInTheDocument();
    expect(within(suggestions).queryByText('Mine')).toBeNull();

    await userEvent.click(within(list).getByRole('button', { name: 'Unmatch' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Unmatch these products?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unmatch' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.key === 'POST /api/matches/decisions')?.body).toEqual({
        ids: [70],
        decision: 'reject',
      }),
    );
  });

  it('says "No matches yet" and matches a competitor product by hand from the search', async () => {
    const api = stubApi({
      'GET /api/my-store/products/5': () => json(200, { product, position: null }),
      'GET /api/matches?status=confirmed&ownProductId=5': () => page([], { total: 0 }),
      'GET /api/matches?status=suggested&ownProductId=5': () => page([], { total: 0 }),
      'GET /api/products/search?q=linen&limit=8': () =>
        page(
          [
            {
              ...side(11, 'Blue Linen Shirt, Medium'),
              competitorId: 'c1',
              competitorName: 'Harbor Street Supply',
            },
          ],
          {
            next: { path: '/api/products/search?q=linen&limit=8', cursor: 'n1' },
          },
        ),
      'GET /api/products/search?q=linen&limit=8&cursor=n1': () =>
        page([{ ...side(12, 'Linen Shirt Blue'), competitorId: 'c2', competitorName: 'Alpen Handel' }]),
      'POST /api/matches': () => json(201, { id: 80 }),
    });
    renderPage('5');
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    expect(await screen.findByText('No suggestions to review for this product.')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Match a competitor product' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Match a competitor product' });
    await userEvent.type(within(dialog).getByLabelText('Find a competitor’s product'), 'linen');
    const results = await within(dialog).findByRole('list', { name: 'Competitors’ products' });
    expect(within(results).getByText('Harbor Street Supply · Tidewater · $45.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'More results' }));
    expect(await within(results).findByText('Linen Shirt Blue')).toBeInTheDocument();
    await userEvent.click(within(results).getByRole('button', { name: /Blue Linen Shirt, Medium/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/matches')?.body).toEqual({
      ownProductId: 5,
      competitorProductId: 11,
    });
    expect(await screen.findByText('Products matched')).toBeInTheDocument();
  });

  it("says the product isn't in my store on a 404, and offers a retry on another error", async () => {
    let status = 404;
    stubApi({
      'GET /api/my-store/products/9': () => json(status, { message: 'That product is not in your store.' }),
    });
    const { unmount } = renderPage('9');
    expect(await screen.findByText("This product isn't in your store")).toBeInTheDocument();
    unmount();
    status = 500;
    renderPage('9');
    expect(await screen.findByText('Could not load this product')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
