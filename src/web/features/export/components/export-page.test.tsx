import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicUser } from '@shared/contracts/auth';
import { dismissAllToasts, json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { ExportPage } from './export-page';

const saved: { href: string; download: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const as = (plan: TPublicUser['subscriptionPlan'] | undefined) => ({
  'GET /api/user': () => json(200, { ...sampleUser, subscriptionPlan: plan }),
});

const exportButtons = () =>
  screen.getAllByRole('button', { name: /^Export (CSV|JSON)/ }) as HTMLButtonElement[];

describe('ExportPage guard', () => {
  it.each(['free', 'starter', undefined] as const)(
    'shows "Pro Subscription Required" with dimmed, disabled cards on plan %s',
    async (plan) => {
      stubApi(as(plan));
      renderWithProviders(<ExportPage />, { url: '/export' });
      expect(await screen.findByRole('heading', { name: 'Pro Subscription Required' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
      expect(exportButtons()).toHaveLength(8);
      for (const b of exportButtons()) expect(b.disabled).toBe(true);
      expect(screen.getByText('Competitors Data').closest('[aria-disabled="true"]')).toBeInTheDocument();
    },
  );

  it('shows the page, with working buttons and no banner, on pro', async () => {
    stubApi(as('pro'));
    renderWithProviders(<ExportPage />, { url: '/export' });
    expect(await screen.findByText('Competitors Data')).toBeInTheDocument();
    expect(screen.getByText('Products Data')).toBeInTheDocument();
    expect(screen.queryByText('Pro Subscription Required')).toBeNull();
    for (const b of exportButtons()) expect(b.disabled).toBe(false);
    expect(screen.getByText('Number of products')).toBeInTheDocument();
    expect(screen.getByText('Current and compare-at prices')).toBeInTheDocument();
    // The history exports (docs/product-rules.md R152).
    expect(screen.getByText('Best-Seller Rank History')).toBeInTheDocument();
    expect(screen.getByText('Theme & App History')).toBeInTheDocument();
    expect(screen.getByText('The page snippet it was read from')).toBeInTheDocument();
    for (const t of ['CSV Format', 'Data Freshness', 'Privacy', 'Tips'])
      expect(screen.getByText(t)).toBeInTheDocument();
  });

  it('shows a spinner while loading and sends a signed-out visitor to /auth', async () => {
    stubApi({ 'GET /api/user': () => json(401, { message: 'Not signed in' }) });
    renderWithProviders(<ExportPage />, { url: '/export' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth'));
  });
});

describe('ExportPage downloads', () => {
  it('downloads with the server-given name, disabling the button meanwhile', async () => {
    let release: (r: Response) => void = () => {};
    const api = stubApi({
      ...as('pro'),
      'GET /api/export/products?format=csv': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderWithProviders(<ExportPage />, { url: '/export' });
    const button = (await screen.findByRole('button', {
      name: 'Export CSV: Products Data',
    })) as HTMLButtonElement;
    await userEvent.click(button);
    expect(button.textContent).toContain('Exporting...');
    expect(button.disabled).toBe(true);
    release(
      new Response('title,url\r\nShoe,https://a.test/p/shoe\r\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="products-2025-03-04.csv"',
        },
      }),
    );
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(saved).toEqual([{ href: 'blob:export', download: 'products-2025-03-04.csv' }]);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.textContent).toContain('Export CSV');
    expect(api.count('GET /api/export/products?format=csv')).toBe(1);
    const fetchInit = vi.mocked(fetch).mock.calls.find(([url]) => String(url).startsWith('/api/export'))?.[1];
    expect(fetchInit?.credentials).toBe('include');
  });

  it('downloads the rank history and the theme and app history', async () => {
    const api = stubApi({
      ...as('pro'),
      'GET /api/export/rank-history?format=csv': () =>
        new Response('competitor_name\r\nAcme\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="rank-history-2025-03-04.csv"' },
        }),
      'GET /api/export/theme-app-history?format=json': () => json(200, []),
    });
    renderWithProviders(<ExportPage />, { url: '/export' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Export CSV: Best-Seller Rank History' }),
    );
    await screen.findByText('Export Complete');
    dismissAllToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON: Theme & App History' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]?.download).toBe('rank-history-2025-03-04.csv');
    expect(saved[1]?.download).toMatch(/^theme-app-history-\d{4}-\d{2}-\d{2}\.json$/);
    expect(api.count('GET /api/export/rank-history?format=csv')).toBe(1);
    expect(api.count('GET /api/export/theme-app-history?format=json')).toBe(1);
  });

  it('names the file {dataset}-{YYYY-MM-DD}.{ext} when the server does not', async () => {
    stubApi({
      ...as('pro'),
      'GET /api/export/competitors?format=json': () => json(200, [{ name: 'Acme' }]),
    });
    renderWithProviders(<ExportPage />, { url: '/export' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export JSON: Competitors Data' }));
    await screen.findByText('Export Complete');
    expect(saved[0]?.download).toMatch(/^competitors-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('shows the Pro toast on 403 and the failure toast otherwise', async () => {
    stubApi({
      ...as('pro'),
      'GET /api/export/products?format=json': () => json(403, { message: 'Pro plan required' }),
      'GET /api/export/competitors?format=csv': () => json(500, { message: 'boom' }),
    });
    renderWithProviders(<ExportPage />, { url: '/export' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export JSON: Products Data' }));
    const toast = await screen.findByText('Pro Subscription Required');
    expect(
      within(toast.closest('li')!).getByText(
        'Data export is only available for Pro subscribers. Please upgrade your plan.',
      ),
    ).toBeInTheDocument();
    dismissAllToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Competitors Data' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to download data. Please try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
