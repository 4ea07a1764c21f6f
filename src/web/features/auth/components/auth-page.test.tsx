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

describe('AuthPage form rules (the shared contracts, loaded on demand)', () => {
  it('shows what is missing and sends nothing', async () => {
    const api = stubApi({ 'POST /api/login': () => json(200, sampleUser) });
    renderWithProviders(<AuthPage />, { url: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(api.count('POST /api/login')).toBe(0);
  });

  it('checks again as the visitor corrects a field, and sends the trimmed values', async () => {
    const api = stubApi({ 'POST /api/register': () => json(201, sampleUser) });
    renderWithProviders(<AuthPage />, { url: '/auth?email=maria%40shop.test' });
    expect(screen.getByLabelText('Email')).toHaveValue('maria@shop.test');
    await userEvent.type(screen.getByLabelText('Username'), '  ma');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-pasS');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await waitFor(() => expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('Username'), 'ria ');
    await waitFor(() =>
      expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument(),
    );
    expect(api.count('POST /api/register')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.count('POST /api/register')).toBe(1));
    expect(api.calls.find((c) => c.key === 'POST /api/register')?.body).toEqual({
      username: 'maria',
      email: 'maria@shop.test',
      password: 'secret-pass',
    });
  });
});
