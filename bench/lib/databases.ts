// The databases the benchmark runs on: PGlite in memory, and a throwaway database on a PostgreSQL server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../../src/server/db/client.ts';

export type TBenchDatabase = {
  /** Short name for the verdict table. */
  name: string;
  label: string;
  database: TDatabase;
  /** The URL the app config gets (undefined on PGlite). */
  databaseUrl?: string;
  dispose(): Promise<void>;
};

export async function openPgliteBench(): Promise<TBenchDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return { name: 'PGlite', label: 'PGlite (in memory)', database, dispose: () => database.close() };
}

/** PGlite in a data directory, for a benchmark whose app child opens it afterwards (one process at a time). */
export async function openPgliteDirBench(dataDir: string): Promise<TBenchDatabase> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  return { name: 'PGlite', label: `PGlite (in ${dataDir})`, database, dispose: () => database.close() };
}

/**
 * A fresh database rw_bench_<random> on the server of DATABASE_URL (else postgres://postgres@127.0.0.1:5432),
 * dropped by dispose(). Returns the reason instead when the server cannot be reached or used.
 */
export async function openPostgresBench(): Promise<TBenchDatabase | { skipped: string }> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (err) {
    return { skipped: `PostgreSQL not reachable at ${redact(serverUrl)}: ${(err as Error).message}` };
  }
  const name = `rw_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    await admin.end();
    return { skipped: `cannot create a database on ${redact(serverUrl)}: ${(err as Error).message}` };
  }
  const { rows } = await admin.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
  const version = rows[0]?.v.split(' ')[0] ?? '';
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  };
  try {
    const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
    await database.migrate();
    return {
      name: `PostgreSQL ${version}`,
      label: `PostgreSQL ${version} (${redact(databaseUrl)}, dropped at the end)`,
      database,
      databaseUrl,
      async dispose() {
        await database.close().catch(() => {});
        await drop();
      },
    };
  } catch (err) {
    await drop();
    throw err;
  }
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
