import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPlanConfig } from '@shared/contracts/admin-plans';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { PlanConfigPage } from './plan-config-page';

afterEach(() => vi.unstubAllGlobals());

const plan = (id: number, key: string, over: Partial<TAdminPlanConfig> = {}): TAdminPlanConfig => ({
  id,
  key,
  name: key[0]!.toUpperCase() + key.slice(1),
  price: 4900,
  maxCompetitors: 10,
  maxMembers: 10,
  scrapingIntervalMinutes: 120,
  bestSellerDepth: 100,
  features: ['CSV export'],
  description: 'Every signal.',
  stripePriceId: null,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('PlanConfigPage', () => {
  it('shows each plan, edits one in dollars (sent in cents) and shows the server refusal', async () => {
    let fail = true;
    const api = stubApi({
      'GET /api/admin/plan-configs': () => json(200, [plan(3, 'pro')]),
      'PATCH /api/admin/plan-configs/3': () =>
        fail
          ? json(400, { message: 'Scraping interval must be between 30 and 480 minutes' })
          : json(200, plan(3, 'pro', { price: 5950 })),
    });
    renderWithProviders(<PlanConfigPage />, { url: '/admin/plan-config' });
    const card = await screen.findByRole('group', { name: 'Pro' });
    expect(within(card).getByText('$49')).toBeInTheDocument();
    expect(within(card).getByText('Refreshed every 2 hours')).toBeInTheDocument();
    expect(within(card).getByText('Top 100 best sellers read')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit Pro' }));
    const form = screen.getByRole('group', { name: 'Edit Pro' });
    expect(within(form).getByText('Between 30 and 480 minutes.')).toBeInTheDocument();
    const price = within(form).getByLabelText('Price (USD per month)');
    await userEvent.clear(price);
    await userEvent.type(price, '59.50');
    const interval = within(form).getByLabelText('Scraping interval (minutes)');
    await userEvent.clear(interval);
    await userEvent.type(interval, '500');
    const depth = within(form).getByLabelText('Best sellers read');
    await userEvent.clear(depth);
    await userEvent.type(depth, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Scraping interval must be between 30 and 480 minutes')).toBeInTheDocument();
    expect(api.calls.at(-2)?.body ?? api.calls.find((c) => c.key.startsWith('PATCH'))!.body).toMatchObject({
      price: 5950,
      scrapingIntervalMinutes: 500,
      bestSellerDepth: 60,
    });

    fail = false;
    await userEvent.clear(interval);
    await userEvent.type(interval, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plan Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Edit Pro' })).toBeNull());
  });

  it('creates a plan only with a name and a price', async () => {
    const api = stubApi({
      'GET /api/admin/plan-configs': () => json(200, []),
      'POST /api/admin/plan-configs': () => json(201, plan(4, 'agency', { name: 'Agency' })),
    });
    renderWithProviders(<PlanConfigPage />, { url: '/admin/plan-config' });
    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    const form = screen.getByRole('group', { name: 'New plan' });
    const submit = within(form).getByRole('button', { name: 'Create Plan' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Name'), 'Agency');
    await userEvent.type(within(form).getByLabelText('Price (USD per month)'), '99');
    await userEvent.click(submit);
    expect(await screen.findByText('Plan Created')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key.startsWith('POST'))!.body).toEqual({
      name: 'Agency',
      price: 9900,
      maxCompetitors: 1,
      maxMembers: 1,
      scrapingIntervalMinutes: 1440,
      bestSellerDepth: 20,
      features: [],
      description: '',
      isActive: false,
    });
  });
});
