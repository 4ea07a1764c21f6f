import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_RESET_MS } from '@shared/constants/ui';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { ResetPasswordPage } from './reset-password-page';

const renderAt = (url: string) =>
  renderWithProviders(<ResetPasswordPage />, { url, path: '/reset-password' });
const RESET = 'POST /api/reset-password';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ResetPasswordPage', () => {
  it('shows the invalid-link view without a token', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(
      screen.getByText('Invalid or missing reset token. Please request a new password reset link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: /Back to sign in/ }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('requires both fields', async () => {
    const api = stubApi({});
    renderAt('/reset-password?token=abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please enter a new password.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('rejects a short password with the exact text', async () => {
    const api = stubApi({});
    renderAt('/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('rejects a mismatched confirmation with the exact text', async () => {
    const api = stubApi({});
    renderAt('/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-two');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the server message in an error banner when the token is rejected', async () => {
    stubApi({ [RESET]: () => json(400, { message: 'This reset link is invalid or has expired.' }) });
    renderAt('/reset-password?token=stale');
    await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-one');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired.');
  });

  it('falls back to a generic text when the request never reaches the server', async () => {
    stubApi({ [RESET]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAt('/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-one');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('sends token and new password, shows success, then goes to /auth after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ [RESET]: () => json(200, { message: 'Your password has been reset.' }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/reset-password?token=tok-123');
    await user.type(screen.getByLabelText('New password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Password Reset Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been reset.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ key: RESET, body: { token: 'tok-123', newPassword: 'secret-one' } }]);

    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_RESET_MS - 100));
    expect(screen.getByTestId('where').textContent).toBe('/reset-password?token=tok-123');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('where').textContent).toBe('/auth');
  });
});
