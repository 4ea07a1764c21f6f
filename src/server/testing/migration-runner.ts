import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { createPglite, migrationsFolder } from '../db/client';
import { dropTestDatabase } from './drop-database';

/**
 * Test helpers for a migration of a populated database: the migrations up to one of them, a database on PGlite
 * or on DATABASE_URL's server, and every row of every table to compare before and after.
 */

type TJournal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations folder that stops before `tag`: the database as it was before teams. */
export function foldersUpTo(tag: string): { before: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'rw-migration-'));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as TJournal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(
    join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  );
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))) {
    copyFileSync(join(migrationsFolder, file), join(dir, file));
  }
  return { before: dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export type TRunner = {
  migrate(folder: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  exec(query: string): Promise<void>;
  close(): Promise<void>;
};

export async function openRunner(): Promise<TRunner> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await createPglite('memory://');
    const db = drizzlePglite(client);
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      rows: async <T>(q: string) => (await client.query<T>(q)).rows,
      exec: async (q) => void (await client.exec(q)),
      close: () => client.close(),
    };
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `rw_mig_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
  const db = drizzlePg(pool);
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    rows: async <T>(q: string) => (await pool.query(q)).rows as T[],
    exec: async (q) => void (await pool.query(q)),
    close: async () => {
      await pool.end();
      await dropTestDatabase(admin, name);
      await admin.end();
    },
  };
}

/** Every row of every table of the public schema, as JSON, in a stable order. */
export async function everyRow(db: TRunner): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = await db.rows<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const { name } of tables) {
    const rows = await db.rows<{ r: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS r FROM "${name}" t ORDER BY to_jsonb(t)::text`,
    );
    out[name] = rows.map((x) => x.r);
  }
  return out;
}

/**
 * A row as it reads once the later migrations have run: the columns they added, with the values they gave. Each
 * migration test migrates to the latest, so a column added afterwards belongs here, not in every test.
 */
export function withLaterColumns(
  table: string,
  row: Record<string, unknown>,
  /** The data set the row belongs to, with the column names of the latest schema. */
  tables: Record<string, Record<string, unknown>[]>,
): Record<string, unknown> {
  // Best sellers read per plan (migration 0037, docs/product-rules.md R149).
  if (table === 'plan_configs') {
    const depth: Record<string, number> = { free: 20, starter: 50, pro: 100 };
    return { ...row, best_seller_depth: depth[row.key as string] ?? 100 };
  }
  // A notification names its competitor's account (migration 0042).
  if (table === 'notifications') {
    const competitor = tables.competitors?.find((c) => c.id === row.competitor_id);
    return { ...row, account_id: competitor?.account_id };
  }
  // A store counts its price moves (migration 0043).
  if (table === 'stores') {
    const moves = (type: string) =>
      (tables.change_events ?? []).filter((e) => e.store_id === row.id && e.type === type).length;
    return {
      ...row,
      price_increase_count: moves('price_increase'),
      price_decrease_count: moves('price_decrease'),
    };
  }
  return row;
}
