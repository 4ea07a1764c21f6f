import { lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { statusDaily, statusProbes } from '../db/schema';
import { tallyByDay, utcDayStart } from './status-sql';

/** How many whole days of raw probes are kept after they are rolled up. */
export const RAW_PROBE_DAYS = 7;

/**
 * Rolls every finished UTC day of raw probes into status_daily (again, idempotently, while its probes are kept),
 * then drops raw probes older than RAW_PROBE_DAYS days (docs/product-rules.md R77): the 90-day view reads 90 rows
 * a service.
 */
export async function rollUpProbes(opts: { db: TDb; now: Date }): Promise<{ days: number; deleted: number }> {
  const today = utcDayStart(opts.now);
  const keepFrom = utcDayStart(opts.now, -RAW_PROBE_DAYS);
  return opts.db.transaction(async (tx) => {
    const rows = await tallyByDay(tx, new Date(0), today);
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(statusDaily)
        .values(
          rows.slice(i, i + 500).map((r) => ({
            service: r.service,
            day: r.day,
            probedMinutes: r.probed,
            healthyMinutes: r.healthy,
            maintenanceMinutes: r.maintenance,
            worst: r.worst,
            avgResponseMs: r.avgMs,
          })),
        )
        .onConflictDoUpdate({
          target: [statusDaily.service, statusDaily.day],
          set: {
            probedMinutes: sql`excluded.probed_minutes`,
            healthyMinutes: sql`excluded.healthy_minutes`,
            maintenanceMinutes: sql`excluded.maintenance_minutes`,
            worst: sql`excluded.worst`,
            avgResponseMs: sql`excluded.avg_response_ms`,
          },
        });
    }
    const result = (await tx.delete(statusProbes).where(lt(statusProbes.minute, keepFrom))) as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    return { days: rows.length, deleted: result.rowCount ?? result.affectedRows ?? 0 };
  });
}
