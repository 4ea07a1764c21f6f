import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAccountMember, TAccountRole } from '@shared/contracts/account';
import { dismissAllToasts, json, page, renderWithProviders, stubApi } from '@web/testing';
import { TeamTab } from './team-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const at = new Date(Date.now() - 3_600_000).toISOString();
const member = (username: string, role: TAccountRole): TAccountMember => ({
  userId: `id-${username}`,
  username,
  email: `${username}@example.com`,
  role,
  joinedAt: at,
});

function serve(role: TAccountRole, extra: Record<string, () => Response> = {}) {
  return stubApi({
    'GET /api/account/accounts': () => json(200, [{ id: 'acc', name: 'alice', role, current: true }]),
    'GET /api/account/members': () =>
      json(200, [member('alice', 'owner'), member('bob', 'manager'), member('carol', 'reader')]),
    'GET /api/account/invitations': () =>
      json(200, [
        {
          id: 'inv1',
          email: 'dave@example.com',
          role: 'reader',
          invitedBy: 'alice',
          createdAt: at,
          expiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
        },
      ]),
    'GET /api/account/activity?limit=20': () =>
      json(200, [
        {
          id: 3,
          actorId: 'id-alice',
          actor: 'alice',
          action: 'member.role',
          subjectType: 'member',
          subjectId: 'id-carol',
          before: { role: 'manager', name: 'carol', email: 'carol@example.com' },
          after: { role: 'reader', name: 'carol', email: 'carol@example.com' },
          at,
        },
        {
          id: 2,
          actorId: 'id-bob',
          actor: 'bob',
          action: 'competitor.add',
          subjectType: 'competitor',
          subjectId: 'c1',
          before: null,
          after: { name: 'Northpeak' },
          at,
        },
      ]),
    ...extra,
  });
}

describe('Settings → Team', () => {
  it('shows the owner the members, the pending invitations and who did what', async () => {
    serve('owner');
    renderWithProviders(<TeamTab userId="id-alice" />);
    const members = await screen.findByRole('list', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('alice (you)alice@example.comOwner'),
      expect.stringContaining('bobbob@example.com'),
      expect.stringContaining('carolcarol@example.com'),
    ]);
    // The owner sets the others' roles; their own shows as a badge.
    expect(within(rows[0]!).queryByRole('combobox')).toBeNull();
    expect(within(rows[1]!).getByLabelText('Role of bob')).toHaveValue('manager');
    expect(within(rows[2]!).getByLabelText('Role of carol')).toHaveValue('reader');
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: 'Remove carol' })).toBeInTheDocument();
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(pending.textContent).toContain('dave@example.com');
    expect(within(pending).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    const activity = await screen.findByRole('list', { name: 'Activity' });
    expect(activity.textContent).toContain('bob added the competitor Northpeak');
    expect(activity.textContent).toContain('alice changed the role of carol to Reader');
  });

  it('invites by email with a role and says when the seats are taken, with the upgrade', async () => {
    const api = serve('owner', {
      'POST /api/account/invitations': () =>
        json(403, {
          message: 'Your Starter plan has 3 seats, all taken by members and pending invitations.',
          upgradeMessage: 'Upgrade to Pro (10 seats) to invite more people.',
        }),
    });
    renderWithProviders(<TeamTab userId="id-alice" />);
    const form = await screen.findByRole('form', { name: 'Invite' });
    await userEvent.type(within(form).getByLabelText('Email'), 'erin@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'manager');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Your Starter plan has 3 seats, all taken by members and pending invitations. Upgrade to Pro (10 seats) to invite more people.',
    );
    expect(api.calls.find((c) => c.key === 'POST /api/account/invitations')!.body).toEqual({
      email: 'erin@example.com',
      role: 'manager',
    });
  });

  it("changes a member's role from the list", async () => {
    const api = serve('owner', { 'PATCH /api/account/members/id-carol': () => json(204, null) });
    renderWithProviders(<TeamTab userId="id-alice" />);
    await userEvent.selectOptions(await screen.findByLabelText('Role of carol'), 'manager');
    await waitFor(() =>
      expect(api.calls.find((c) => c.key === 'PATCH /api/account/members/id-carol')?.body).toEqual({
        role: 'manager',
      }),
    );
  });

  it('hands the ownership to a member after a confirmation, then reads the role again', async () => {
    const api = serve('owner', { 'POST /api/account/members/id-bob/ownership': () => json(204, null) });
    renderWithProviders(<TeamTab userId="id-alice" />);
    // No hand-over to oneself; a member who is not an owner can be made one.
    await screen.findByRole('button', { name: 'Hand the ownership to bob' });
    expect(screen.queryByRole('button', { name: 'Hand the ownership to alice' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hand the ownership to bob' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('you become a manager');
    const before = api.count('GET /api/account/accounts');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hand over ownership' }));
    await waitFor(() => expect(api.count('POST /api/account/members/id-bob/ownership')).toBe(1));
    await waitFor(() => expect(api.count('GET /api/account/accounts')).toBeGreaterThan(before));
  });

  it("shows one person's changes, a page at a time", async () => {
    const item = (id: number, actor: string) => ({
      id,
      actorId: `id-${actor}`,
      actor,
      action: 'alert.add',
      subjectType: 'alert',
      subjectId: `a${id}`,
      before: null,
      after: null,
      at,
    });
    const api = serve('owner', {
      'GET /api/account/activity?limit=20&userId=id-bob': () =>
        page([item(9, 'bob')], { next: { path: '/api/account/activity', cursor: 'c9' } }),
      'GET /api/account/activity?limit=20&userId=id-bob&cursor=c9': () => page([item(4, 'bob')]),
    });
    renderWithProviders(<TeamTab userId="id-alice" />);
    await screen.findByRole('list', { name: 'Activity' });
    await userEvent.selectOptions(await screen.findByLabelText('Whose changes'), 'id-bob');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load More Activity' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Load More Activity' })).toBeNull();
    expect(api.count('GET /api/account/activity?limit=20&userId=id-bob&cursor=c9')).toBe(1);
  });

  it('shows a reader the members and the activity, without invitations or remove buttons', async () => {
    const api = serve('reader');
    renderWithProviders(<TeamTab userId="id-carol" />);
    await screen.findByRole('list', { name: 'Members' });
    await screen.findByRole('list', { name: 'Activity' });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite' })).toBeNull();
    expect(api.count('GET /api/account/invitations')).toBe(0);
  });
});
