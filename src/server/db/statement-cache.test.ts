import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { PLAN_EACH_CALL, PREPARE_LONG_TEXT, StatementCachingClient } from './statement-cache';

// Prepared statements exist on PostgreSQL connections only; PGlite runs in-process and is not pooled.
describe.skipIf(!process.env.DATABASE_URL)('StatementCachingClient', () => {
  let client: StatementCachingClient;
  beforeAll(async () => {
    client = new StatementCachingClient({ connectionString: process.env.DATABASE_URL });
    await client.connect();
  });
  afterAll(() => client.end());

  const prepared = async () =>
    (
      await client.query<{ name: string; statement: string }>(
        'SELECT name, statement FROM pg_prepared_statements',
      )
    ).rows;

  it('prepares each distinct query text once per connection and reuses it with new values', async () => {
    const text = 'SELECT $1::int * 2 AS doubled';
    const first = await client.query<{ doubled: number }>({ text, values: [2] });
    const second = await client.query<{ doubled: number }>({ text, values: [21] });
    expect([first.rows[0]!.doubled, second.rows[0]!.doubled]).toEqual([4, 42]);
    const mine = (await prepared()).filter((s) => s.statement === text);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^rw_/);
  });

  it('leaves plain-string queries, named queries, oversized texts and parameterless ones as they were', async () => {
    await client.query('SELECT 1 AS plain');
    // No parameters: the simple protocol, which runs a text of several statements (a prepared one cannot).
    const several = await client.query({ text: 'SELECT 1 AS one; SELECT 2 AS two' });
    expect(Array.isArray(several)).toBe(true);
    await client.query({ name: 'chosen_by_caller', text: 'SELECT 2 AS named' });
    const huge = `SELECT $1::int AS big /* ${'x'.repeat(9_000)} */`;
    await client.query({ text: huge, values: [3] });
    const names = (await prepared()).map((s) => s.name);
    expect(names).toContain('chosen_by_caller');
    expect(
      (await prepared()).some(
        (s) => s.statement.includes('plain') || s.statement.includes('AS one') || s.statement === huge,
      ),
    ).toBe(false);
  });

  it('sends a statement marked PLAN_EACH_CALL unnamed, so each call is planned for its values', async () => {
    const text = `SELECT $1::int + 1 AS next ${PLAN_EACH_CALL}`;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const res = await client.query<{ next: number }>({ text, values: [n] });
      expect(res.rows[0]!.next).toBe(n + 1);
    }
    expect((await prepared()).some((s) => s.statement === text)).toBe(false);
  });

  it('prepares a long statement marked PREPARE_LONG_TEXT, which its length alone would leave unnamed', async () => {
    const text = `SELECT $1::int AS long ${PREPARE_LONG_TEXT} /* ${'y'.repeat(9_000)} */`;
    for (const n of [1, 2])
      expect((await client.query<{ long: number }>({ text, values: [n] })).rows[0]!.long).toBe(n);
    expect((await prepared()).filter((s) => s.statement === text)).toHaveLength(1);
  });

  it('answers errors like an unnamed query and keeps working afterwards', async () => {
    await expect(client.query({ text: 'SELECT 1/$1::int AS x', values: [0] })).rejects.toThrow(
      /division by zero/,
    );
    const ok = await client.query<{ x: number }>({ text: 'SELECT 1/$1::int AS x', values: [1] });
    expect(ok.rows[0]!.x).toBe(1);
  });

  it('is the client of every connection the app opens', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'unused' });
    try {
      const c = await database.pool!.connect();
      expect(c).toBeInstanceOf(StatementCachingClient);
      c.release();
    } finally {
      await database.close();
    }
  });
});
