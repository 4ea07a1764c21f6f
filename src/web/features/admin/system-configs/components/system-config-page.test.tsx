import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSystemConfig } from '@shared/contracts/system-config';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { SystemConfigPage } from './system-config-page';

afterEach(() => vi.unstubAllGlobals());

const config = (key: string, value: string, category: string): TSystemConfig => ({
  key,
  value,
  description: '',
  category,
  dataType: 'number',
  isActive: true,
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('SystemConfigPage', () => {
  it('saves a changed setting and restarts scraping, saying what it did', async () => {
    const api = stubApi({
      'GET /api/admin/system-configs': () =>
        json(200, { success: true, configs: [config('scraping_interval_pro_minutes', '120', 'scraping')] }),
      'PUT /api/admin/system-configs/scraping_interval_pro_minutes': () =>
        json(200, config('scraping_interval_pro_minutes', '60', 'scraping')),
      'POST /api/admin/restart-scraping': () =>
        json(200, {
          releasedRuns: 1,
          queued: 2,
          scrapingEnabled: true,
          message: 'Released 1 stuck run and queued 2 due stores.',
        }),
    });
    renderWithProviders(<SystemConfigPage />, { url: '/admin/system-config' });
    const field = await screen.findByLabelText('Pro scraping interval');
    expect(screen.getByText('30 to 480 minutes')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Configuration Updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key.startsWith('PUT'))!.body).toEqual({ value: '60' });

    await userEvent.click(screen.getByRole('button', { name: 'Restart Scraping' }));
    expect(await screen.findByText('Scraping System Restarted')).toBeInTheDocument();
    expect(screen.getByText('Released 1 stuck run and queued 2 due stores.')).toBeInTheDocument();
  });

  it('shows the failed load view with Reload Page', async () => {
    stubApi({
      'GET /api/admin/system-configs': () => json(500, { message: 'Something went wrong on our side.' }),
    });
    renderWithProviders(<SystemConfigPage />, { url: '/admin/system-config' });
    expect(await screen.findByText('Failed to load configurations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});
