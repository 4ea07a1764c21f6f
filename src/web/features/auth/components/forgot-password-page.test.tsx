import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/forgot-password']}>
        <ForgotPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('keeps the button disabled while the email is blank', async () => {
    renderPage();
    const button = screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    expect(button.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(button.disabled).toBe(false);
    expect(screen.getByRole('link', { name: /Back to sign in/ }).getAttribute('href')).toBe('/auth');
  });

  it('replaces the form with the check-your-email panel and the server message', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(200, { message: 'If an account exists for that email, we have sent a link.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('If an account exists for that email, we have sent a link.')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/forgot-password');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'owner@shop.test' });
  });

  it('shows the server error message in a banner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { message: 'Too many requests. Try again later.' })),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again later.');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('falls back to the generic text without a server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });
});
