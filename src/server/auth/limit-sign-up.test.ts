import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { AppError } from '../lib/errors';
import { useTestApp } from '../testing/test-app';
import { RATE_RULES } from '../lib/rate-rules';
import { limitSignUp } from './limit-sign-up';

describe('sign-up limit per IP', () => {
  const ctx = useTestApp();
  const attempt = (ip: string) =>
    limitSignUp({ db: ctx.db, ip }).then(
      () => null,
      (err: unknown) => err,
    );

  it('allows 10 sign-ups an hour from one IP, then answers 429 with Retry-After and a clear message', async () => {
    expect(RATE_RULES.signUpPerIp.rule.max).toBe(10);
    for (let i = 1; i <= 10; i++) expect(await attempt('198.51.100.7'), `sign-up ${i}`).toBeNull();

    const refused = await attempt('198.51.100.7');
    expect(refused).toBeInstanceOf(AppError);
    const err = refused as AppError;
    expect(err.statusCode).toBe(429);
    expect(err.code).toBe('too_many_requests');
    expect(err.message).toBe(
      'Too many accounts have been created from your network. Please try again in 60 minutes.',
    );
    expect(err.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);

    // Another address is not affected.
    expect(await attempt('203.0.113.9')).toBeNull();
  });

  it('lets the IP sign up again once the hour has passed', async () => {
    for (let i = 0; i < 10; i++) await attempt('198.51.100.7');
    expect(await attempt('198.51.100.7')).toBeInstanceOf(AppError);
    const past = new Date(Date.now() - 61 * 60_000);
    await ctx.db.update(rateLimits).set({ lockedUntil: new Date(Date.now() - 1000), windowStart: past });
    expect(await attempt('198.51.100.7')).toBeNull();
  });
});
