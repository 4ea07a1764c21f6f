import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { login } from '../testing/requests';
import { aliceInput, signUp, useTestApp } from '../testing/test-app';

const right = { username: 'alice', password: aliceInput.password };
const wrong = { username: 'alice', password: 'wrong-password' };

describe('failed sign-in limits (docs/product-rules.md R22)', () => {
  const ctx = useTestApp();

  it('locks a username after 5 failures: the 6th attempt gets 429 with retry-after, even with the right password', async () => {
    await signUp(ctx.app);
    for (let i = 1; i <= 5; i++) {
      const res = await login(ctx.app, wrong);
      expect(res.statusCode, `failure ${i}`).toBe(401);
    }
    const locked = await login(ctx.app, right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /Too many failed sign-in attempts\. Please try again in 15 minutes\./,
    );
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['set-cookie']).toBeUndefined();

    // The lock is per username, whatever its case, and whichever IP asks.
    const otherIp = await login(ctx.app, { ...right, username: 'ALICE' }, { remoteAddress: '203.0.113.9' });
    expect(otherIp.statusCode).toBe(429);
  });

  it('the username lock also holds when the account is addressed by its email', async () => {
    await signUp(ctx.app);
    for (let i = 0; i < 5; i++) expect((await login(ctx.app, wrong)).statusCode).toBe(401);
    // Same account, other spelling of its login: five more guesses must not open up.
    const byEmail = await login(ctx.app, { username: aliceInput.email, password: aliceInput.password });
    expect(byEmail.statusCode).toBe(429);
  });

  it('lets the user in again once the lock has passed', async () => {
    await signUp(ctx.app);
    for (let i = 0; i < 5; i++) await login(ctx.app, wrong);
    expect((await login(ctx.app, right)).statusCode).toBe(429);
    const past = new Date(Date.now() - 60_000);
    await ctx.db
      .update(rateLimits)
      .set({ lockedUntil: past, windowStart: new Date(Date.now() - 16 * 60_000) });
    expect((await login(ctx.app, right)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the count of earlier failures', async () => {
    await signUp(ctx.app);
    for (let i = 0; i < 4; i++) await login(ctx.app, wrong, { remoteAddress: '198.51.100.1' });
    expect((await login(ctx.app, right, { remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(ctx.app, wrong, { remoteAddress: '198.51.100.2' })).statusCode).toBe(401);
    }
    expect((await login(ctx.app, right, { remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
  });

  it('locks an IP after 30 failures across different usernames; other IPs are unaffected', async () => {
    await signUp(ctx.app);
    const ip = '192.0.2.44';
    for (let i = 0; i < 30; i++) {
      const res = await login(
        ctx.app,
        { username: `nobody${i}`, password: 'whatever' },
        { remoteAddress: ip },
      );
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    const fromIp = await login(ctx.app, right, { remoteAddress: ip });
    expect(fromIp.statusCode).toBe(429);
    expect(Number(fromIp.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await login(ctx.app, right, { remoteAddress: '192.0.2.45' });
    expect(elsewhere.statusCode).toBe(200);
  }, 60_000);
});
