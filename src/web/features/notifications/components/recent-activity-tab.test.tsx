import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@shared/contracts/alerts';
import { dismissAllToasts, json, page, renderWithProviders, stubApi } from '@web/testing';
import { RecentActivityTab } from './recent-activity-tab';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const note = (id: number, over: Partial<TNotification> = {}): TNotification => ({
  id,
  type: 'price_drop',
  title: `Price drop ${id}`,
  message: `Trail Shoe ${id} is cheaper now`,
  alertId: null,
  productId: id,
  productName: `Trail Shoe ${id}`,
  productTitle: `Trail Shoe ${id}`,
  productUrl: `https://acme.myshopify.com/products/shoe-${id}`,
  imageUrl: null,
  competitorName: 'Acme Outfitters',
  oldPrice: '100.00',
  newPrice: '80.00',
  percentageChange: '-20.00',
  discountAmount: null,
  currency: 'EUR',
  isRead: false,
  createdAt: new Date(Date.now() - 5 * 3600_000).toISOString(),
  ...over,
});

const first = '/api/notifications?limit=50';

function openActivity(routes: Record<string, () => Response>) {
  const api = stubApi(routes);
  renderWithProviders(<RecentActivityTab />, { url: '/alerts?tab=recent-activity' });
  return api;
}

describe('RecentActivityTab', () => {
  it('shows each notification with its type, product, competitor, prices, change and time', async () => {
    openActivity({ [`GET ${first}`]: () => page([note(1)]) });
    const item = await screen.findByRole('article', { name: 'Price drop 1' });
    expect(within(item).getByText('Price Drop')).toBeInTheDocument();
    expect(within(item).getByText('Trail Shoe 1 is cheaper now')).toBeInTheDocument();
    expect(
      within(item)
        .getByRole('link', { name: /Trail Shoe 1/ })
        .getAttribute('href'),
    ).toBe('https://acme.myshopify.com/products/shoe-1');
    expect(within(item).getByText('Acme Outfitters')).toBeInTheDocument();
    expect(within(item).getByText('€100.00')).toBeInTheDocument();
    expect(within(item).getByText('€80.00')).toBeInTheDocument();
    expect(within(item).getByText('-20.0%')).toBeInTheDocument();
    expect(within(item).getByText('5h ago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Activity' })).toBeNull();
  });

  it('shows "Load More Activity" at 50 items with the total, and loads the next page with the cursor', async () => {
    const firstPage = Array.from({ length: 50 }, (_, i) => note(i + 1));
    const api = openActivity({
      [`GET ${first}`]: () => page(firstPage, { next: { path: first, cursor: 'c/50==' }, total: 52 }),
      [`GET ${first}&cursor=c%2F50%3D%3D`]: () => page([note(51), note(52)]),
    });
    expect(await screen.findByRole('article', { name: 'Price drop 50' })).toBeInTheDocument();
    expect(screen.getByText('Showing 50 of 52 notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More Activity' }));
    expect(await screen.findByRole('article', { name: 'Price drop 52' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(52);
    expect(api.count(`GET ${first}&cursor=c%2F50%3D%3D`)).toBe(1);
    expect(screen.queryByRole('button', { name: 'Load More Activity' })).toBeNull();
    expect(screen.getByText('That is all your activity.')).toBeInTheDocument();
  });

  it('shows "No Activity Yet" for an empty feed', async () => {
    openActivity({ [`GET ${first}`]: () => page([]) });
    expect(await screen.findByText('No Activity Yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    openActivity({ [`GET ${first}`]: () => json(500, { message: 'Feed unavailable' }) });
    expect(await screen.findByText('Could not load activity')).toBeInTheDocument();
    expect(screen.getByText('Feed unavailable')).toBeInTheDocument();
  });
});
