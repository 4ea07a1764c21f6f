import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_RESET_MS } from '@shared/constants/ui';
import { ResetPasswordPage } from './reset-password-page';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ResetPasswordPage', () => {
  it('shows the invalid-link view without a token', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(
      screen.getByText('Invalid or missing reset token. Please request a new password reset link.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: /Back to sign in/ }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('requires both fields', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/reset-password?token=abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please enter a new password.')).toBeTruthy();
    expect(screen.getByText('Please confirm your new password.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a short password with the exact text', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a mismatched confirmation with the exact text', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-two');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message in an error banner when the token is rejected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { message: 'This reset link is invalid or has expired.' })),
    );
    renderAt('/reset-password?token=stale');
    await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-one');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired.');
  });

  it('falls back to a generic text when the request never reaches the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAt('/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'secret-one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret-one');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('sends token and new password, shows success, then goes to /auth after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(200, { message: 'Your password has been reset.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/reset-password?token=tok-123');
    await user.type(screen.getByLabelText('New password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Password Reset Successful!' })).toBeTruthy();
    expect(screen.getByText('Your password has been reset.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123', newPassword: 'secret-one' });

    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_RESET_MS - 100));
    expect(screen.getByTestId('where').textContent).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('where').textContent).toBe('/auth');
  });
});
