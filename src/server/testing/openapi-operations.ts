import type { FastifyInstance } from 'fastify';
import type { TAccess } from '../lib/route-access';
import type { TRouteRole } from '../lib/route-roles';
import type { TApiWorld, TCustomer } from './api-callers';

/** A JSON Schema as @fastify/swagger writes it into the OpenAPI document (the parts the API tests read). */
export type TSchema = {
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | TSchema;
};

type TParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: TSchema;
};

export type TOperation = {
  method: string;
  /** The OpenAPI path, e.g. /api/competitors/{id}. */
  path: string;
  access: TAccess;
  /** The least role in the caller's account (x-role) of a signed-in route. */
  role?: TRouteRole;
  summary?: string;
  pathParams: TParameter[];
  queryParams: TParameter[];
  body?: TSchema;
  responses: Record<string, unknown>;
};

type TDocument = {
  paths: Record<
    string,
    Record<
      string,
      { summary?: string; 'x-access'?: TAccess; 'x-role'?: TRouteRole } & Record<string, unknown>
    >
  >;
};

/** Every operation of the OpenAPI document the app serves at /api/docs/json. */
export async function operationsOf(app: FastifyInstance): Promise<TOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json<TDocument>();
  const operations: TOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = (op.parameters ?? []) as TParameter[];
      const body = (op.requestBody as { content?: Record<string, { schema: TSchema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        access: op['x-access'] as TAccess,
        role: op['x-role'],
        summary: op.summary,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: body ? Object.values(body)[0]?.schema : undefined,
        responses: (op.responses ?? {}) as Record<string, unknown>,
      });
    }
  }
  return operations;
}

/** The OpenAPI path of a Fastify route URL: /api/x/:id → /api/x/{id}. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export const NOBODY_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * The real value of a path parameter, owned by a customer where the path names one of their resources. A new
 * route with a path parameter must be added here, so the API-wide tests call it on real rows.
 */
/** Paths that name a customer's own row: whatever access a route declares, nobody else may reach the row. */
const CUSTOMER_ROWS = [
  '/api/competitors/{id}',
  '/api/products/{id}',
  '/api/alerts/{id}',
  '/api/user/api-tokens/{id}',
  '/api/billing/payments/{id}',
  '/api/account/members/{id}',
  '/api/account/invitations/{id}',
  '/api/my-store/products/{id}',
];

export const namesCustomerRow = (path: string) =>
  CUSTOMER_ROWS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export function pathValue(world: TApiWorld, owner: TCustomer, path: string, param: string): string {
  const r = world.resources[owner];
  const table: Record<string, string> = {
    '/api/competitors/{id}': r.competitorId,
    '/api/products/{id}': String(r.productId),
    '/api/alerts/{id}': r.alertRuleId,
    '/api/user/api-tokens/{id}': r.apiTokenId,
    '/api/billing/payments/{id}': r.paymentId,
    // The owner herself: she can neither step down nor be removed (409), as the last owner of her account.
    '/api/account/members/{id}': r.userId,
    '/api/account/invitations/{id}': r.invitationId,
    '/api/my-store/{id}': r.ownStoreId,
    '/api/my-store/products/{id}': String(r.ownProductId),
    '/api/admin/users/{id}': world.spareUserId,
    '/api/admin/outbox/{id}': world.outboxEmailId,
    '/api/admin/system-configs/{key}': 'price_alert_threshold',
    '/api/admin/plan-configs/{planId}': '1',
    '/api/admin/support/tickets/{id}': world.ticketId,
    '/api/admin/scrape-competitor/{id}': r.competitorId,
    '/api/admin/social-media/posts/{id}': world.socialPostId,
    '/api/export/{dataset}': 'products',
    '/api/email/open/{file}': 'no-such-token.gif',
    '/api/email/click/{token}': 'no-such-token',
    '/api/email/unsubscribe/{token}': 'no-such-token',
    '/api/status/subscribe/confirm/{token}': 'no-such-token',
    '/api/leads/{id}': world.leadId,
    '/api/admin/incidents/{id}': '00000000-0000-4000-8000-000000000019',
    // Outreach: tokens no email or report has.
    '/api/reports/{token}': 'no-such-token',
    '/api/outreach/unsubscribe/{token}': 'no-such-token',
    '/api/admin/incidents/maintenance/{id}': '00000000-0000-4000-8000-000000000019',
  };
  const key = Object.keys(table).find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (!key || !path.slice(0, key.length).endsWith(`{${param}}`)) {
    throw new Error(`No resource for {${param}} of ${path}: add one to pathValue in openapi-operations.ts`);
  }
  return table[key]!;
}

export function fillPath(path: string, values: (param: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values(name)));
}

/** A value the schema accepts, for the matrix's well-formed calls (ids of the owner's rows where named). */
export function sample(
  schema: TSchema | undefined,
  name = '',
  ids: Partial<Record<string, unknown>> = {},
): unknown {
  if (!schema) return undefined;
  if (name in ids) return ids[name];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return sample(branch.find((s) => s.type !== 'null') ?? branch[0], name, ids);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], name, ids);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const keys = Object.keys(schema.properties ?? {}).filter(
        (k) => schema.required?.includes(k) || k in ids,
      );
      for (const key of keys) out[key] = sample(schema.properties?.[key], key, ids);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, name, ids));
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return Math.max(min, Math.min(typeof schema.maximum === 'number' ? schema.maximum : 5, 5));
    }
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return `${name || 'someone'}.sample@example.com`;
      if (schema.format === 'uuid') return NOBODY_UUID;
      if (schema.format === 'uri') return 'https://example.com/';
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'sample-value-1'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
    default:
      return 'x';
  }
}

/** Deletes last, and the competitor's last of all (its alert rules go with it), so every call finds the rows. */
export const writeOrder = (op: TOperation) =>
  op.method !== 'DELETE' ? 0 : op.path.startsWith('/api/competitors/') ? 2 : 1;
