import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { AcceptInvitationPage } from './accept-invitation-page';

afterEach(() => vi.unstubAllGlobals());

const preview = { accountName: 'Northpeak', email: 'bob@example.com', role: 'manager', invitedBy: 'alice' };
const url = '/invitations/accept?token=tok%2B1';

describe('/invitations/accept', () => {
  it('offers a signed-out invitee to sign in or create a login, then come back', async () => {
    stubApi({
      'GET /api/invitations/preview?token=tok%2B1': () => json(200, preview),
      'GET /api/user': () => json(401, { message: 'Please sign in to continue.' }),
    });
    renderWithProviders(<AcceptInvitationPage />, { url });
    expect(await screen.findByText('Join Northpeak')).toBeInTheDocument();
    expect(screen.getByText('alice invites bob@example.com as manager.')).toBeInTheDocument();
    const back = encodeURIComponent('/invitations/accept?token=tok%2B1');
    expect(screen.getByRole('link', { name: 'Sign in to join' }).getAttribute('href')).toBe(
      `/auth?next=${back}`,
    );
    expect(
      screen.getByRole('link', { name: 'Create a login with bob@example.com' }).getAttribute('href'),
    ).toBe(`/auth?tab=signup&next=${back}`);
  });

  it('joins a signed-in invitee, and shows why when the link no longer works', async () => {
    const api = stubApi({
      'GET /api/invitations/preview?token=tok%2B1': () => json(200, preview),
      'GET /api/user': () => json(200, sampleUser),
      'POST /api/invitations/accept': () =>
        json(404, {
          message: 'This invitation link no longer works: it was used, withdrawn or is over 7 days old.',
        }),
    });
    renderWithProviders(<AcceptInvitationPage />, { url });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Northpeak' }));
    expect(api.calls.find((c) => c.key === 'POST /api/invitations/accept')!.body).toEqual({ token: 'tok+1' });
    expect(await screen.findByText(/This invitation link no longer works/)).toBeInTheDocument();
  });
});
