import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { AdminRoutes } from './admin-routes';

afterEach(() => vi.unstubAllGlobals());

describe('the growth screens behind the admin gate', () => {
  it.each(['/admin/lead-email-config', '/admin/marketing'])(
    '%s says Admin access required to a customer',
    async (url) => {
      const api = stubApi({});
      renderWithProviders(<AdminRoutes user={{ ...sampleUser, isAdmin: false }} />, {
        url,
        path: '/admin/*',
      });
      expect(await screen.findByText('Admin access required')).toBeInTheDocument();
      expect(api.calls).toEqual([]);
    },
  );

  it('routes an admin to the lead email timing page', async () => {
    stubApi({
      'GET /api/admin/lead-email-settings': () =>
        json(200, { email2_delay_days: 5, email3_delay_days: 7, daily_cap: 50 }),
    });
    renderWithProviders(<AdminRoutes user={{ ...sampleUser, isAdmin: true }} />, {
      url: '/admin/lead-email-config',
      path: '/admin/*',
    });
    expect(await screen.findByLabelText('Email 2 delay (days)')).toHaveValue(5);
  });
});
