import { it } from 'vitest';
import { useTestApp } from '../testing/test-app';
const ctx = useTestApp();
it('probe', async () => {
  const r = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'a@b.co', isAdmin: true, x: 1 } });
  console.log(r.statusCode, r.body);
  const r2 = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: {  } });
  console.log(r2.statusCode, r2.body);
});
