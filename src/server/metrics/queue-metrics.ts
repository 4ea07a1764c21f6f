import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { queueDepth, queueLag } from './metrics';

/**
 * Depth and lag of every job queue, read from pg-boss's tables in one query when /metrics is scraped: the jobs
 * waiting (created or retry; pg-boss's partial index on state < 'active' serves it) and the age of the oldest
 * one whose start time has come. Queues with nothing waiting report 0.
 */
export async function refreshQueueMetrics(db: TExecutor): Promise<void> {
  const rows = rowsOf<{ name: string; depth: number | string; lag: number | string | null }>(
    await db.execute(sql`
      SELECT q.name, count(j.id) AS depth,
        extract(epoch FROM now() - min(j.start_after) FILTER (WHERE j.start_after <= now())) AS lag
      FROM pgboss.queue q
      LEFT JOIN pgboss.job j ON j.name = q.name AND j.state < 'active'
      GROUP BY q.name`),
  );
  queueDepth.reset();
  queueLag.reset();
  for (const row of rows) {
    queueDepth.set({ queue: row.name }, Number(row.depth));
    queueLag.set({ queue: row.name }, Math.max(0, Number(row.lag ?? 0)));
  }
}
