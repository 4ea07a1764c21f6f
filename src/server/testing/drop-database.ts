import type pg from 'pg';

/**
 * Drops a test's PostgreSQL database once the connections it closed have gone. `pool.end()` resolves before the
 * server has seen each goodbye, and DROP ... WITH (FORCE) would then end those backends with an error their
 * clients no longer listen for: an unhandled error in whichever test file the worker runs next. Any connection
 * still there after `ms` is ended by FORCE.
 */
export async function dropTestDatabase(admin: pg.Client, name: string, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]!.n === 0 || Date.now() > until) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
