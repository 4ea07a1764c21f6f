import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDashboardStats } from '@shared/contracts/insights';
import { dismissAllToasts, json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const figures: TDashboardStats = {
  totalCompetitors: 3,
  productsTracked: 1284,
  priceChanges24h: 17,
  activeAlerts: 5,
};

const card = (label: string) => screen.getByText(label).closest('div')!;

describe('DashboardPage', () => {
  it('shows the four figures from the server and the Live Data badge once they load', async () => {
    stubApi({ 'GET /api/dashboard/stats': () => json(200, figures) });
    renderWithProviders(<DashboardPage user={sampleUser} />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Maria!' })).toBeInTheDocument();
    expect(screen.queryByText('Live Data')).toBeNull();
    expect(await screen.findByText('Live Data')).toBeInTheDocument();
    expect(within(card('Total Competitors')).getByText('3')).toBeInTheDocument();
    expect(within(card('Products Tracked')).getByText('1,284')).toBeInTheDocument();
    expect(within(card('Price Changes (24h)')).getByText('17')).toBeInTheDocument();
    expect(within(card('Active Alerts')).getByText('5')).toBeInTheDocument();
  });

  it('shows an error with a retry, and no Live Data badge, when the figures cannot load', async () => {
    let fail = true;
    stubApi({
      'GET /api/dashboard/stats': () =>
        fail ? json(500, { message: 'Database is down' }) : json(200, figures),
      'GET /api/best-sellers/climbers': () => json(200, { note: '', items: [] }),
    });
    renderWithProviders(<DashboardPage user={sampleUser} />);
    expect(await screen.findByText('Could not load your statistics')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.queryByText('Live Data')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Live Data')).toBeInTheDocument();
    expect(screen.getByText('1,284')).toBeInTheDocument();
  });

  it('offers the export tile only on the pro plan', async () => {
    stubApi({ 'GET /api/dashboard/stats': () => json(200, figures) });
    const { unmount } = renderWithProviders(<DashboardPage user={sampleUser} />);
    await screen.findByText('Live Data');
    expect(screen.queryByRole('link', { name: /Export Data/ })).toBeNull();
    unmount();
    renderWithProviders(<DashboardPage user={{ ...sampleUser, subscriptionPlan: 'pro' }} />);
    await screen.findByText('Live Data');
    expect(screen.getByRole('link', { name: /Export Data/ }).getAttribute('href')).toBe('/export');
  });

  it('names the biggest climbers, and says "No data yet" when there are none', async () => {
    let items = [
      {
        productId: 7,
        title: 'Linen Shirt',
        competitorId: 'c1',
        competitorName: 'Acme',
        rank: 2,
        climbed: 12,
        previousRank: 14 as number | null,
        entered: false,
        depth: 20,
      },
      {
        productId: 8,
        title: 'Canvas Tote',
        competitorId: 'c1',
        competitorName: 'Acme',
        rank: 4,
        climbed: 17,
        previousRank: null,
        entered: true,
        depth: 20,
      },
    ];
    stubApi({
      'GET /api/dashboard/stats': () => json(200, figures),
      'GET /api/best-sellers/climbers': () => json(200, { note: '', items }),
    });
    const { unmount } = renderWithProviders(<DashboardPage user={sampleUser} />);
    const list = await screen.findByRole('list', { name: 'Biggest climbers' });
    expect(within(list).getByRole('link', { name: 'Linen Shirt' }).getAttribute('href')).toBe('/products/7');
    expect(within(list).getByLabelText('up 12 places')).toHaveTextContent('▲ 12');
    expect(within(list).getByText('Acme · now #2')).toBeInTheDocument();
    // A product that entered the plan's top is new there, not "▲ 17" (docs/product-rules.md R150).
    expect(within(list).getByText('new in the top 20')).toBeInTheDocument();
    expect(within(list).queryByText('▲ 17')).toBeNull();
    expect(screen.getByText("By the store's own best-selling order, not units sold.")).toBeInTheDocument();
    unmount();
    items = [];
    renderWithProviders(<DashboardPage user={sampleUser} />);
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
  });

  it('puts a new account’s "Getting started" above the four figures on a phone, and below them on wider screens', async () => {
    const step = (name: 'own_store' | 'competitor' | 'alert') => ({
      step: name,
      done: false,
      skipped: false,
      skippable: name === 'own_store',
    });
    stubApi({
      'GET /api/dashboard/stats': () => json(200, { ...figures, totalCompetitors: 0 }),
      'GET /api/dashboard/getting-started': () =>
        json(200, { show: true, steps: [step('own_store'), step('competitor'), step('alert')] }),
    });
    renderWithProviders(<DashboardPage user={sampleUser} />);
    const steps = await screen.findByRole('region', { name: 'Getting started' });
    const statistics = screen.getByRole('region', { name: 'Statistics' });
    // Document order is the phone's order (one column); from the sm breakpoint up, CSS order puts it after them.
    expect(steps.compareDocumentPosition(statistics) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(steps.parentElement).toBe(statistics.parentElement);
    expect(steps.parentElement).toHaveClass('flex', 'flex-col');
    expect(steps).toHaveClass('sm:order-last');
  });
});
