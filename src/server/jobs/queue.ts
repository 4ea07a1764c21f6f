import PgBoss from 'pg-boss';
import type { TConfig } from '../config';
import type { TDatabase, TDb } from '../db/client';
import type { TClock } from '../lib/clock';
import type { TLogger } from '../lib/logger';
import { pgliteExecutor, poolExecutor } from './executors';
import { stopFetchingJobPools, stopJobPools } from './job-pool';
import { carryRequestIds } from './request-ids';
import { retryOnDeadlock } from './retry-on-deadlock';

export type TQueue = PgBoss;

/** What a module's workers start from; one that needs more (the mailer) asks for it beside these. */
export type TWorkerDeps = { boss: TQueue; db: TDb; config: TConfig; clock: TClock; log: TLogger };

/** pg-boss over the app's own database connection (PGlite or the pg pool). */
export async function startQueue(opts: {
  database: TDatabase;
  log: TLogger;
  /** Maintenance and cron: on in every process; pg-boss coordinates them across processes. */
  supervise?: boolean;
}): Promise<TQueue> {
  const { database } = opts;
  const db = database.pglite ? pgliteExecutor(database.pglite) : poolExecutor(database.pool!);
  const boss = new PgBoss({
    db: db as PgBoss.Db,
    schema: 'pgboss',
    supervise: opts.supervise ?? true,
    schedule: opts.supervise ?? true,
    migrate: true,
    // pg-boss needs these at or above 60 s or its cron stops (docs/architecture.md).
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: 120,
  });
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  carryRequestIds(boss);
  stopJobPoolsWithBoss(boss);
  // Every module creates its queues at start; processes starting together can deadlock there (retry-on-deadlock.ts).
  const createQueue = boss.createQueue.bind(boss);
  boss.createQueue = (name, options) => retryOnDeadlock(() => createQueue(name, options));
  await boss.start();
  return boss;
}

/** The job pools (job-pool.ts) stop with the queue, and stop fetching on offWork, as pg-boss's own workers do. */
function stopJobPoolsWithBoss(boss: PgBoss): void {
  const stop = boss.stop.bind(boss);
  boss.stop = async (options = {}) => {
    const graceful = options.graceful ?? true;
    await stopJobPools(boss, { waitMs: graceful ? Math.max(options.timeout ?? 30_000, 1000) : 0 });
    return stop(options);
  };
  const offWork = boss.offWork.bind(boss) as (value: string | { id: string }) => Promise<void>;
  boss.offWork = (async (value: string | { id: string }) => {
    if (typeof value === 'string') await stopFetchingJobPools(boss, value);
    return offWork(value);
  }) as PgBoss['offWork'];
}
