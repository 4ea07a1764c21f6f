import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What pg-boss calls to run SQL. */
export type TSqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * PGlite's query() takes one statement; pg-boss also sends parameterless multi-statement scripts
 * (its schema and migrations), which go to exec(), whose last result is the answer.
 */
export function pgliteExecutor(client: PGlite): TSqlExecutor {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values as unknown[]);
      return { rows: result.rows };
    },
  };
}

export function poolExecutor(pool: pg.Pool): TSqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
  };
}
