import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPglite, openDatabase, wrapPglite, type TDatabase } from '../db/client';

/**
 * One migrated template per test file, and a fresh copy of it per test:
 * PGlite's clone() on the embedded default, CREATE DATABASE ... TEMPLATE when DATABASE_URL names a server.
 */
export type TTestDatabaseFactory = { fresh(): Promise<TDatabase>; dispose(): Promise<void> };

export async function createTestDatabaseFactory(): Promise<TTestDatabaseFactory> {
  const url = process.env.DATABASE_URL;
  return url ? postgresFactory(url) : pgliteFactory();
}

async function pgliteFactory(): Promise<TTestDatabaseFactory> {
  const template = await createPglite('memory://');
  await wrapPglite(template).migrate();
  const open: PGlite[] = [];
  return {
    async fresh() {
      const copy = (await template.clone()) as PGlite;
      open.push(copy);
      return wrapPglite(copy);
    },
    async dispose() {
      await Promise.all(open.map((c) => c.close().catch(() => {})));
      await template.close();
    },
  };
}

async function postgresFactory(url: string): Promise<TTestDatabaseFactory> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const suffix = randomBytes(5).toString('hex');
  const templateName = `rw_tpl_${suffix}`;
  await admin.query(`CREATE DATABASE ${templateName}`);
  const template = await openDatabase({ databaseUrl: withDatabase(url, templateName), dataDir: 'unused' });
  await template.migrate();
  await template.close();
  const created: { name: string; db: TDatabase }[] = [];
  let n = 0;
  return {
    async fresh() {
      const name = `rw_t_${suffix}_${n++}`;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
      const db = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: 'unused' });
      created.push({ name, db });
      return db;
    },
    async dispose() {
      for (const c of created) {
        await c.db.close().catch(() => {});
        await admin.query(`DROP DATABASE IF EXISTS ${c.name} WITH (FORCE)`);
      }
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
