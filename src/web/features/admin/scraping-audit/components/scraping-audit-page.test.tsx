import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TScrapingAudit, TScrapingAuditStats } from '@shared/contracts/admin-scraping';
import { json, page, renderWithProviders, stubApi } from '@web/testing';
import { ScrapingAuditPage } from './scraping-audit-page';

afterEach(() => vi.unstubAllGlobals());

const stats = (over: Partial<TScrapingAuditStats> = {}): TScrapingAuditStats => ({
  totalRuns: 4,
  successfulRuns: 3,
  failedRuns: 1,
  partialRuns: 0,
  runningRuns: 0,
  avgDuration: 1625,
  avgResponseTime: 300,
  totalProductsFound: 22,
  totalPriceChanges: 3,
  perDay: [{ day: '2026-11-25', success: 3, failure: 1, partial: 0, running: 0 }],
  ...over,
});
const audit: TScrapingAudit = {
  id: 7,
  competitor: { storeId: 's1', name: 'Northpeak', domain: 'northpeak.test' },
  users: ['anna'],
  subscriberCount: 1,
  trigger: 'scheduled',
  startTime: '2026-11-25T10:00:00.000Z',
  endTime: '2026-11-25T10:00:03.000Z',
  status: 'failure',
  method: 'http',
  duration: 3000,
  responseTime: 400,
  productsFound: 0,
  productsProcessed: 0,
  priceChanges: 0,
  errorType: 'rate_limited',
  errorMessage: 'Rate limited by the store',
  httpStatusCode: 429,
  retryAttempts: 2,
};
const base = {
  'GET /api/admin/competitors': () => json(200, []),
  'GET /api/admin/users?sort=username&dir=asc': () => page([]),
};

describe('ScrapingAuditPage', () => {
  it('shows stats and runs, and filters by status and day window', async () => {
    const api = stubApi({
      ...base,
      'GET /api/admin/scraping-audit-stats?days=30': () => json(200, stats()),
      'GET /api/admin/scraping-audit-stats?days=7': () => json(200, stats({ totalRuns: 1 })),
      'GET /api/admin/scraping-audits?days=30': () => page([audit], { total: 1 }),
      'GET /api/admin/scraping-audits?status=failure&days=30': () => page([audit], { total: 1 }),
      'GET /api/admin/scraping-audits?status=failure&days=7': () => page([], { total: 0 }),
    });
    renderWithProviders(<ScrapingAuditPage />, { url: '/admin/scraping-audit' });
    await waitFor(() =>
      expect(screen.getByTestId('stat-Total Runs')).toHaveTextContent('Total Runs475% succeeded'),
    );
    expect(screen.getByTestId('stat-Avg Duration')).toHaveTextContent('1.6 s');
    expect(
      (await screen.findAllByText('rate_limited (HTTP 429): Rate limited by the store · 2 retries')).length,
    ).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Filters' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failure');
    await userEvent.selectOptions(screen.getByLabelText('Days'), '7');
    await userEvent.click(screen.getByRole('tab', { name: 'Audit Log' }));
    expect(await screen.findByText('No audit records found')).toBeInTheDocument();
    expect(api.count('GET /api/admin/scraping-audit-stats?days=7')).toBe(1);
    expect(within(screen.getByTestId('stat-Total Runs')).getByText('1')).toBeInTheDocument();
  });

  it('says when audits or stats cannot be fetched', async () => {
    stubApi({
      ...base,
      'GET /api/admin/scraping-audit-stats?days=30': () =>
        json(500, { message: 'Something went wrong on our side.' }),
      'GET /api/admin/scraping-audits?days=30': () =>
        json(500, { message: 'Something went wrong on our side.' }),
    });
    renderWithProviders(<ScrapingAuditPage />, { url: '/admin/scraping-audit' });
    expect(await screen.findByText('Failed to fetch stats')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch audits')).toBeInTheDocument();
  });
});
