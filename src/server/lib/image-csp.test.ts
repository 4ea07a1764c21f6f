import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

describe('content security policy for store pictures', () => {
  const ctx = useTestApp({ env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1:4101,localhost:4102' } });

  it('allows https pictures and the allow-listed loopback stores, nothing else over http', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc?.split(' ').sort()).toEqual(
      ["'self'", 'data:', 'http://127.0.0.1:4101', 'http://localhost:4102', 'https:', 'img-src'].sort(),
    );
  });
});
