import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { ForgotPasswordPage } from './forgot-password-page';

const renderPage = () => renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
const SEND = 'POST /api/forgot-password';

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
    const api = stubApi({
      [SEND]: () => json(200, { message: 'If an account exists for that email, we have sent a link.' }),
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('If an account exists for that email, we have sent a link.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(api.calls).toEqual([{ key: SEND, body: { email: 'owner@shop.test' } }]);
  });

  it('shows the server error message in a banner', async () => {
    stubApi({ [SEND]: () => json(429, { message: 'Too many requests. Try again later.' }) });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again later.');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('falls back to the generic text without a server message', async () => {
    stubApi({ [SEND]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });
});
