import { describe, expect, it } from 'vitest';
import { currentUser, login, send, signIn } from '../testing/requests';
import { aliceInput, signUp, useTestApp } from '../testing/test-app';

describe('PATCH /api/user/password', () => {
  const ctx = useTestApp();

  const change = (cookie: string | undefined, body: object) =>
    send(ctx.app, 'PATCH', '/api/user/password', body, cookie);

  it('is 401 when signed out', async () => {
    const res = await change(undefined, {
      currentPassword: aliceInput.password,
      newPassword: 'brand-new-secret',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('refuses a wrong current password with a 400 that names currentPassword, and changes nothing', async () => {
    const cookie = await signUp(ctx.app);
    const res = await change(cookie, { currentPassword: 'not-my-password', newPassword: 'brand-new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Current password is incorrect.',
      details: [{ field: 'currentPassword', message: 'Current password is incorrect.' }],
    });
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(200);
    expect((await login(ctx.app, { username: 'alice', password: aliceInput.password })).statusCode).toBe(200);
  });

  it('refuses a new password under 6 characters and missing fields', async () => {
    const cookie = await signUp(ctx.app);
    const short = await change(cookie, { currentPassword: aliceInput.password, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toContainEqual({
      field: 'newPassword',
      message: 'Password must be at least 6 characters long.',
    });

    const blank = await change(cookie, { currentPassword: '', newPassword: 'brand-new-secret' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toContainEqual({
      field: 'currentPassword',
      message: 'All password fields are required.',
    });
    expect((await login(ctx.app, { username: 'alice', password: aliceInput.password })).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the user’s other sessions', async () => {
    const here = await signUp(ctx.app);
    const elsewhere = await signIn(ctx.app);
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });

    const res = await change(here, { currentPassword: aliceInput.password, newPassword: 'brand-new-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully.' });

    expect((await currentUser(ctx.app, here)).statusCode).toBe(200);
    expect((await currentUser(ctx.app, elsewhere)).statusCode).toBe(401);
    expect((await currentUser(ctx.app, bob)).statusCode).toBe(200);

    expect((await login(ctx.app, { username: 'alice', password: aliceInput.password })).statusCode).toBe(401);
    expect((await login(ctx.app, { username: 'alice', password: 'brand-new-secret' })).statusCode).toBe(200);
  });
});
