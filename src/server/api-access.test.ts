import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TAccountRole } from '@shared/contracts/account';
import { registerUser } from './auth/register-user';
import { SESSION_COOKIE } from './auth/request-user';
import { createSession } from './auth/sessions';
import { accountMembers, users } from './db/schema';
import { seedApiWorld, succeeded, type TCaller } from './testing/api-callers';
import {
  fillPath,
  namesCustomerRow,
  operationsOf,
  writeOrder,
  pathValue,
  sample,
  type TOperation,
} from './testing/openapi-operations';
import { useTestApp } from './testing/test-app';

/**
 * The authorization matrix: every operation of the document × anonymous, another customer, an admin and the
 * owner, each calling it well-formed on the owner's (alice's) rows. The expected answer follows from the
 * access the route declares (x-access), so a new route is checked from its first commit. Then every operation
 * again as the members of another account and as each role in alice's (docs/product-rules.md R24): no leak of her
 * data to the others, no write a role may not make.
 */

const SIGN_IN = 'Please sign in to continue.';
const ADMIN_ONLY = 'Admin access required';
// The calls that take the caller out of the account they act in.
const MOVES_THE_CALLER = new Set(['POST /api/account/leave', 'PUT /api/account/current']);
// What a reader may still do that is not a GET: their own token, their own feed, a sample alert to themselves.
const READERS_OWN_WRITES = new Set([
  'POST /api/user/api-tokens (reader)',
  'POST /api/notifications/read (reader)',
  'POST /api/alerts/trigger-sample (reader)',
  'POST /api/test-email-alert (reader)',
]);
// The owner goes last, so her own deletes do not hide her rows from the others.
const ORDER: TCaller[] = ['anonymous', 'bob', 'admin', 'alice'];

const messageOf = (res: LightMyRequestResponse) => {
  try {
    return String(res.json<{ message?: unknown }>().message ?? '');
  } catch {
    return '';
  }
};

/** What the declared access promises for this caller, or null when the answer is as promised. */
function broken(
  op: TOperation,
  caller: TCaller,
  res: LightMyRequestResponse,
  namesOwnRows: boolean,
): string | null {
  const status = res.statusCode;
  // /api/ready answers 503 by design while the queue does not run (no job worker in these tests).
  if (op.path === '/api/ready' && status === 503) return null;
  if (status >= 500) return `${status}`;
  const refusedAsAnonymous = status === 401 && messageOf(res) === SIGN_IN;
  const refusedAsCustomer = status === 403 && messageOf(res) === ADMIN_ONLY;
  switch (op.access) {
    case 'public':
      return refusedAsAnonymous || refusedAsCustomer ? `refused a public route: ${status}` : null;
    case 'user':
    case 'owner':
      if (caller === 'anonymous') return refusedAsAnonymous ? null : `anonymous got ${status}, not 401`;
      if (status === 401 || status === 403) return `a signed-in caller got ${status}`;
      if (caller !== 'alice' && namesOwnRows && succeeded(res))
        return `${caller} reached alice's rows: ${status}`;
      // A customer's row named in the path answers 404 to anyone else, whatever access the route declares.
      if (namesCustomerRow(op.path) && caller !== 'alice' && status !== 404)
        return `${caller} got ${status}, not 404`;
      if (namesCustomerRow(op.path) && caller === 'alice' && status === 404) return 'the owner got 404';
      return null;
    case 'admin':
      if (caller === 'anonymous') return refusedAsAnonymous ? null : `anonymous got ${status}, not 401`;
      if (caller === 'admin') return status === 401 || status === 403 ? `the admin got ${status}` : null;
      return refusedAsCustomer ? null : `a customer got ${status}, not 403`;
    default:
      return `no declared access (${String(op.access)})`;
  }
}

describe('who may call what', () => {
  const ctx = useTestApp();

  it('answers every route for every caller as its declared access says', async () => {
    const world = await seedApiWorld(ctx.app, ctx.db);
    const alice = world.resources.alice;
    const ids = { competitorId: alice.competitorId, productId: alice.productId };
    const operations = (await operationsOf(ctx.app)).sort((a, b) => writeOrder(a) - writeOrder(b));
    const problems: string[] = [];
    const matrix: Record<string, number> = {};
    for (const op of operations) {
      const url = fillPath(op.path, (param) => pathValue(world, 'alice', op.path, param));
      const query = new URLSearchParams();
      for (const p of op.queryParams) {
        if (p.required || p.name in ids) query.set(p.name, String(sample(p.schema, p.name, ids)));
      }
      const body = sample(op.body, '', ids);
      const namesOwnRows =
        namesCustomerRow(op.path) ||
        query.has('competitorId') ||
        JSON.stringify(body ?? {}).includes(alice.competitorId);
      for (const caller of ORDER) {
        const cookie = await world.cookie(caller);
        const inject: InjectOptions = {
          method: op.method as InjectOptions['method'],
          url: query.size ? `${url}?${query.toString()}` : url,
          headers: cookie ? { cookie } : {},
          ...(op.body ? { payload: body as object } : {}),
        };
        const res = await ctx.app.inject(inject);
        matrix[`${op.method} ${op.path} ${caller}`] = res.statusCode;
        const found = broken(op, caller, res, namesOwnRows);
        if (found)
          problems.push(
            `${op.method} ${op.path} (${op.access}) as ${caller}: ${found} ${res.body.slice(0, 120)}`,
          );
      }
    }
    console.info(`access matrix: ${operations.length} operations × ${ORDER.length} callers`);
    expect(problems).toEqual([]);
    expect(Object.keys(matrix).length).toBe(operations.length * ORDER.length);
  }, 120_000);

  it("lets no member of another account reach alice's data, and no role make a write it may not", async () => {
    const world = await seedApiWorld(ctx.app, ctx.db);
    const alice = world.resources.alice;
    const bob = world.resources.bob;
    const RANK: Record<TAccountRole, number> = { reader: 0, manager: 1, owner: 2 };
    type TMember = { name: string; accountId: string; role: TAccountRole; userId: string };
    const member = async (name: string, accountId: string, role: TAccountRole): Promise<TMember> => {
      const user = await registerUser({
        db: ctx.db,
        input: { username: name, email: `${name}@example.com`, password: 'correct-horse' },
      });
      await ctx.db.insert(accountMembers).values({ accountId, userId: user.id, role });
      await ctx.db.update(users).set({ lastAccountId: accountId }).where(eq(users.id, user.id));
      return { name, accountId, role, userId: user.id };
    };
    // Outsiders first (a manager and a reader of bob's account), then alice's reader, then her manager last:
    // only the manager's writes may change her rows.
    const members = [
      await member('erin', bob.userId, 'manager'),
      await member('frank', bob.userId, 'reader'),
      await member('carol', alice.userId, 'reader'),
      await member('dan', alice.userId, 'manager'),
    ];
    const cookieOf = async (m: TMember) =>
      `${SESSION_COOKIE}=${ctx.app.signCookie((await createSession({ db: ctx.db, userId: m.userId })).sid)}`;
    // What must never reach another account: alice's ids, her address and her pending invitation.
    const secrets = [
      alice.userId,
      alice.competitorId,
      alice.alertRuleId,
      alice.apiTokenId,
      alice.paymentId,
      alice.invitationId,
      'alice@example.com',
      'friend-of-alice@example.com',
    ];
    const ids = { competitorId: alice.competitorId, productId: alice.productId };
    const operations = (await operationsOf(ctx.app)).sort((a, b) => writeOrder(a) - writeOrder(b));
    const problems: string[] = [];
    const readerWrites: string[] = [];
    let calls = 0;
    for (const op of operations) {
      // Leaving or switching the account changes who the caller is for every later call (members.test.ts).
      if (op.access === 'public' || MOVES_THE_CALLER.has(`${op.method} ${op.path}`)) continue;
      const url = fillPath(op.path, (param) => pathValue(world, 'alice', op.path, param));
      const query = new URLSearchParams();
      for (const p of op.queryParams) {
        if (p.required || p.name in ids) query.set(p.name, String(sample(p.schema, p.name, ids)));
      }
      const body = sample(op.body, '', ids);
      for (const m of members) {
        const res = await ctx.app.inject({
          method: op.method as InjectOptions['method'],
          url: query.size ? `${url}?${query.toString()}` : url,
          headers: { cookie: await cookieOf(m) },
          ...(op.body ? { payload: body as object } : {}),
        });
        calls++;
        const where = `${op.method} ${op.path} (${op.access}, ${op.role ?? '-'}) as ${m.role} ${m.name}`;
        const message = messageOf(res);
        const roleRefusal = res.statusCode === 403 && /^Only an owner (or a manager )?can /.test(message);
        const outsider = m.accountId !== alice.userId;
        if (res.statusCode >= 500 && !(op.path === '/api/ready' && res.statusCode === 503)) {
          problems.push(`${where}: ${res.statusCode}`);
          continue;
        }
        if (op.access === 'admin') {
          if (!(res.statusCode === 403 && message === ADMIN_ONLY))
            problems.push(`${where}: ${res.statusCode}`);
          continue;
        }
        const needs = op.role && op.role !== 'person' && op.role !== 'reader' ? RANK[op.role] : null;
        if (needs !== null && RANK[m.role] < needs) {
          // Below the route's role: refused naming who may, or (another account's row) not found at all.
          const notFound = outsider && namesCustomerRow(op.path) && res.statusCode === 404;
          if (!roleRefusal && !notFound) problems.push(`${where}: ${res.statusCode} ${message}, not 403`);
        }
        if (m.role === 'reader' && op.method !== 'GET' && op.role !== 'person' && succeeded(res)) {
          readerWrites.push(`${op.method} ${op.path} (${op.role})`);
        }
        if (outsider) {
          if (namesCustomerRow(op.path) && res.statusCode !== 404 && !roleRefusal) {
            problems.push(`${where}: ${res.statusCode}, not 404 or 403`);
          }
          const leaked = succeeded(res) ? secrets.filter((x) => res.body.includes(x)) : [];
          if (leaked.length) problems.push(`${where}: leaked ${leaked.join(', ')}`);
        } else if (
          namesCustomerRow(op.path) &&
          op.role !== 'person' &&
          (needs === null || RANK[m.role] >= needs) &&
          (res.statusCode === 404 || res.statusCode === 401 || res.statusCode === 403)
        ) {
          problems.push(`${where}: ${res.statusCode} ${message} on a row of their own account`);
        }
      }
    }
    console.info(
      `member matrix: ${calls} calls; a reader's successful non-GET calls: ${readerWrites.join('; ')}`,
    );
    expect(problems).toEqual([]);
    // A reader changes nothing of the account: what a reader's non-GET calls may do is the person's own.
    expect([...new Set(readerWrites)].filter((w) => !READERS_OWN_WRITES.has(w))).toEqual([]);
    expect(calls).toBeGreaterThan(operations.length * 2);
  }, 180_000);
});
