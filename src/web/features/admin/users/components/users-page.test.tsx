import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminUser, TAdminUserDetail } from '@shared/contracts/admin-users';
import { json, page, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { UsersPage } from './users-page';

afterEach(() => vi.unstubAllGlobals());

const me = { ...sampleUser, id: 'me', username: 'root', isAdmin: true };
const user = (id: string, over: Partial<TAdminUser> = {}): TAdminUser => ({
  id,
  username: id,
  email: `${id}@shop.test`,
  firstName: null,
  lastName: null,
  isAdmin: false,
  subscriptionPlan: 'free',
  subscriptionStatus: 'free',
  competitorCount: 2,
  createdAt: new Date().toISOString(),
  lastSignInAt: null,
  accounts: [{ id: `acc-${id}`, name: id, role: 'owner', plan: 'free', memberCount: 1 }],
  ...over,
});
const counts = { total: 2, accounts: 2, admins: 1, paying: 0, newThisWeek: 2 };
const LIST = 'GET /api/admin/users?sort=createdAt&dir=desc';

describe('UsersPage', () => {
  it('shows counts and users; refuses an empty create form; creates a user', async () => {
    const api = stubApi({
      'GET /api/user': () => json(200, me),
      [LIST]: () => page([user('me', { username: 'root', isAdmin: true }), user('bob')], { total: 2 }),
      'GET /api/admin/users/counts': () => json(200, counts),
      'POST /api/admin/users/create': () => json(201, { ...sampleUser, username: 'newbie' }),
    });
    renderWithProviders(<UsersPage />, { url: '/admin/users' });
    await waitFor(() => expect(screen.getByTestId('stat-Admins')).toHaveTextContent('Admins1Operators'));
    expect(screen.getByTestId('stat-Paying Accounts')).toHaveTextContent('0');
    expect((await screen.findAllByRole('button', { name: 'Open bob' })).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(api.count('POST /api/admin/users/create')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('Username'), 'newbie');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'newbie@shop.test');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/admin/users/create')!.body).toEqual({
      username: 'newbie',
      email: 'newbie@shop.test',
      password: 'secret-1',
      isAdmin: false,
    });
    await waitFor(() => expect(api.count(LIST)).toBeGreaterThan(1));
  }, 20_000);

  it("shows each user's accounts with their role, and the account's members in the detail", async () => {
    const bob = user('bob', {
      accounts: [
        { id: 'acc-bob', name: 'bob', role: 'owner', plan: 'free', memberCount: 1 },
        { id: 'acc-shop', name: 'Northpeak', role: 'manager', plan: 'pro', memberCount: 2 },
      ],
    });
    const detail: TAdminUserDetail = {
      user: bob,
      accounts: [
        {
          ...bob.accounts[0]!,
          members: [{ userId: 'bob', username: 'bob', email: 'bob@shop.test', role: 'owner' }],
          deletedWithUser: true,
        },
        {
          ...bob.accounts[1]!,
          members: [
            { userId: 'olive', username: 'olive', email: 'olive@shop.test', role: 'owner' },
            { userId: 'bob', username: 'bob', email: 'bob@shop.test', role: 'manager' },
          ],
          deletedWithUser: false,
        },
      ],
      competitors: [],
      removes: { competitors: 0, alertRules: 0, notifications: 0, apiTokens: 0 },
    };
    stubApi({
      'GET /api/user': () => json(200, me),
      [LIST]: () => page([bob], { total: 1 }),
      'GET /api/admin/users/counts': () => json(200, { ...counts, accounts: 3 }),
      'GET /api/admin/users/bob': () => json(200, detail),
    });
    renderWithProviders(<UsersPage />, { url: '/admin/users' });
    const accounts = (await screen.findAllByRole('list', { name: 'Accounts of bob' }))[0]!;
    expect(within(accounts).getByText(/Northpeak/).textContent).toBe('Northpeak · Manager · 2 people');
    expect(await screen.findByText('People, in 3 accounts')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Open bob' })[0]!);
    const members = await screen.findByRole('list', { name: 'Members of Northpeak' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['olive (olive@shop.test) · Owner', 'bob (bob@shop.test) · Manager']);
  });

  it('never offers to delete or demote oneself; a delete names what goes and shows the server refusal', async () => {
    const detail: TAdminUserDetail = {
      user: user('bob'),
      accounts: [
        {
          id: 'acc-bob',
          name: 'bob',
          role: 'owner',
          plan: 'free',
          memberCount: 2,
          members: [
            { userId: 'bob', username: 'bob', email: 'bob@shop.test', role: 'owner' },
            { userId: 'eve', username: 'eve', email: 'eve@shop.test', role: 'reader' },
          ],
          deletedWithUser: true,
        },
        {
          id: 'acc-shop',
          name: 'Northpeak',
          role: 'owner',
          plan: 'pro',
          memberCount: 2,
          members: [
            { userId: 'olive', username: 'olive', email: 'olive@shop.test', role: 'owner' },
            { userId: 'bob', username: 'bob', email: 'bob@shop.test', role: 'owner' },
          ],
          deletedWithUser: false,
        },
      ],
      competitors: [],
      removes: { competitors: 2, alertRules: 1, notifications: 14, apiTokens: 0 },
    };
    stubApi({
      'GET /api/user': () => json(200, me),
      [LIST]: () => page([user('me', { username: 'root', isAdmin: true }), user('bob')], { total: 2 }),
      'GET /api/admin/users/counts': () => json(200, counts),
      'GET /api/admin/users/bob': () => json(200, detail),
      'DELETE /api/admin/users/bob': () =>
        json(409, { message: 'The last admin cannot be removed or demoted.' }),
    });
    renderWithProviders(<UsersPage />, { url: '/admin/users' });
    await screen.findAllByRole('button', { name: 'Open bob' });
    expect(screen.queryAllByRole('button', { name: 'Delete root' })).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete bob' })[0]!);
    const confirm = await screen.findByRole('alertdialog');
    expect(
      await within(confirm).findByText(
        'This removes the account “bob” with 2 competitors, 1 alert rule, 14 notifications and 0 API tokens. “Northpeak” stays with its owners and data. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot be removed or demoted.')).toBeInTheDocument();
  }, 20_000);

  it("changes a user's plan through the plan call, and shows the server's refusal", async () => {
    let refuse = false;
    const api = stubApi({
      'GET /api/user': () => json(200, me),
      [LIST]: () => page([user('me', { username: 'root', isAdmin: true }), user('bob')], { total: 2 }),
      'GET /api/admin/users/counts': () => json(200, counts),
      'PATCH /api/admin/users/bob/plan': () =>
        refuse
          ? json(409, {
              message:
                'This user pays for the Starter plan: a plan is granted only to users without a paid subscription.',
            })
          : json(200, { ...sampleUser, id: 'bob', username: 'bob', subscriptionPlan: 'pro' }),
    });
    renderWithProviders(<UsersPage />, { url: '/admin/users' });
    const select = (await screen.findAllByRole('combobox', { name: 'Plan of bob' }))[0]!;
    expect(select).toHaveValue('free');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Free', 'Starter', 'Pro']);
    await userEvent.selectOptions(select, 'pro');
    expect(await screen.findByText('Plan Updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'PATCH /api/admin/users/bob/plan')!.body).toEqual({ plan: 'pro' });
    await waitFor(() => expect(api.count(LIST)).toBeGreaterThan(1));

    refuse = true;
    await userEvent.selectOptions(
      (await screen.findAllByRole('combobox', { name: 'Plan of bob' }))[0]!,
      'starter',
    );
    expect(await screen.findByText('Failed to update plan')).toBeInTheDocument();
    expect(
      screen.getAllByText(/a plan is granted only to users without a paid subscription/)[0],
    ).toBeInTheDocument();
  }, 20_000);

  it('shows the error state with a retry', async () => {
    stubApi({
      'GET /api/user': () => json(200, me),
      [LIST]: () => json(500, { message: 'Something went wrong on our side. Please try again.' }),
      'GET /api/admin/users/counts': () => json(200, counts),
    });
    renderWithProviders(<UsersPage />, { url: '/admin/users' });
    expect(await screen.findByText('Could not load users')).toBeInTheDocument();
  });
});
