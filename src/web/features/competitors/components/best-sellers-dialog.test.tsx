import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEST_SELLER_NOTE, type TBestSellers } from '@shared/contracts/best-sellers';
import {
  json,
  renderWithProviders,
  sampleCompetitor as competitor,
  samplePlans,
  sampleUser,
  stubApi,
} from '@web/testing';
import { CompetitorsPage } from './competitors-page';

afterEach(() => vi.unstubAllGlobals());

const AT = '2026-11-27T10:00:00.000Z';

function stub(best: TBestSellers) {
  stubApi({
    'GET /api/user': () => json(200, sampleUser),
    'GET /api/plans': () => json(200, samplePlans),
    'GET /api/competitors': () => json(200, [competitor({ id: 'a', name: 'Acme' })]),
    'GET /api/account/accounts': () =>
      json(200, [{ id: 'acc', name: 'Northpeak', role: 'reader', current: true }]),
    'GET /api/competitors/a/best-sellers': () => json(200, best),
  });
}

async function open() {
  renderWithProviders(<CompetitorsPage />);
  const [button] = await screen.findAllByRole('button', { name: 'Acme best sellers' });
  await userEvent.click(button!);
  return screen.findByRole('dialog', { name: 'Acme best sellers' });
}

describe('Best sellers', () => {
  it('lists the order with each move (▲, ▼, new) and says what the figure is', async () => {
    const item = (productId: number, rank: number, previousRank: number | null, title: string) => ({
      productId,
      title,
      imageUrl: null,
      rank,
      previousRank,
      movement:
        previousRank === null
          ? { kind: 'new' as const, places: 0 }
          : previousRank > rank
            ? { kind: 'up' as const, places: previousRank - rank }
            : { kind: 'down' as const, places: rank - previousRank },
      since: AT,
    });
    stub({
      note: BEST_SELLER_NOTE,
      source: 'html',
      unreadableReason: null,
      readAt: AT,
      depth: 20,
      items: [item(1, 1, 13, 'Linen Shirt'), item(2, 2, 1, 'Wool Socks'), item(3, 3, null, 'Canvas Tote')],
    });
    const dialog = await open();
    expect(within(dialog).getAllByText(BEST_SELLER_NOTE).length).toBeGreaterThan(0);
    const rows = within(await within(dialog).findByRole('list', { name: 'Best sellers' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.textContent)).toEqual(['1Linen Shirt▲ 12', '2Wool Socks▼ 1', '3Canvas Totenew']);
    expect(within(rows[0]!).getByRole('link', { name: 'Linen Shirt' }).getAttribute('href')).toBe(
      '/products/1',
    );
    expect(within(dialog).getByText(/from the product links/)).toBeInTheDocument();
    // How deep the account's plan reads (docs/product-rules.md R149).
    expect(within(dialog).getByText('Top 20 read on your plan')).toBeInTheDocument();
  });

  it('says why when the order cannot be read, not an empty list', async () => {
    stub({
      note: BEST_SELLER_NOTE,
      source: null,
      unreadableReason: 'The store does not show its all-products collection (/collections/all answers 404).',
      readAt: AT,
      depth: 100,
      items: [],
    });
    const dialog = await open();
    expect(await within(dialog).findByText('The best-selling order cannot be read.')).toBeInTheDocument();
    expect(within(dialog).getByText(/answers 404/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Best sellers' })).toBeNull();
  });
});
