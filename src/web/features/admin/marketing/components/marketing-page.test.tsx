import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMarketingStats } from '@shared/contracts/outreach';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { MarketingPage } from './marketing-page';

afterEach(() => vi.unstubAllGlobals());

const sending = {
  postalAddressConfigured: true,
  paused: false,
  pausedReason: null,
  recentBounced: 0,
  recentSent: 0,
  dailyCap: 50,
  sentToday: 3,
  activeSequences: 2,
};
const empty: TMarketingStats = {
  leadsTotal: 0,
  leadsBySource: [],
  leadsByStatus: [],
  steps: [1, 2, 3].map((step) => ({
    step,
    sent: 0,
    opened: 0,
    clicked: 0,
    replied: 0,
    bounced: 0,
    openRate: null,
    clickRate: null,
    replyRate: null,
  })),
  emailsSent: 0,
  unsubscribes: 0,
  bounces: 0,
  suppressedAddresses: 0,
  conversions: { signedUp: 0, paying: 0 },
  sending,
};
const stats: TMarketingStats = {
  ...empty,
  leadsTotal: 40,
  leadsBySource: [
    { key: 'csv', count: 30 },
    { key: 'monitored_store', count: 10 },
  ],
  leadsByStatus: [
    { key: 'new', count: 35 },
    { key: 'customer', count: 5 },
  ],
  steps: [
    {
      step: 1,
      sent: 20,
      opened: 10,
      clicked: 4,
      replied: 1,
      bounced: 1,
      openRate: 50,
      clickRate: 20,
      replyRate: 5,
    },
    ...empty.steps.slice(1),
  ],
  emailsSent: 20,
  unsubscribes: 2,
  bounces: 1,
  conversions: { signedUp: 4, paying: 1 },
};
const DEFAULTS = {
  country: ['US', 'Canada', 'UK'],
  category: ['Apparel', 'Fitness', 'Beauty', 'Tech'],
  minRevenue: 10000,
  maxResults: 50,
};

describe('MarketingPage', () => {
  it('shows the funnel from the server and sends Generate Leads Now with the defaults', async () => {
    const api = stubApi({
      'GET /api/admin/marketing/stats': () => json(200, stats),
      'POST /api/admin/marketing/directory-leads': () =>
        json(409, {
          message:
            'No store directory is configured: set LEAD_DIRECTORY_URL and LEAD_DIRECTORY_API_KEY, or import leads from a CSV file or from the monitored stores.',
        }),
      'POST /api/admin/marketing/monitored-store-leads': () =>
        json(200, { stores: 3, counts: { added: 2, merged: 1, unchanged: 0, refused: 0 } }),
    });
    renderWithProviders(<MarketingPage />, { url: '/admin/marketing' });
    expect(await screen.findByTestId('stat-Leads')).toHaveTextContent('40');
    expect(screen.getByTestId('stat-Sign-ups')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-Sign-ups')).toHaveTextContent('1 paying · 10.0% of leads');
    expect(screen.getAllByText('CSV import').length).toBeGreaterThan(0);
    expect(screen.getAllByText('50.0%').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Manage leads/ })).toHaveAttribute('href', '/leads');

    await userEvent.click(screen.getByRole('button', { name: /Generate Leads Now/ }));
    expect(await screen.findByText('Lead Generation Failed')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'POST /api/admin/marketing/directory-leads')!.body).toEqual(
      DEFAULTS,
    );
    expect(screen.getAllByText(/set LEAD_DIRECTORY_URL and LEAD_DIRECTORY_API_KEY/).length).toBeGreaterThan(
      0,
    );

    await userEvent.click(screen.getByRole('button', { name: /Import from monitored stores/ }));
    expect(await screen.findByText('Leads Imported')).toBeInTheDocument();
    expect(screen.getByText('3 monitored stores: 2 added, 1 merged, 0 unchanged.')).toBeInTheDocument();
  }, 20_000);

  it('says No data yet when nothing is stored, and the generic failure text otherwise', async () => {
    stubApi({
      'GET /api/admin/marketing/stats': () => json(200, empty),
      'POST /api/admin/marketing/directory-leads': () =>
        json(503, { message: 'The store directory answered 500' }),
    });
    renderWithProviders(<MarketingPage />, { url: '/admin/marketing' });
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Generate Leads Now/ }));
    const toast = await screen.findByText('Lead Generation Failed');
    expect(
      within(toast.closest('li') ?? document.body).getByText('Error generating leads from directories'),
    ).toBeInTheDocument();
  });

  it('shows the error state when the figures do not load', async () => {
    stubApi({ 'GET /api/admin/marketing/stats': () => json(500, { message: 'Down' }) });
    renderWithProviders(<MarketingPage />, { url: '/admin/marketing' });
    expect(await screen.findByText('Could not load marketing figures')).toBeInTheDocument();
  });
});
