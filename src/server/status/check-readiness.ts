import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { TReadiness } from '@shared/contracts/status';
import { migrationsFolder, type TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';

/** The probe job's queue: completed runs of it show the queue runs. */
export const STATUS_PROBE_QUEUE = 'status-probe';

/** Within how many minutes the probe job must have completed for the queue to count as running. */
const QUEUE_STALE_MINUTES = 3;

const journalEntries = (): number =>
  (JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] })
    .entries.length;

/**
 * Readiness (docs/product-rules.md R84): the database answers, every migration of this build is applied, and the
 * job queue runs (the minute probe job completed lately). /api/health stays the bare liveness answer.
 */
export async function checkReadiness(opts: { db: TExecutor; now: Date }): Promise<TReadiness> {
  const checks = { database: false, migrations: false, queue: false };
  try {
    await opts.db.execute(sql`SELECT 1`);
    checks.database = true;
  } catch {
    return { status: 'not_ready', message: 'Not ready: database', checks };
  }
  try {
    const [applied] = rowsOf<{ n: number }>(
      await opts.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
    );
    checks.migrations = (applied?.n ?? 0) >= journalEntries();
  } catch {
    checks.migrations = false;
  }
  try {
    const [ran] = rowsOf<{ n: number }>(
      await opts.db.execute(sql`
        SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = ${STATUS_PROBE_QUEUE} AND state = 'completed'
          AND completed_on > ${opts.now.toISOString()}::timestamptz - make_interval(mins => ${QUEUE_STALE_MINUTES}::int)`),
    );
    checks.queue = (ran?.n ?? 0) > 0;
  } catch {
    checks.queue = false;
  }
  const missing = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([part]) => part);
  if (missing.length === 0) return { status: 'ready', checks };
  return { status: 'not_ready', message: `Not ready: ${missing.join(', ')}`, checks };
}
