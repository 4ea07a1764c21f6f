import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOwnStore } from '@shared/contracts/my-store';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { MyStoreCard } from './my-store-card';

afterEach(() => vi.unstubAllGlobals());

const accounts = (role: 'owner' | 'reader') => () =>
  json(200, [{ id: 'a1', name: 'mine', role, current: true }]);

const store: TOwnStore = {
  id: '6a1c2d3e-0000-4000-8000-000000000001',
  name: 'My Own Goods',
  url: 'https://own.example',
  domain: 'own.example',
  currency: 'USD',
  productCount: 12,
  lastScraped: new Date().toISOString(),
  errorMessage: null,
  progress: null,
  createdAt: new Date().toISOString(),
};

describe('Settings → My store', () => {
  it('adds the store by URL, and shows the server’s refusal under the field', async () => {
    let answers = 0;
    const api = stubApi({
      'GET /api/account/accounts': accounts('owner'),
      'GET /api/my-store': () => json(200, { store: answers > 0 ? store : null }),
      'POST /api/my-store': (body) =>
        (body as { url: string }).url.includes('10.0.0.1')
          ? json(400, { message: 'Private and internal addresses are not allowed.' })
          : (answers++, json(201, store)),
    });
    renderWithProviders(<MyStoreCard />);
    await screen.findByText('No store added yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add my store' }));
    expect(await screen.findByText('Please enter a URL')).toBeInTheDocument();
    expect(api.count('POST /api/my-store')).toBe(0);

    await userEvent.type(screen.getByLabelText('Your store’s URL'), 'http://10.0.0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Add my store' }));
    expect(await screen.findByText('Private and internal addresses are not allowed.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Your store’s URL'));
    await userEvent.type(screen.getByLabelText('Your store’s URL'), 'https://own.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add my store' }));
    expect(await screen.findByText('My Own Goods')).toBeInTheDocument();
    expect(screen.getByText(/12 products, read/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my price position' }).getAttribute('href')).toBe(
      '/price-position',
    );
  });

  it('shows the store to a reader without the buttons that change it', async () => {
    stubApi({
      'GET /api/account/accounts': accounts('reader'),
      'GET /api/my-store': () => json(200, { store }),
    });
    const { client } = renderWithProviders(<MyStoreCard />);
    await screen.findByText('My Own Goods');
    await vi.waitFor(() => expect(client.getQueryState(['/api/account/accounts'])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Review suggested matches' })).toBeInTheDocument();
  });

  it('says so when the store cannot be loaded, and tries again', async () => {
    let calls = 0;
    stubApi({
      'GET /api/account/accounts': accounts('owner'),
      'GET /api/my-store': () =>
        calls++ ? json(200, { store: null }) : json(503, { message: 'Database unavailable' }),
    });
    renderWithProviders(<MyStoreCard />);
    expect(await screen.findByText('Could not load your store')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No store added yet.')).toBeInTheDocument();
  });
});
