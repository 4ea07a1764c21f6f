import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSystemConfig } from '@shared/contracts/system-config';
import { dismissAllToasts } from '@web/testing';
import { json, renderWithProviders, sampleSettings, sampleUser, stubApi } from '@web/testing';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const config = (key: string, value: string): TSystemConfig => ({
  key,
  value,
  description: '',
  category: 'scraping',
  dataType: 'number',
  isActive: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const seeded = [
  config('scraping_enabled', 'true'),
  config('scraping_interval_free_minutes', '1440'),
  config('scraping_interval_starter_minutes', '720'),
  config('scraping_interval_pro_minutes', '120'),
  config('weekly_email_day', '0'),
  config('weekly_email_hour', '9'),
  config('price_alert_threshold', '3'),
];
const admin = { ...sampleUser, isAdmin: true };
const putEcho = (key: string) => ({
  [`PUT /api/admin/system-configs/${key}`]: (body: unknown) =>
    json(200, config(key, String((body as { value: unknown }).value))),
});

function open(routes: Record<string, (body: unknown) => Response>) {
  const api = stubApi({ 'GET /api/user/settings': () => json(200, sampleSettings), ...routes });
  renderWithProviders(<SettingsPage user={admin} />, { url: '/settings?tab=email-intervals' });
  return api;
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Settings → Email intervals (admin)', () => {
  it('is not offered to a customer', () => {
    stubApi({});
    renderWithProviders(<SettingsPage user={sampleUser} />, { url: '/settings?tab=email-intervals' });
    expect(screen.queryByRole('tab', { name: 'Email intervals' })).toBeNull();
    expect(screen.queryByText('Weekly summary email')).toBeNull();
  });

  it('loads the stored values and shows each range', async () => {
    open({ 'GET /api/admin/system-configs': () => json(200, { success: true, configs: seeded }) });
    expect(await screen.findByText('Weekly summary email')).toBeInTheDocument();
    expect(field('Day').value).toBe('0');
    expect(within(screen.getByLabelText('Day')).getByRole('option', { selected: true }).textContent).toBe(
      'Sunday',
    );
    expect(field('Hour').value).toBe('9');
    expect(field('Free plan').value).toBe('1440');
    expect(field('Starter plan').value).toBe('720');
    expect(field('Pro plan').value).toBe('120');
    expect(field('Price change alert threshold').value).toBe('3');
    for (const hint of [
      '720 to 2880 minutes',
      '360 to 1440 minutes',
      '30 to 480 minutes',
      '1 to 100 percent, step 0.1',
    ]) {
      expect(screen.getByText(hint)).toBeInTheDocument();
    }
    expect((screen.getByRole('button', { name: 'Save configuration' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('falls back to day 1 and hour 10 when the schedule is not configured', async () => {
    const api = open({
      'GET /api/admin/system-configs': () =>
        json(200, { success: true, configs: seeded.filter((c) => !c.key.startsWith('weekly_')) }),
      ...putEcho('weekly_email_day'),
      ...putEcho('weekly_email_hour'),
    });
    await screen.findByText('Weekly summary email');
    expect(field('Day').value).toBe('1');
    expect(field('Hour').value).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText('Configuration Updated')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key.startsWith('PUT'))).toEqual([
      { key: 'PUT /api/admin/system-configs/weekly_email_day', body: { value: 1 } },
      { key: 'PUT /api/admin/system-configs/weekly_email_hour', body: { value: 10 } },
    ]);
  });

  it('refuses out-of-range values with the range in the message, before any call', async () => {
    const api = open({
      'GET /api/admin/system-configs': () => json(200, { success: true, configs: seeded }),
    });
    await screen.findByText('Weekly summary email');
    await userEvent.clear(field('Pro plan'));
    await userEvent.type(field('Pro plan'), '20');
    await userEvent.clear(field('Free plan'));
    await userEvent.clear(field('Price change alert threshold'));
    await userEvent.type(field('Price change alert threshold'), '2.55');
    await userEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(
      await screen.findByText('Pro scraping interval must be between 30 and 480 minutes'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Free scraping interval must be between 720 and 2880 minutes'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Price alert threshold must be between 1 and 100 percent, in steps of 0.1'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });

  it('sends a PUT for each changed key only, then says so', async () => {
    const api = open({
      'GET /api/admin/system-configs': () => json(200, { success: true, configs: seeded }),
      ...putEcho('weekly_email_day'),
      ...putEcho('scraping_interval_pro_minutes'),
      ...putEcho('price_alert_threshold'),
    });
    await screen.findByText('Weekly summary email');
    await userEvent.selectOptions(screen.getByLabelText('Day'), 'Friday');
    await userEvent.clear(field('Pro plan'));
    await userEvent.type(field('Pro plan'), '60');
    await userEvent.clear(field('Price change alert threshold'));
    await userEvent.type(field('Price change alert threshold'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText('Configuration Updated')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key.startsWith('PUT'))).toEqual([
      { key: 'PUT /api/admin/system-configs/weekly_email_day', body: { value: 5 } },
      { key: 'PUT /api/admin/system-configs/scraping_interval_pro_minutes', body: { value: 60 } },
      { key: 'PUT /api/admin/system-configs/price_alert_threshold', body: { value: 2.5 } },
    ]);
  });

  it('shows "Update Failed" with the server message', async () => {
    open({
      'GET /api/admin/system-configs': () => json(200, { success: true, configs: seeded }),
      'PUT /api/admin/system-configs/scraping_interval_pro_minutes': () =>
        json(403, { message: 'Admin access required' }),
    });
    await screen.findByText('Weekly summary email');
    await userEvent.clear(field('Pro plan'));
    await userEvent.type(field('Pro plan'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Admin access required')).toBeInTheDocument();
  });

  it('falls back to "Failed to update configuration" when the server says nothing', async () => {
    open({
      'GET /api/admin/system-configs': () => json(200, { success: true, configs: seeded }),
      'PUT /api/admin/system-configs/weekly_email_hour': () =>
        new Response('', { status: 502, statusText: '' }),
    });
    await screen.findByText('Weekly summary email');
    await userEvent.selectOptions(screen.getByLabelText('Hour'), '18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update configuration')).toBeInTheDocument();
  });

  it('says "Failed to load configurations" with a Reload Page button', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    open({ 'GET /api/admin/system-configs': () => json(500, { message: 'Database unavailable' }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load configurations')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
