import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';
import type { TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import type { TAccountScope } from './account-scope';
import { authenticateApiToken } from './authenticate-api-token';
import type { TSessionCache } from './session-cache';
import { SESSION_TTL_MS, findSession } from './sessions';

export const SESSION_COOKIE = 'rw_session';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: TUserRow | null;
    sessionId: string | null;
    /** How currentUser was established: a session cookie or a personal API token (docs/product-rules.md R20). */
    authMethod: 'session' | 'token' | null;
    /** The account the request acts in and the person's role there; null when anonymous or in no account. */
    scope: TAccountScope | null;
  }
}

export const INVALID_API_TOKEN = 'Invalid or revoked API token';

/**
 * Resolves the signed-in user of every /api request from the signed session cookie, else from an
 * `Authorization: Bearer` personal API token. A bearer token that is wrong or revoked is a 401, never a
 * silent fall-through to anonymous, so an automation client learns at once that its token is dead.
 */
export function registerRequestUser(
  app: FastifyInstance,
  opts: { db: TDb; sessionCache: TSessionCache | null },
): void {
  const { db, sessionCache } = opts;
  const lookUp = (sid: string) =>
    sessionCache ? sessionCache.get(sid, () => findSession({ db, sid })) : findSession({ db, sid });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authMethod', null);
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (unsigned?.valid && unsigned.value) {
      const signedIn = await lookUp(unsigned.value);
      if (signedIn) {
        request.currentUser = signedIn.user;
        request.scope = signedIn.scope;
        request.sessionId = unsigned.value;
        request.authMethod = 'session';
        return;
      }
    }
    const bearer = /^Bearer(?:\s+(.*))?$/i.exec(request.headers.authorization ?? '');
    if (!bearer) return;
    const token = bearer[1]?.trim() ?? '';
    const found = token ? await authenticateApiToken({ db, token }) : null;
    if (!found) throw new AppError('unauthorized', INVALID_API_TOKEN);
    request.currentUser = found.user;
    request.scope = found.scope;
    request.authMethod = 'token';
  });
}

export function requireUser(request: FastifyRequest): TUserRow {
  if (!request.currentUser) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.currentUser;
}

/** The caller's account scope: 401 signed out, 403 when they belong to no account (any more). */
export function requireScope(request: FastifyRequest): TAccountScope {
  requireUser(request);
  if (!request.scope) {
    throw new AppError(
      'forbidden',
      'You are not a member of this account any more. Ask its owner for an invitation.',
    );
  }
  return request.scope;
}

/** The account a change is made in and who makes it, for the account's activity (docs/product-rules.md R24). */
export function actingIn(request: FastifyRequest): { accountId: string; actorId: string } {
  const { userId, accountId } = requireScope(request);
  return { accountId, actorId: userId };
}

/** The person and the account they act in, for what is kept per person within an account (their feed). */
export function personAndAccount(request: FastifyRequest): { userId: string; accountId: string } {
  const { userId, accountId } = requireScope(request);
  return { userId, accountId };
}

/**
 * What a personal API token may not do, so a leaked token cannot take the account over: manage tokens,
 * change the password, email or username, or make admin calls (docs/decisions/005-api-tokens.md).
 */
export function forbidApiToken(request: FastifyRequest, action: string): void {
  if (request.authMethod === 'token') {
    throw new AppError('forbidden', `API tokens cannot ${action}. Sign in to Rivalwatch to do this.`);
  }
}

export function requireAdmin(request: FastifyRequest): TUserRow {
  const user = requireUser(request);
  forbidApiToken(request, 'be used for admin calls');
  if (!user.isAdmin) throw new AppError('forbidden', 'Admin access required');
  return user;
}

export function setSessionCookie(reply: FastifyReply, sid: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
}
