import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { AuthPage } from './auth-page';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

async function signUp() {
  await userEvent.type(screen.getByLabelText('Username'), 'maria');
  await userEvent.type(screen.getByLabelText('Email'), 'maria@shop.test');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('AuthPage ?next=', () => {
  it('goes on to the payment page of the plan chosen once signed up', async () => {
    stubApi({ 'POST /api/register': () => json(201, sampleUser) });
    const next = encodeURIComponent('/simple-payment?plan=pro');
    renderWithProviders(<AuthPage />, { url: `/auth?tab=signup&next=${next}` });
    await signUp();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/simple-payment?plan=pro'));
  });

  it('goes on to next once signed in', async () => {
    stubApi({ 'POST /api/login': () => json(200, sampleUser) });
    renderWithProviders(<AuthPage />, {
      url: `/auth?next=${encodeURIComponent('/settings?tab=subscription')}`,
    });
    await userEvent.type(screen.getByLabelText('Username'), 'maria');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/settings?tab=subscription'));
  });

  it('ignores a next that leaves the site', async () => {
    stubApi({ 'POST /api/register': () => json(201, sampleUser) });
    renderWithProviders(<AuthPage />, {
      url: `/auth?tab=signup&next=${encodeURIComponent('//evil.test/pay')}`,
    });
    await signUp();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });
});
