import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { TDatabase, TDb } from '../db/client';
import { AUTH_CHANGES_CHANNEL, openListeningPool } from '../db/change-feed';
import * as schema from '../db/schema';
import { sessions, users } from '../db/schema';
import { currentUser, send } from '../testing/requests';
import { signUp, useTestApp } from '../testing/test-app';
import { createSessionCache } from './session-cache';
import { findSession } from './sessions';

/** The PostgreSQL URL of a test database's pool. */
const urlOf = (database: TDatabase) =>
  (database.pool!.options as { connectionString: string }).connectionString;

/** SQL on a connection of its own, as another app process would run it (PGlite has one connection). */
async function otherProcess(database: TDatabase) {
  if (!database.pool) {
    return { run: async (text: string) => void (await database.pglite!.exec(text)), end: async () => {} };
  }
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  return { run: async (text: string) => void (await client.query(text)), end: () => client.end() };
}

/** Polls until `check` passes: another connection's notification arrives on its own time. */
async function eventually(check: () => Promise<void>, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** The session row of a user who signed in once. */
async function sessionOf(database: TDatabase, userId: string) {
  const [row] = await database.db
    .select({ sid: sessions.sid, expire: sessions.expire })
    .from(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${userId}`);
  return row!;
}

/**
 * A database over one connection and the feed it listens on: every notification then arrives exactly once, so a
 * test can count reads. PGlite is one connection already.
 */
async function oneConnection(database: TDatabase) {
  if (!database.pool) return { db: database.db, feed: database.authChanges!, end: async () => {} };
  const { pool, feed } = openListeningPool(
    { connectionString: urlOf(database), max: 1 },
    AUTH_CHANGES_CHANNEL,
  );
  await pool.query('SELECT 1');
  return { db: drizzle(pool, { schema }) as unknown as TDb, feed, end: () => pool.end() };
}

describe('the session cache', () => {
  const ctx = useTestApp();
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const me = async (cookie: string) => {
    const res = await currentUser(ctx.app, cookie);
    return {
      status: res.statusCode,
      firstName: res.statusCode === 200 ? (res.json().firstName as string) : null,
    };
  };
  /** A change the triggers do not announce (replication role): only a read of the database can see it. */
  const silentRename = async (userId: string, firstName: string) => {
    const other = await otherProcess(ctx.database);
    await other.run(
      `BEGIN; SET LOCAL session_replication_role = replica;
       UPDATE users SET first_name = '${firstName}' WHERE id = '${userId}'; COMMIT;`,
    );
    await other.end();
  };

  it('answers a signed-in session from memory once it has read it', async () => {
    const alice = await signUp(ctx.app);
    const id = (await currentUser(ctx.app, alice)).json().id as string;
    await currentUser(ctx.app, alice);
    await silentRename(id, 'Unannounced');
    // Served from memory: the unannounced change is not read.
    expect(await me(alice)).toEqual({ status: 200, firstName: 'Alice' });
  });

  it('sees a change made by this process on the very next request', async () => {
    const alice = await signUp(ctx.app);
    const id = (await currentUser(ctx.app, alice)).json().id as string;
    await silentRename(id, 'Unannounced');
    expect(await me(alice)).toEqual({ status: 200, firstName: 'Alice' });

    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, id));
    expect(await me(alice)).toEqual({ status: 200, firstName: 'Renamed' });

    expect((await send(ctx.app, 'POST', '/api/logout', undefined, alice)).statusCode).toBeLessThan(300);
    expect((await me(alice)).status).toBe(401);
  });

  it('drops a session changed or ended by another process', async () => {
    const alice = await signUp(ctx.app);
    const id = (await currentUser(ctx.app, alice)).json().id as string;
    await silentRename(id, 'Unannounced');
    expect(await me(alice)).toEqual({ status: 200, firstName: 'Alice' });
    const other = await otherProcess(ctx.database);
    cleanups.push(other.end);

    await other.run(`UPDATE users SET first_name = 'Elsewhere' WHERE id = '${id}'`);
    await eventually(async () => expect(await me(alice)).toEqual({ status: 200, firstName: 'Elsewhere' }));

    await other.run(`DELETE FROM sessions WHERE sess->>'userId' = '${id}'`);
    await eventually(async () => expect((await me(alice)).status).toBe(401));
  });

  it('reads again when its time is up, and at the session expiry', async () => {
    const alice = await signUp(ctx.app);
    const id = (await currentUser(ctx.app, alice)).json().id as string;
    const { sid } = await sessionOf(ctx.database, id);
    const conn = await oneConnection(ctx.database);
    cleanups.push(conn.end);
    const { user, scope } = (await findSession({ db: conn.db, sid }))!;
    const t = Date.now();
    let reads = 0;
    const expiringAt = (expire: number) => async () => {
      reads++;
      return { user: { ...user }, scope, expire: new Date(expire) };
    };

    const shortLived = createSessionCache({ feed: conn.feed, maxAgeMs: 1_000 });
    cleanups.push(async () => shortLived.close());
    const later = expiringAt(t + 86_400_000);
    expect((await shortLived.get(sid, later, t))?.user.id).toBe(id);
    expect((await shortLived.get(sid, later, t + 999))?.user.id).toBe(id);
    expect(reads).toBe(1);
    await shortLived.get(sid, later, t + 1_000);
    expect(reads).toBe(2);

    reads = 0;
    const expiring = createSessionCache({ feed: conn.feed, maxAgeMs: 60_000 });
    cleanups.push(async () => expiring.close());
    const soon = expiringAt(t + 500);
    await expiring.get(sid, soon, t);
    await expiring.get(sid, soon, t + 499);
    expect(reads).toBe(1);
    await expiring.get(sid, soon, t + 500);
    expect(reads).toBe(2);
  });

  it('does not remember a read during which the user changed', async () => {
    const alice = await signUp(ctx.app);
    const id = (await currentUser(ctx.app, alice)).json().id as string;
    const { sid } = await sessionOf(ctx.database, id);
    const conn = await oneConnection(ctx.database);
    cleanups.push(conn.end);
    const cache = createSessionCache({ feed: conn.feed, maxAgeMs: 60_000 });
    cleanups.push(async () => cache.close());
    let reads = 0;
    let change = true;
    // A change committed while the read ran may be missing from what it read.
    const racing = async () => {
      reads++;
      const found = await findSession({ db: conn.db, sid });
      if (change) await conn.db.update(users).set({ firstName: 'During' }).where(eq(users.id, id));
      change = false;
      return found;
    };
    await cache.get(sid, racing);
    await cache.get(sid, racing);
    expect(reads).toBe(2);
    await cache.get(sid, racing);
    expect(reads).toBe(2);
  });

  it('hands out users nobody can edit', async () => {
    const alice = await signUp(ctx.app);
    const id = (await currentUser(ctx.app, alice)).json().id as string;
    const { sid } = await sessionOf(ctx.database, id);
    const cache = createSessionCache({ feed: ctx.database.authChanges!, maxAgeMs: 60_000 });
    cleanups.push(async () => cache.close());
    const { user, scope } = (await cache.get(sid, () => findSession({ db: ctx.db, sid })))!;
    expect(user.id).toBe(id);
    expect(scope).toEqual({ userId: id, accountId: id, role: 'owner' });
    expect(Object.isFrozen(user)).toBe(true);
    expect(Object.isFrozen(scope)).toBe(true);
  });
});

describe('with SESSION_CACHE_SECONDS=0', () => {
  const off = useTestApp({ env: { SESSION_CACHE_SECONDS: '0' } });
  it('reads the session at every request', async () => {
    const alice = await signUp(off.app);
    const id = (await currentUser(off.app, alice)).json().id as string;
    const other = await otherProcess(off.database);
    await other.run(
      `BEGIN; SET LOCAL session_replication_role = replica;
       UPDATE users SET first_name = 'Unannounced' WHERE id = '${id}'; COMMIT;`,
    );
    await other.end();
    expect((await currentUser(off.app, alice)).json().firstName).toBe('Unannounced');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the change feed of a connection pool', () => {
  const ctx = useTestApp();

  it('is live while a connection listens, and says so when the last one closes', async () => {
    const { pool, feed } = openListeningPool(
      { connectionString: urlOf(ctx.database), min: 0, max: 2, idleTimeoutMillis: 100 },
      AUTH_CHANGES_CHANNEL,
    );
    const heard: (string | null)[] = [];
    feed.onChange((p) => heard.push(p));
    try {
      expect(feed.live).toBe(false);
      const client = await pool.connect();
      expect(feed.live).toBe(true);
      // A change committed on one of its own connections is heard before the write returns.
      await client.query(`SELECT pg_notify('${AUTH_CHANGES_CHANNEL}', 'user-1')`);
      expect(heard).toEqual(['user-1']);
      client.release();

      await eventually(async () => expect(feed.live).toBe(false));
      expect(heard).toEqual(['user-1', null]);
    } finally {
      await pool.end();
    }
  });

  it('feeds a cache that forgets everything when the pool stops listening', async () => {
    const alice = await signUp(ctx.app);
    const id = (await currentUser(ctx.app, alice)).json().id as string;
    const { sid } = await sessionOf(ctx.database, id);
    const { pool, feed } = openListeningPool(
      { connectionString: urlOf(ctx.database), min: 0, max: 2, idleTimeoutMillis: 100 },
      AUTH_CHANGES_CHANNEL,
    );
    const cache = createSessionCache({ feed, maxAgeMs: 60_000 });
    let reads = 0;
    const load = () => {
      reads++;
      return findSession({ db: ctx.db, sid });
    };
    try {
      const held = await pool.connect();
      await cache.get(sid, load);
      await cache.get(sid, load);
      expect(reads).toBe(1);
      held.release();
      await eventually(async () => expect(feed.live).toBe(false));
      await cache.get(sid, load);
      expect(reads).toBe(2);
    } finally {
      cache.close();
      await pool.end();
    }
  });

  it('fails the query, not the process, when a connection cannot listen', async () => {
    const errors: Error[] = [];
    const { pool, feed } = openListeningPool(
      { connectionString: urlOf(ctx.database) },
      'not a channel',
      (err) => errors.push(err),
    );
    try {
      await expect(pool.query('SELECT 1')).rejects.toThrow(/syntax error/);
      expect(errors).toHaveLength(1);
      expect(feed.live).toBe(false);
    } finally {
      await pool.end();
    }
  });
});
