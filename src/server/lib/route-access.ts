import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestAsyncHookHandler } from 'fastify';
import { ZErrorBody } from '@shared/contracts/common';
import { requireAdmin, requireUser } from '../auth/request-user';
import { AppError } from './errors';
import { ROUTE_ROLES, requireRole, type TRouteRole } from './route-roles';

/**
 * Who may call a route, declared in its definition (`config: { access }`):
 * - public: anyone;
 * - user: a signed-in user (401 otherwise), acting on their own account;
 * - owner: a signed-in user acting on a resource named in the path; the handler scopes the lookup to the
 *   caller, so another user's resource answers 404 (never 403: ids cannot be probed);
 * - admin: a signed-in admin (401 anonymous, 403 customer), never through an API token;
 * - metrics: the metrics scraper, holding METRICS_TOKEN as a bearer token (401 without it or with another);
 *   while METRICS_TOKEN is unset the route does not exist (404). Only GET /metrics, outside /api, has it.
 * A 'user' or 'owner' /api route also declares the least role it needs in the caller's account (`role`, see
 * route-roles.ts), and may say what a refused caller could not do (`action`, "add competitors").
 */
export const ACCESS_LEVELS = ['public', 'user', 'owner', 'admin', 'metrics'] as const;
export type TAccess = (typeof ACCESS_LEVELS)[number];

export type TDeclaredRoute = { method: string; url: string; access: TAccess; role?: TRouteRole };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
    role?: TRouteRole;
    action?: string;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, as registered (the API-wide tests compare it with the document). */
    apiRoutes: TDeclaredRoute[];
  }
}

function guardsFor(opts: { metricsToken?: string }): Record<TAccess, onRequestAsyncHookHandler | null> {
  return {
    public: null,
    user: async (request: FastifyRequest) => void requireUser(request),
    owner: async (request: FastifyRequest) => void requireUser(request),
    admin: async (request: FastifyRequest) => void requireAdmin(request),
    metrics: async (request: FastifyRequest) => requireMetricsToken(request, opts.metricsToken),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer token must be METRICS_TOKEN (compared in constant time); without one set, there is no route. */
function requireMetricsToken(request: FastifyRequest, expected: string | undefined): void {
  if (!expected) {
    throw new AppError('not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  }
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError('unauthorized', 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
// Swagger UI's own pages and the document itself.
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
// Admin calls of the workflow-automation and payment-automation pages keep the /api/n8n and /api/automation
// paths the operator's pages name; so do the lead management calls under /api/leads.
const ADMIN_OUTSIDE_ADMIN_PREFIX = ['/api/n8n/', '/api/automation/', '/api/leads/'];

/** Why a declared access does not fit the route's URL, or null: the rules a reviewer would otherwise check. */
function misfit(url: string, access: TAccess): string | null {
  if ((access === 'metrics') !== (url === '/metrics')) return "GET /metrics alone is 'metrics'";
  const underAdmin = url.startsWith('/api/admin/');
  if (underAdmin && access !== 'admin') return 'every /api/admin route is admin';
  if (
    access === 'admin' &&
    !underAdmin &&
    !ADMIN_OUTSIDE_ADMIN_PREFIX.some((p) => url.startsWith(p) || url === p.slice(0, -1))
  ) {
    return 'admin routes live under /api/admin';
  }
  // A row named in the path is someone's: its lookup must be scoped to the caller (404 for anyone else).
  if (/\/:id(\/|$)/.test(url) && access !== 'owner' && access !== 'admin') {
    return 'a route naming a row by :id is owner (or admin)';
  }
  return null;
}

/**
 * Refuses, at start, an /api route that does not declare its access or its summary; puts the access check
 * in front of the route's own hooks; and writes into the route's OpenAPI operation its access (`x-access`),
 * its security and the error answers every route of that kind can give, so the document tells the truth
 * without each route repeating them.
 */
export function registerRouteAccess(app: FastifyInstance, opts: { metricsToken?: string } = {}): void {
  const declared: TDeclaredRoute[] = [];
  const guards = guardsFor(opts);
  app.decorate('apiRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!isApi(route.url)) {
      // Outside /api a declaration is optional (the web app's files are public) and, when made, enforced.
      const access = route.config?.access;
      if (!access) return;
      const wrong = misfit(route.url, access);
      if (wrong)
        throw new Error(`${String(route.method)} ${route.url} declares access '${access}', but ${wrong}`);
      const guard = guards[access];
      if (guard) route.onRequest = [guard, ...asArray(route.onRequest)];
      return;
    }
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    if (isDocs(route.url) && !route.config?.access && schema.hide) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = route.config?.access;
    const where = `${String(route.method)} ${route.url}`;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`${where} declares no access: add config: { access: ${ACCESS_LEVELS.join(' | ')} }`);
    }
    const wrong = misfit(route.url, access);
    if (wrong) throw new Error(`${where} declares access '${access}', but ${wrong}`);
    // Every /api route is in the document, so the API-wide tests call it.
    if (schema.hide) throw new Error(`${where} is hidden from the API document; /api routes are documented`);
    if (!schema.summary) throw new Error(`${where} has no summary in its schema`);
    const signedIn = access === 'user' || access === 'owner';
    const role = route.config?.role;
    if (signedIn && (!role || !ROUTE_ROLES.includes(role))) {
      throw new Error(`${where} declares no role: add config: { role: ${ROUTE_ROLES.join(' | ')} }`);
    }
    if (!signedIn && role)
      throw new Error(`${where} declares a role, but only 'user' and 'owner' routes have one`);
    const guard = guards[access];
    const action = route.config?.action;
    const roleGuard: onRequestAsyncHookHandler | null =
      role && role !== 'person' ? async (request) => requireRole(request, role, action) : null;
    route.onRequest = [guard, roleGuard, ...asArray(route.onRequest)].filter((h) => h !== null);
    route.schema = documented(schema, access, role);
    for (const method of asArray(route.method)) declared.push({ method, url: route.url, access, role });
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The route's schema with its access and the error answers it can give (idempotent: HEAD routes reuse it). */
function documented(
  schema: Record<string, unknown>,
  access: TAccess,
  role?: TRouteRole,
): RouteOptions['schema'] {
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  const add = (status: number) => {
    response[status] ??= ZErrorBody;
  };
  const takesInput = Boolean(schema.params || schema.querystring || schema.body);
  if (takesInput) add(400);
  if (schema.body) {
    add(413);
    add(415);
  }
  if (access !== 'public') add(401);
  if (access === 'admin' || (role && role !== 'person')) add(403);
  if (access === 'owner') add(404);
  const security = access === 'public' ? undefined : [{ session: [] }, { apiToken: [] }];
  return {
    ...schema,
    'x-access': access,
    ...(role ? { 'x-role': role } : {}),
    ...(security && !schema.security ? { security } : {}),
    response,
  } as RouteOptions['schema'];
}
