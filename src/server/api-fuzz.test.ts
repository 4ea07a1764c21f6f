import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CALLERS, seedApiWorld, succeeded, type TApiWorld, type TCaller } from './testing/api-callers';
import {
  NOBODY_UUID,
  fillPath,
  namesCustomerRow,
  openApiPath,
  operationsOf,
  pathValue,
  sample,
  writeOrder,
  type TOperation,
  type TSchema,
} from './testing/openapi-operations';
import { useTestApp } from './testing/test-app';

/**
 * Every operation of the app's own OpenAPI document, called with generated bad input (wrong types, missing and
 * extra fields, empty, huge, negative, NUL, unicode, malformed JSON, wrong content type, ids of another user and
 * of nobody) by each of the four callers. Fails on any 5xx, on any success for the wrong person, and on any route
 * the document does not list. A new route is covered from its first commit.
 */

type TCall = { label: string; inject: InjectOptions; foreign?: boolean };

const NUL = '\u0000';
const UNICODE = 'Ünïcödé ☃ 𝔘 🙂 \u202e';
const HUGE = 'x'.repeat(10_000);
const BAD_IDS = [NOBODY_UUID, '999999999', 'abc', 'x'.repeat(300), NUL, '-1', UNICODE, "' OR 1=1 --"];
const BAD_QUERY_VALUES = [
  '-1',
  '0',
  'abc',
  '1e309',
  '9'.repeat(40),
  '',
  NUL,
  UNICODE,
  'x'.repeat(5000),
  'true',
];
const WRONG_TYPES: unknown[] = [123, 'text', true, [], {}, null, -1, 1e308, '', HUGE, NUL, UNICODE];
const RAW_BODIES: { label: string; payload?: string; type: string }[] = [
  { label: 'no body', type: 'application/json' },
  { label: 'empty JSON', payload: '', type: 'application/json' },
  { label: 'null', payload: 'null', type: 'application/json' },
  { label: 'array', payload: '[]', type: 'application/json' },
  { label: 'string', payload: '"text"', type: 'application/json' },
  { label: 'number', payload: '42', type: 'application/json' },
  { label: 'truncated JSON', payload: '{"a":', type: 'application/json' },
  { label: 'trailing brace', payload: '{"a":1}}', type: 'application/json' },
  { label: 'NUL in a key', payload: '{"\\u0000":1}', type: 'application/json' },
  {
    label: 'over the size limit',
    payload: JSON.stringify({ a: 'x'.repeat(150_000) }),
    type: 'application/json',
  },
  { label: 'text/plain', payload: 'hello', type: 'text/plain' },
  { label: 'form', payload: 'a=b', type: 'application/x-www-form-urlencoded' },
  { label: 'xml', payload: '<a/>', type: 'application/xml' },
];

function callsFor(op: TOperation, world: TApiWorld): TCall[] {
  const calls: TCall[] = [];
  const own = (param: string) => pathValue(world, 'alice', op.path, param);
  const url = fillPath(op.path, own);
  const ids = {
    competitorId: world.resources.alice.competitorId,
    productId: world.resources.alice.productId,
  };
  const validQuery = new URLSearchParams();
  for (const p of op.queryParams) {
    if (p.required) validQuery.set(p.name, String(sample(p.schema, p.name, ids)));
  }
  const withQuery = (q: URLSearchParams) => (q.size ? `${url}?${q.toString()}` : url);
  const base = sample(op.body, '', ids);
  const json = (payload: unknown): InjectOptions => ({
    method: op.method as InjectOptions['method'],
    url: withQuery(validQuery),
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

  // The owner's row, called by someone else.
  calls.push({
    label: 'well-formed',
    foreign: op.pathParams.length > 0,
    inject: op.body
      ? json(base)
      : { method: op.method as InjectOptions['method'], url: withQuery(validQuery) },
  });
  for (const param of op.pathParams) {
    for (const bad of BAD_IDS) {
      const path = fillPath(op.path, (name) => (name === param.name ? bad : own(name)));
      calls.push({
        label: `path ${param.name}=${JSON.stringify(bad.slice(0, 20))}`,
        inject: op.body
          ? { ...json(base), url: path }
          : { method: op.method as InjectOptions['method'], url: path },
      });
    }
  }
  const queryCall = (label: string, q: URLSearchParams): TCall => ({
    label,
    inject: op.body
      ? { ...json(base), url: withQuery(q) }
      : { method: op.method as InjectOptions['method'], url: withQuery(q) },
  });
  for (const param of op.queryParams) {
    for (const bad of BAD_QUERY_VALUES) {
      const q = new URLSearchParams(validQuery);
      q.set(param.name, bad);
      calls.push(queryCall(`query ${param.name}=${JSON.stringify(bad.slice(0, 20))}`, q));
    }
    const twice = new URLSearchParams(validQuery);
    twice.append(param.name, '1');
    twice.append(param.name, '2');
    calls.push(queryCall(`query ${param.name} twice`, twice));
  }
  const unknown = new URLSearchParams(validQuery);
  unknown.set('zzz', '1');
  calls.push(queryCall('unknown query parameter', unknown));
  calls.push(queryCall('query parameter with NUL name', new URLSearchParams([[NUL, '1']])));

  if (op.body) {
    for (const raw of RAW_BODIES) {
      calls.push({
        label: `body: ${raw.label}`,
        inject: {
          method: op.method as InjectOptions['method'],
          url: withQuery(validQuery),
          headers: { 'content-type': raw.type },
          ...(raw.payload === undefined ? {} : { payload: raw.payload }),
        },
      });
    }
    calls.push({ label: 'body: extra field', inject: json({ ...(base as object), zzzExtra: 1 }) });
    for (const [field, schema] of Object.entries(bodyProperties(op.body))) {
      if (op.body.required?.includes(field)) {
        const { [field]: _gone, ...rest } = base as Record<string, unknown>;
        calls.push({ label: `body: ${field} missing`, inject: json(rest) });
      }
      for (const wrong of WRONG_TYPES) {
        calls.push({
          label: `body: ${field}=${JSON.stringify(wrong)?.slice(0, 20)}`,
          inject: json({ ...(base as object), [field]: wrong }),
        });
      }
      if (schema.type === 'array' || schema.type === 'object') {
        calls.push({
          label: `body: ${field} nested NUL`,
          inject: json({ ...(base as object), [field]: [NUL] }),
        });
      }
    }
  }
  return calls;
}

function bodyProperties(schema: TSchema): Record<string, TSchema> {
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return Object.assign({}, ...branch.map(bodyProperties)) as Record<string, TSchema>;
  return schema.properties ?? {};
}

/** /api/ready answers 503 by design while the queue does not run (no job worker in these tests). */
const isDocumentedNotReady = (op: TOperation, status: number) => op.path === '/api/ready' && status === 503;

/** What is wrong with one answer, or null. */
function problem(op: TOperation, call: TCall, caller: TCaller, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500 && !isDocumentedNotReady(op, res.statusCode))
    return `${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (op.access !== 'public' && caller === 'anonymous' && res.statusCode !== 401) {
    return `anonymous got ${res.statusCode}, not 401`;
  }
  if (op.access === 'admin' && (caller === 'alice' || caller === 'bob') && res.statusCode !== 403) {
    return `a customer got ${res.statusCode}, not 403`;
  }
  if (call.foreign && namesCustomerRow(op.path) && caller !== 'alice' && succeeded(res)) {
    return `${caller} reached alice's row: ${res.statusCode}`;
  }
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (res.statusCode >= 400 && isJson && typeof res.json<{ message?: unknown }>().message !== 'string') {
    return `error body without a message: ${res.body.slice(0, 200)}`;
  }
  return null;
}

describe('the API under bad input', () => {
  const ctx = useTestApp();

  it('answers every operation of its document, for every caller, without a 5xx or a wrong success', async () => {
    const world = await seedApiWorld(ctx.app, ctx.db);
    const operations = await operationsOf(ctx.app);

    // Every route is in the document, and every operation declares its access and has a summary.
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const routes = ctx.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    expect(routes.filter((r) => !documented.has(`${r.method} ${openApiPath(r.url)}`))).toEqual([]);
    expect(
      operations.filter((op) => !op.access || !op.summary).map((op) => `${op.method} ${op.path}`),
    ).toEqual([]);

    // Writes that delete the owner's rows go last, so the other operations still find them.
    const ordered = [...operations].sort((a, b) => writeOrder(a) - writeOrder(b));
    const problems: string[] = [];
    let sent = 0;
    for (const op of ordered) {
      const cookies = Object.fromEntries(
        await Promise.all(CALLERS.map(async (c) => [c, await world.cookie(c)] as const)),
      ) as Record<TCaller, string>;
      for (const call of callsFor(op, world)) {
        for (const caller of CALLERS) {
          const headers = {
            ...(call.inject.headers ?? {}),
            ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
          };
          const res = await ctx.app.inject({
            ...call.inject,
            headers,
            remoteAddress: `10.9.${sent % 250}.1`,
          });
          sent += 1;
          const found = problem(op, call, caller, res);
          if (found) problems.push(`${op.method} ${op.path} [${call.label}] as ${caller}: ${found}`);
        }
      }
    }
    console.info(`api fuzz: ${sent} requests over ${operations.length} operations`);
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * 4 * 10);
  }, 180_000);
});
