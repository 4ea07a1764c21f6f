import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { currentUser, login, outbox, resetTokenFrom, send } from '../testing/requests';
import { aliceInput, signUp, useTestApp } from '../testing/test-app';
import { hashToken } from './tokens';

const SAME_ANSWER =
  'If an account exists for that email, we have sent a link to reset your password. It is valid for one hour.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new password reset link.';

describe('password reset', () => {
  const ctx = useTestApp();

  const forgot = (email: string) => send(ctx.app, 'POST', '/api/forgot-password', { email });
  const reset = (token: string, newPassword: string) =>
    send(ctx.app, 'POST', '/api/reset-password', { token, newPassword });

  /** Asks for a reset for alice and returns the token from the emailed link. */
  async function requestToken(): Promise<string> {
    expect((await forgot(aliceInput.email)).statusCode).toBe(200);
    const mails = await outbox(ctx.db, 'password_reset');
    return resetTokenFrom(mails.at(-1)!.text);
  }

  it('answers the same for an unknown and a known email, and emails only the known one', async () => {
    await signUp(ctx.app);
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: SAME_ANSWER });
    expect(await outbox(ctx.db, 'password_reset')).toHaveLength(0);

    const known = await forgot('  ALICE@example.com ');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SAME_ANSWER });

    const mails = await outbox(ctx.db, 'password_reset');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ kind: 'password_reset', toAddress: 'alice@example.com' });
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.html).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.text).toContain('Hi Alice,');

    const token = resetTokenFrom(mail.text);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    expect(row!.resetToken).not.toBe(token);
    expect(row!.resetToken).not.toContain(token);
    expect(row!.resetToken).toBe(hashToken(token));
    const ttl = row!.resetTokenExpiry!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('resets the password once: the new one works, the old one does not, the link is spent', async () => {
    await signUp(ctx.app);
    const token = await requestToken();

    const res = await reset(token, 'brand-new-secret');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been reset/i);

    const [row] = await ctx.db.select().from(users);
    expect(row!.resetToken).toBeNull();
    expect(row!.resetTokenExpiry).toBeNull();

    const again = await reset(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK);

    expect((await login(ctx.app, { username: 'alice', password: aliceInput.password })).statusCode).toBe(401);
    expect((await login(ctx.app, { username: 'alice', password: 'brand-new-secret' })).statusCode).toBe(200);
  });

  it('refuses an expired token and an unknown token', async () => {
    await signUp(ctx.app);
    const token = await requestToken();
    await ctx.db.update(users).set({ resetTokenExpiry: new Date(Date.now() - 1000) });

    const expired = await reset(token, 'brand-new-secret');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVALID_LINK);

    const unknown = await reset('x'.repeat(43), 'brand-new-secret');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(INVALID_LINK);

    // The stored hash itself is not a token either.
    const [row] = await ctx.db.select().from(users);
    await ctx.db.update(users).set({ resetTokenExpiry: new Date(Date.now() + 60_000) });
    expect((await reset(row!.resetToken!, 'brand-new-secret')).statusCode).toBe(400);
    expect((await login(ctx.app, { username: 'alice', password: aliceInput.password })).statusCode).toBe(200);
  });

  it('a newer request replaces the earlier link', async () => {
    await signUp(ctx.app);
    const first = await requestToken();
    const second = await requestToken();
    expect(second).not.toBe(first);
    expect((await reset(first, 'brand-new-secret')).statusCode).toBe(400);
    expect((await reset(second, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('a reset ends every existing session of the user', async () => {
    const cookie = await signUp(ctx.app);
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const token = await requestToken();
    expect((await reset(token, 'brand-new-secret')).statusCode).toBe(200);

    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
    expect((await currentUser(ctx.app, bob)).statusCode).toBe(200);
    expect(await ctx.db.select().from(sessions)).toHaveLength(1);
  });

  it('validates the reset body: a missing token and a short password', async () => {
    const noToken = await reset('', 'brand-new-secret');
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().details).toContainEqual({
      field: 'token',
      message: 'Invalid or missing reset token. Please request a new password reset link.',
    });
    const short = await reset('some-token', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toContainEqual({
      field: 'newPassword',
      message: 'Password must be at least 6 characters long.',
    });
  });

  it('limits reset requests per email address', async () => {
    await signUp(ctx.app);
    for (let i = 0; i < 5; i++) expect((await forgot(aliceInput.email)).statusCode).toBe(200);
    const limited = await forgot(aliceInput.email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox(ctx.db, 'password_reset')).toHaveLength(5);
  });
});
