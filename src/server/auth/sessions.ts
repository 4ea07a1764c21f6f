import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { sessions, users, type TUserRow } from '../db/schema';
import { scopeOf, sessionAccountOf, type TAccountScope } from './account-scope';
import { newToken } from './tokens';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Sliding expiry: a session used after half its life is extended. */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;

export async function createSession(opts: {
  db: TExecutor;
  userId: string;
  ip?: string;
  userAgent?: string;
  now?: Date;
}): Promise<{ sid: string; expire: Date }> {
  const now = opts.now ?? new Date();
  const sid = newToken();
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  await opts.db.insert(sessions).values({
    sid,
    expire,
    sess: {
      userId: opts.userId,
      createdAt: now.toISOString(),
      ip: opts.ip,
      userAgent: opts.userAgent?.slice(0, 300),
    },
  });
  return { sid, expire };
}

function buildSessionUserQuery(db: TExecutor) {
  return db
    .select({ user: users, expire: sessions.expire, ...sessionAccountOf() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
    .limit(1)
    .prepare('rw_session_user');
}
const sessionUserQueries = new WeakMap<TExecutor, ReturnType<typeof buildSessionUserQuery>>();

/** Every /api request runs this lookup: its SQL is built once per database, not once per request. */
function sessionUserQuery(db: TExecutor) {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = buildSessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  return query;
}

/** The session's user, their account scope and the expiry (after a sliding renewal), or null when unknown or expired. */
export async function findSession(opts: {
  db: TExecutor;
  sid: string;
  now?: Date;
}): Promise<{ user: TUserRow; scope: TAccountScope | null; expire: Date } | null> {
  const now = opts.now ?? new Date();
  const rows = await sessionUserQuery(opts.db).execute({ sid: opts.sid, now: now.toISOString() });
  const row = rows[0];
  if (!row) return null;
  const scope = scopeOf(row.user.id, row);
  if (row.expire.getTime() - now.getTime() < RENEW_AFTER_MS) {
    const expire = new Date(now.getTime() + SESSION_TTL_MS);
    await opts.db.update(sessions).set({ expire }).where(eq(sessions.sid, opts.sid));
    return { user: row.user, scope, expire };
  }
  return { user: row.user, scope, expire: row.expire };
}

export async function destroySession(opts: { db: TExecutor; sid: string }): Promise<void> {
  await opts.db.delete(sessions).where(eq(sessions.sid, opts.sid));
}

/** Signs the user out everywhere else (after a password change or reset). */
export async function destroyOtherSessions(opts: { db: TExecutor; userId: string; keepSid?: string }) {
  const ofUser = sql`${sessions.sess}->>'userId' = ${opts.userId}`;
  await opts.db.delete(sessions).where(opts.keepSid ? and(ofUser, ne(sessions.sid, opts.keepSid)) : ofUser);
}

export async function purgeExpiredSessions(opts: { db: TExecutor; now?: Date }): Promise<void> {
  await opts.db.delete(sessions).where(lt(sessions.expire, opts.now ?? new Date()));
}
