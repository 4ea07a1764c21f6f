import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../auth/register-user';
import { SESSION_COOKIE } from '../auth/request-user';
import { createSession } from '../auth/sessions';
import { accountMembers, users } from '../db/schema';
import { seedApiWorld } from '../testing/api-callers';
import { fillPath, operationsOf, pathValue, sample } from '../testing/openapi-operations';
import { useTestApp } from '../testing/test-app';
import type { TAccountRole } from '@shared/contracts/account';
import { eq } from 'drizzle-orm';

/**
 * The role matrix (docs/product-rules.md R24): every operation of the document that declares a manager or owner
 * role, called on alice's rows by a reader of her account, and every owner operation by a manager, is refused
 * with 403 naming who may; every read is open to the reader. The document's x-role drives it, so a new route is
 * checked from its first commit.
 */
describe('what each role may do, route by route', () => {
  const ctx = useTestApp();

  it('refuses every write a role may not make, and lets a reader read everything', async () => {
    const world = await seedApiWorld(ctx.app, ctx.db);
    const alice = world.resources.alice;
    const memberOfAlice = async (username: string, role: TAccountRole) => {
      const user = await registerUser({
        db: ctx.db,
        input: { username, email: `${username}@example.com`, password: 'correct-horse' },
      });
      await ctx.db.insert(accountMembers).values({ accountId: alice.userId, userId: user.id, role });
      await ctx.db.update(users).set({ lastAccountId: alice.userId }).where(eq(users.id, user.id));
      const { sid } = await createSession({ db: ctx.db, userId: user.id });
      return `${SESSION_COOKIE}=${ctx.app.signCookie(sid)}`;
    };
    const reader = await memberOfAlice('carol', 'reader');
    const manager = await memberOfAlice('dan', 'manager');
    const ids = { competitorId: alice.competitorId, productId: alice.productId };

    const problems: string[] = [];
    const counted = { refused: 0, read: 0 };
    for (const op of await operationsOf(ctx.app)) {
      if (!op.role || op.role === 'person') continue;
      const url = fillPath(op.path, (param) => pathValue(world, 'alice', op.path, param));
      const query = new URLSearchParams();
      for (const p of op.queryParams) {
        if (p.required || p.name in ids) query.set(p.name, String(sample(p.schema, p.name, ids)));
      }
      const inject = (cookie: string): InjectOptions => ({
        method: op.method as InjectOptions['method'],
        url: query.size ? `${url}?${query.toString()}` : url,
        headers: { cookie },
        ...(op.body ? { payload: sample(op.body, '', ids) as object } : {}),
      });
      const callers: [string, string][] =
        op.role === 'owner'
          ? [
              ['reader', reader],
              ['manager', manager],
            ]
          : op.role === 'manager'
            ? [['reader', reader]]
            : [];
      for (const [who, cookie] of callers) {
        const res = await ctx.app.inject(inject(cookie));
        const message = String(res.json<{ message?: string }>().message ?? '');
        const expected = op.role === 'owner' ? /^Only an owner can / : /^Only an owner or a manager can /;
        if (res.statusCode !== 403 || !expected.test(message)) {
          problems.push(`${op.method} ${op.path} (${op.role}) as ${who}: ${res.statusCode} ${message}`);
        } else counted.refused++;
      }
      if (op.role === 'reader' && op.method === 'GET') {
        const res = await ctx.app.inject(inject(reader));
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
          problems.push(`${op.method} ${op.path} (reader) as reader: ${res.statusCode}`);
        } else counted.read++;
      }
    }
    expect(problems).toEqual([]);
    console.info(`role matrix: ${counted.refused} refusals, ${counted.read} reads`);
    expect(counted.refused).toBeGreaterThan(20);
    expect(counted.read).toBeGreaterThan(15);
  }, 120_000);
});
