import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../testing/test-app';

describe('smoke', () => {
  const ctx = useTestApp();
  it('registers and reads the user', async () => {
    const cookie = await signUp(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('alice');
    expect(res.json()).not.toHaveProperty('password');
  });
});
