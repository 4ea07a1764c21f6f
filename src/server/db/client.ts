import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { AUTH_CHANGES_CHANNEL, openListeningPool, pgliteChangeFeed, type TChangeFeed } from './change-feed';
import { pgPoolLoad, trackPgliteLoad, type TPoolLoad } from './pool-load';
import { StatementCachingClient } from './statement-cache';

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or an open transaction: domain functions accept both. */
export type TExecutor = TDb | TTx;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Raw client for adapters (the job queue) that speak SQL directly. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * Users and sessions that changed, from the triggers of migration 0009: the session cache follows it. Always
   * there on PGlite; on PostgreSQL only when opened with `listenForAuthChanges`.
   */
  authChanges?: TChangeFeed;
  /** Connections busy and queries waiting, for the metrics. */
  load(): TPoolLoad;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL when a URL is given, else PGlite in dataDir (or in memory when dataDir is 'memory://'). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  /** PostgreSQL: the pool's size (DATABASE_POOL_SIZE), 10 unless given. */
  poolSize?: number;
  dataDir: string;
  onIdleError?: (err: Error) => void;
  /** PostgreSQL: every connection listens for changed users and sessions (a web process with a session cache). */
  listenForAuthChanges?: boolean;
  /** A new connection could not LISTEN for auth changes (it is discarded). */
  onListenError?: (err: Error) => void;
}): Promise<TDatabase> {
  if (opts.databaseUrl) {
    const config: pg.PoolConfig = {
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // A server that drops packets (a dead host) fails a checkout after this, not after the TCP timeout.
      connectionTimeoutMillis: 10_000,
      Client: StatementCachingClient,
    };
    // Every connection listens for changed users and sessions (docs/decisions/007-session-cache.md).
    const { pool, feed: authChanges } = opts.listenForAuthChanges
      ? openListeningPool(config, AUTH_CHANGES_CHANNEL, (err) => opts.onListenError?.(err))
      : { pool: new pg.Pool(config), feed: undefined };
    // An idle client losing its connection (server restart, terminated backend) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', (err) => opts.onIdleError?.(err));
    // A checked-out client (a transaction) whose connection dies emits 'error' too, and pg-pool listens only
    // while the client is idle: unheard, that event would end the process. The query in flight fails with the
    // reason all the same, and the pool discards the client when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as TDb;
    return {
      db,
      kind: 'postgres',
      pool,
      authChanges,
      load: pgPoolLoad(pool),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  return wrapPglite(await createPglite(opts.dataDir));
}

/**
 * PGlite builds its extensions in only when asked: pg_trgm serves the trigram indexes of the searches (migration
 * 0024), so every instance, the app's and the tests', loads it.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

export async function createPglite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith('memory://')) return PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const dir = `${dataDir.replace(/\/$/, '')}/pglite`;
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
}

/** PGlite in memory from a data directory that `dumpDataDir()` wrote: no initdb, so about four times faster. */
export function loadPglite(dataDirTar: Blob): Promise<PGlite> {
  return PGlite.create({ loadDataDir: dataDirTar, extensions: PGLITE_EXTENSIONS });
}

export function wrapPglite(client: PGlite): TDatabase {
  const load = trackPgliteLoad(client);
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    authChanges: pgliteChangeFeed(client, AUTH_CHANGES_CHANNEL),
    load,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
