import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { LeadEmailConfigPage } from './lead-email-config-page';

afterEach(() => vi.unstubAllGlobals());

describe('LeadEmailConfigPage', () => {
  it('loads the delays, refuses out-of-range values and saves', async () => {
    const api = stubApi({
      'GET /api/admin/lead-email-settings': () =>
        json(200, { email2_delay_days: 5, email3_delay_days: 7, daily_cap: 50 }),
      'POST /api/admin/lead-email-settings': (body) => json(200, body),
    });
    renderWithProviders(<LeadEmailConfigPage />, { url: '/admin/lead-email-config' });
    const email2 = await screen.findByLabelText('Email 2 delay (days)');
    expect(email2).toHaveValue(5);
    expect(screen.getByLabelText('Email 3 delay (days)')).toHaveValue(7);
    await userEvent.clear(email2);
    await userEvent.type(email2, '31');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Email 2 delay must be between 1 and 30 days')).toBeInTheDocument();
    expect(api.count('POST /api/admin/lead-email-settings')).toBe(0);
    await userEvent.clear(email2);
    await userEvent.type(email2, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'POST /api/admin/lead-email-settings')!.body).toEqual({
      email2_delay_days: 3,
      email3_delay_days: 7,
      daily_cap: 50,
    });
  });

  it('says Error: Failed to save settings when the save fails', async () => {
    stubApi({
      'GET /api/admin/lead-email-settings': () =>
        json(200, { email2_delay_days: 5, email3_delay_days: 7, daily_cap: 50 }),
      'POST /api/admin/lead-email-settings': () => json(500, { message: 'Down' }),
    });
    renderWithProviders(<LeadEmailConfigPage />, { url: '/admin/lead-email-config' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to save settings. Please try again.')).toBeInTheDocument();
  });
});
