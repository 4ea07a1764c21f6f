import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TDb } from '../db/client';
import { emailOutbox } from '../db/schema';
import { aliceInput, cookieFrom } from './test-app';

/** Small request helpers shared by the server suites (real HTTP through inject, no mocks). */

export function login(
  app: FastifyInstance,
  body: { username: string; password: string },
  opts: { cookie?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: body,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    remoteAddress: opts.remoteAddress,
  });
}

/** Signs in as alice (or another user) and returns the session cookie; throws unless 200. */
export async function signIn(
  app: FastifyInstance,
  body: { username: string; password: string } = {
    username: aliceInput.username,
    password: aliceInput.password,
  },
): Promise<string> {
  const res = await login(app, body);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

/** GET /api/user with the given cookie (or none). */
export function currentUser(app: FastifyInstance, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
}

export function send(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'GET',
  url: string,
  payload?: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });
}

/** Emails kept in the outbox, oldest first; with a kind, only those (sign-up also sends a welcome email). */
export function outbox(db: TDb, kind?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(kind ? eq(emailOutbox.kind, kind) : undefined)
    .orderBy(emailOutbox.createdAt);
}

/** The reset token carried by a password-reset email's link. */
export function resetTokenFrom(text: string): string {
  const match = /\/reset-password\?token=([^\s"&<]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}
