import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { AccountSwitcher } from './account-switcher';

afterEach(() => vi.unstubAllGlobals());

describe('the account switcher', () => {
  it('is not there for a person in one account', async () => {
    const api = stubApi({
      'GET /api/account/accounts': () =>
        json(200, [{ id: 'a1', name: 'mine', role: 'owner', current: true }]),
    });
    const { client } = renderWithProviders(<AccountSwitcher />);
    await vi.waitFor(() => expect(api.count('GET /api/account/accounts')).toBe(1));
    await vi.waitFor(() => expect(client.getQueryState(['/api/account/accounts'])?.status).toBe('success'));
    expect(screen.queryByLabelText('Account')).toBeNull();
  });

  it('switches to another account of the person', async () => {
    const api = stubApi({
      'GET /api/account/accounts': () =>
        json(200, [
          { id: 'a1', name: 'mine', role: 'owner', current: true },
          { id: 'a2', name: 'Northpeak', role: 'reader', current: false },
        ]),
      'PUT /api/account/current': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<AccountSwitcher />);
    const select = await screen.findByLabelText('Account');
    expect((select as HTMLSelectElement).value).toBe('a1');
    await userEvent.selectOptions(select, 'a2');
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.key === 'PUT /api/account/current')?.body).toEqual({ accountId: 'a2' }),
    );
  });
});
