import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('ChangePasswordForm', () => {
  it('requires all three fields', async () => {
    const api = stubApi({});
    renderWithProviders(<ChangePasswordForm />);
    await fill('', 'secret-one', '');
    expect(await screen.findAllByText('All password fields are required.')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('rejects a mismatched confirmation', async () => {
    const api = stubApi({});
    renderWithProviders(<ChangePasswordForm />);
    await fill('old-secret', 'secret-one', 'secret-two');
    expect(await screen.findByText('New password and confirmation do not match.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('rejects a new password under 6 characters', async () => {
    const api = stubApi({});
    renderWithProviders(<ChangePasswordForm />);
    await fill('old-secret', 'abc', 'abc');
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends current and new password, toasts and clears the form', async () => {
    const api = stubApi({
      'PATCH /api/user/password': () => json(200, { message: 'Password updated successfully.' }),
    });
    renderWithProviders(<ChangePasswordForm />);
    await fill('old-secret', 'secret-one', 'secret-one');
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({
      key: 'PATCH /api/user/password',
      body: { currentPassword: 'old-secret', newPassword: 'secret-one' },
    });
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
  });

  it('shows "Password Update Failed" with the server message and keeps the input', async () => {
    stubApi({ 'PATCH /api/user/password': () => json(400, { message: 'Current password is incorrect.' }) });
    renderWithProviders(<ChangePasswordForm />);
    await fill('wrong', 'secret-one', 'secret-one');
    expect(await screen.findByText('Password Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect.')).toBeInTheDocument();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('secret-one');
  });
});
