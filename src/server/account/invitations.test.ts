import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountInvitations, accounts, planConfigs } from '../db/schema';
import { outbox } from '../testing/requests';
import { signUp, useTestApp } from '../testing/test-app';

/** The token carried by an invitation email's link. */
function tokenFrom(text: string): string {
  const match = /\/invitations\/accept\?token=([^\s"&<]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('invitations to an account', () => {
  const ctx = useTestApp();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** Alice on Starter (3 seats). */
  async function owner() {
    const cookie = await signUp(ctx.app);
    await ctx.db.update(accounts).set({ subscriptionPlan: 'starter' }).where(eq(accounts.name, 'alice'));
    return cookie;
  }
  const lastInvitationEmail = async () => (await outbox(ctx.db, 'team_invitation')).at(-1)!;

  it('emails a single-use link that a new login accepts once, and refuses twice', async () => {
    const alice = await owner();
    const invited = await call('POST', '/api/account/invitations', alice, {
      email: 'Bob@Example.com',
      role: 'reader',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'bob@example.com', role: 'reader' });

    const email = await lastInvitationEmail();
    expect(email.toAddress).toBe('bob@example.com');
    expect(email.subject).toBe('Alice invites you to alice on Rivalwatch');
    expect(email.html).toContain('Join the account');
    const token = tokenFrom(email.text);
    // Only the hash is kept.
    const [row] = await ctx.db.select().from(accountInvitations);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const preview = await call('GET', `/api/invitations/preview?token=${encodeURIComponent(token)}`);
    expect(preview.json()).toEqual({
      accountName: 'alice',
      email: 'bob@example.com',
      role: 'reader',
      invitedBy: 'alice',
    });

    // Someone else signed in cannot use Bob's link.
    const carol = await signUp(ctx.app, { username: 'carol', email: 'carol@example.com' });
    const wrong = await call('POST', '/api/invitations/accept', carol, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      'This invitation is for bob@example.com. Sign in with that address (or create a login with it) to join.',
    );

    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const accepted = await call('POST', '/api/invitations/accept', bob, { token });
    expect(accepted.statusCode).toBe(200);
    // Bob now acts in Alice's account, as a reader.
    const members = await call('GET', '/api/account/members', bob);
    expect(members.json().map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      ['alice', 'owner'],
      ['bob', 'reader'],
    ]);

    for (const again of [bob, carol]) {
      const twice = await call('POST', '/api/invitations/accept', again, { token });
      expect(twice.statusCode).toBe(404);
      expect(twice.json().message).toMatch(/^This invitation link no longer works/);
    }
    expect((await call('GET', `/api/invitations/preview?token=${token}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/account/invitations', alice)).json()).toEqual([]);
  });

  it('refuses an address already in the account, with the reason', async () => {
    const alice = await owner();
    const res = await call('POST', '/api/account/invitations', alice, {
      email: 'ALICE@example.com',
      role: 'manager',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('alice@example.com is already a member of this account.');
  });

  it('resends with a new link and revokes, the old links dead', async () => {
    const alice = await owner();
    const first = await call('POST', '/api/account/invitations', alice, {
      email: 'bob@example.com',
      role: 'manager',
    });
    const id = first.json().id as string;
    const oldToken = tokenFrom((await lastInvitationEmail()).text);
    expect((await call('POST', `/api/account/invitations/${id}/resend`, alice)).statusCode).toBe(204);
    const newToken = tokenFrom((await lastInvitationEmail()).text);
    expect(newToken).not.toBe(oldToken);
    expect((await call('GET', `/api/invitations/preview?token=${oldToken}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/preview?token=${newToken}`)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/account/invitations', alice)).json().map((i: { id: string }) => i.id),
    ).toEqual([id]);

    expect((await call('DELETE', `/api/account/invitations/${id}`, alice)).statusCode).toBe(204);
    expect((await call('GET', `/api/invitations/preview?token=${newToken}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/account/invitations/${id}`, alice)).statusCode).toBe(404);
  });

  it('says when the seats are taken and offers the upgrade', async () => {
    const alice = await owner();
    // Starter: 3 seats, Alice holds one.
    for (const name of ['bob', 'carol']) {
      const ok = await call('POST', '/api/account/invitations', alice, {
        email: `${name}@example.com`,
        role: 'reader',
      });
      expect(ok.statusCode).toBe(201);
    }
    const full = await call('POST', '/api/account/invitations', alice, {
      email: 'dave@example.com',
      role: 'reader',
    });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({
      message: 'Your Starter plan has 3 seats, all taken by members and pending invitations.',
      upgradeMessage: 'Upgrade to Pro (10 seats) to invite more people.',
      plan: 'starter',
    });
    // The operator gives Starter more seats (/admin/plans): the invitation goes through.
    await ctx.db.update(planConfigs).set({ maxMembers: 4 }).where(eq(planConfigs.key, 'starter'));
    expect(
      (await call('POST', '/api/account/invitations', alice, { email: 'dave@example.com', role: 'reader' }))
        .statusCode,
    ).toBe(201);
  });

  it('leaves a Free account no seat to spare', async () => {
    await owner();
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    // Bob owns his own account, on Free: one seat, his.
    const res = await call('POST', '/api/account/invitations', bob, {
      email: 'x@example.com',
      role: 'reader',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().upgradeMessage).toBe(
      'Upgrade to Starter (3 seats) or Pro (10 seats) to invite more people.',
    );
  });
});
