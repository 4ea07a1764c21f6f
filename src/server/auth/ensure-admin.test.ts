import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { login } from '../testing/requests';
import { signUp, useTestApp } from '../testing/test-app';
import { ensureAdmin } from './ensure-admin';

const admin = { username: 'root', email: 'root@example.com', password: 'admin-password-1' };

describe('ensureAdmin (ADMIN_* at start)', () => {
  const ctx = useTestApp();

  it('creates the admin once; later calls find it and change nothing', async () => {
    const first = await ensureAdmin({ db: ctx.db, ...admin });
    expect(first.created).toBe(true);

    const [row] = await ctx.db.select().from(users);
    expect(row).toMatchObject({
      id: first.userId,
      username: 'root',
      email: 'root@example.com',
      isAdmin: true,
    });
    expect(row!.password).toMatch(/^\$argon2id\$/);

    // A second start, even with another password in the environment, leaves the account alone.
    const second = await ensureAdmin({ db: ctx.db, ...admin, password: 'a-different-password' });
    expect(second).toEqual({ created: false, userId: first.userId });
    const rows = await ctx.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password).toBe(row!.password);
  });

  it('signing in as the admin answers isAdmin true; a customer is not an admin', async () => {
    await ensureAdmin({ db: ctx.db, ...admin });
    const res = await login(ctx.app, { username: 'root', password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'root', isAdmin: true });
    expect(res.json()).not.toHaveProperty('password');

    const cookie = await signUp(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().isAdmin).toBe(false);
  });

  it('promotes an existing account with the admin username and email instead of creating another', async () => {
    await signUp(ctx.app, { ...admin, password: 'their-own-password' });
    const result = await ensureAdmin({ db: ctx.db, ...admin });
    expect(result.created).toBe(false);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, result.userId));
    expect(row).toMatchObject({ username: 'root', email: 'root@example.com', isAdmin: true });
    expect(await ctx.db.select().from(users)).toHaveLength(1);
    // Its password stays the owner's.
    expect((await login(ctx.app, { username: 'root', password: 'their-own-password' })).statusCode).toBe(200);
  });

  it('does not hand admin rights to a stranger who registered the admin username first', async () => {
    // Anyone can sign up as "root" before the operator sets ADMIN_USERNAME=root and restarts.
    await signUp(ctx.app, { username: 'root', email: 'mallory@example.com', password: 'mallory-password' });
    await expect(ensureAdmin({ db: ctx.db, ...admin })).rejects.toThrow();
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'root'));
    expect(row!.isAdmin).toBe(false);
    const res = await login(ctx.app, { username: 'root', password: 'mallory-password' });
    expect(res.json().isAdmin).toBe(false);
  });

  it('registration cannot make an admin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'mallory', email: 'm@example.com', password: 'secret-1', isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });
});
