import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminCharts, TAdminStats } from '@shared/contracts/admin';
import { json, page, renderWithProviders, stubApi } from '@web/testing';
import { AdminDashboardPage } from './admin-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const stats: TAdminStats = {
  totalUsers: 12,
  newUsersToday: 3,
  totalAccounts: 9,
  monthlyRevenue: [],
  activeSubscriptions: 0,
  totalCompetitors: 7,
  activeScrapingJobs: 1,
  totalAlerts: 40,
  alertsTriggeredToday: 5,
};
const days = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const charts: TAdminCharts = {
  signups: days.map((day, i) => ({ day, count: i === 29 ? 3 : 0 })),
  mrr: [],
  scrapes: days.map((day) => ({ day, success: 0, failure: 0, partial: 0, running: 0 })),
};

describe('AdminDashboardPage', () => {
  it('shows measured figures, "No data yet" for payments, and a manual scrape', async () => {
    const api = stubApi({
      'GET /api/admin/stats': () => json(200, stats),
      'GET /api/admin/charts': () => json(200, charts),
      'GET /api/admin/page-views': () =>
        json(200, {
          today: 7,
          last7Days: 11,
          last30Days: 1234,
          topPaths: [
            { path: '/pricing', views: 5 },
            { path: '/faq', views: 4 },
          ],
        }),
      'GET /api/admin/payments': () => json(200, []),
      'GET /api/admin/users?sort=createdAt&dir=desc': () => page([], { total: 0 }),
      'GET /api/admin/competitors': () =>
        json(200, [
          {
            id: 'c1',
            name: 'Northpeak',
            url: 'https://northpeak.test',
            domain: 'northpeak.test',
            status: 'error',
            productCount: 120,
            lastScraped: null,
            deactivatedAt: null,
            userEmail: 'maria@shop.test',
          },
        ]),
      'POST /api/admin/scrape-competitor/c1': () =>
        json(202, { message: 'Manual scraping initiated for competitor.' }),
      'GET /api/admin/activities?limit=50': () => page([]),
    });
    renderWithProviders(<AdminDashboardPage />, { url: '/admin' });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Users')).toHaveTextContent('3 new today');
    expect(screen.getByTestId('stat-Monthly Revenue')).toHaveTextContent('No data yet');
    expect(screen.getByTestId('stat-Monthly Revenue')).toHaveTextContent('0 active subscriptions');
    expect(screen.getByTestId('stat-Competitors Tracked')).toHaveTextContent('1 active scans');
    expect(screen.getByTestId('stat-Price Alerts')).toHaveTextContent('5 triggered today');
    expect(
      await screen.findByRole('img', { name: 'Sign-ups per day: 3 over 30 days' }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    // Page views counted first-party (R33).
    const views = await screen.findByTestId('page-views');
    await within(views).findByText('1,234');
    expect(within(views).getByText('7')).toBeInTheDocument();
    expect(
      within(within(views).getByRole('list', { name: 'Most viewed pages' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['/pricing5', '/faq4']);

    await userEvent.click(screen.getByRole('tab', { name: 'Payment Activity' }));
    expect(await screen.findByText('No payments recorded')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Competitor Monitoring' }));
    const scrape = (await screen.findAllByRole('button', { name: 'Scrape Northpeak now' }))[0]!;
    await userEvent.click(scrape);
    expect(await screen.findByText('Scraping Started')).toBeInTheDocument();
    expect(api.count('POST /api/admin/scrape-competitor/c1')).toBe(1);

    await userEvent.click(screen.getByRole('tab', { name: 'System Activities' }));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('Data Refreshed')).toBeInTheDocument();
    expect(api.count('GET /api/admin/stats')).toBeGreaterThan(1);
    const screens = within(screen.getByRole('navigation', { name: 'Admin screens' }));
    expect(screens.getByRole('link', { name: 'Email outbox' })).toHaveAttribute('href', '/admin/outbox');
    expect(screens.getByRole('link', { name: 'Payment automation' })).toHaveAttribute(
      'href',
      '/payment-automation',
    );
  }, 30_000);
});
