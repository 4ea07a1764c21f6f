import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../testing/test-app';
import { RATE_RULES } from './rate-rules';

/** The limits on calls that reach outside (a store fetch, a real message), through the routes a client calls. */
describe('rate limits on outside effects', () => {
  const ctx = useTestApp();

  it('store URL checks: past the allowance per IP, a 429 with Retry-After; another IP goes on', async () => {
    const check = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/competitors/validate',
        payload: { url: 'http://localhost:1/' },
        remoteAddress: ip,
      });
    for (let i = 0; i < RATE_RULES.urlChecksPerIp.rule.max; i++) {
      expect((await check('203.0.113.9')).statusCode, `check ${i + 1}`).toBe(200);
    }
    const refused = await check('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many store checks in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect((await check('203.0.113.10')).statusCode).toBe(200);
  });

  it('test alerts: past the hourly allowance per user, a 429 with Retry-After', async () => {
    const cookie = await signUp(ctx.app);
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/test-email-alert', headers: { cookie } });
    for (let i = 0; i < RATE_RULES.testAlertsPerUser.rule.max; i++) {
      expect((await send()).statusCode, `send ${i + 1}`).toBe(200);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json().message).toMatch(/^You have sent 20 test alerts in the last hour\./);
  });
});
