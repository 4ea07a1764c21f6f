import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';
import type { TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { SESSION_TTL_MS, getSessionUser } from './sessions';

export const SESSION_COOKIE = 'rw_session';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: TUserRow | null;
    sessionId: string | null;
  }
}

/** Resolves the signed-in user of every /api request from the signed session cookie. */
export function registerRequestUser(app: FastifyInstance, opts: { db: TDb }): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const user = await getSessionUser({ db: opts.db, sid: unsigned.value });
    if (!user) return;
    request.currentUser = user;
    request.sessionId = unsigned.value;
  });
}

export function requireUser(request: FastifyRequest): TUserRow {
  if (!request.currentUser) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.currentUser;
}

export function requireAdmin(request: FastifyRequest): TUserRow {
  const user = requireUser(request);
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
