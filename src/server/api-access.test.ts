import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
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
 * access the route declares (x-access), so a new route is checked from its first commit.
 */

const SIGN_IN = 'Please sign in to continue.';
const ADMIN_ONLY = 'Admin access required';
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
});
