import { asc, eq, gt } from 'drizzle-orm';
import type { TMaintenance, TMaintenanceCreate } from '@shared/contracts/status';
import type { TDb, TExecutor } from '../db/client';
import { statusMaintenance } from '../db/schema';
import { statusMaintenanceEmail } from '../email/templates/status-emails';
import { AppError } from '../lib/errors';
import { minuteOf } from './status-rules';
import { notifySubscribers, statusPageUrl, type TSite } from './notify-subscribers';

const toMaintenance = (r: typeof statusMaintenance.$inferSelect): TMaintenance => ({
  id: r.id,
  title: r.title,
  message: r.message,
  services: r.services,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
});

/**
 * Schedules a maintenance window and tells subscribers (docs/product-rules.md R81). A window covers only minutes
 * still to come: minutes already probed keep the state they were measured with.
 */
export async function scheduleMaintenance(opts: {
  db: TDb;
  site: TSite;
  now: Date;
  input: TMaintenanceCreate;
}): Promise<TMaintenance> {
  const current = minuteOf(opts.now);
  const startsAt = new Date(opts.input.startsAt);
  const endsAt = new Date(opts.input.endsAt);
  if (endsAt <= opts.now)
    throw new AppError('bad_request', 'A maintenance window must end in the future.', {
      details: [{ field: 'endsAt', message: 'Must be in the future' }],
    });
  const start = startsAt < current ? current : startsAt;
  return opts.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(statusMaintenance)
      .values({
        title: opts.input.title,
        message: opts.input.message,
        services: [...new Set(opts.input.services)],
        startsAt: start,
        endsAt,
        createdAt: opts.now,
      })
      .returning();
    const maintenance = toMaintenance(row!);
    await notifySubscribers({
      db: tx,
      site: opts.site,
      emailType: 'status_maintenance',
      render: (to, links) =>
        statusMaintenanceEmail({ to, maintenance, statusUrl: statusPageUrl(opts.site), links }),
    });
    return maintenance;
  });
}

/** Windows not yet over, soonest first. */
export async function listMaintenance(opts: { db: TExecutor; now: Date }): Promise<TMaintenance[]> {
  const rows = await opts.db
    .select()
    .from(statusMaintenance)
    .where(gt(statusMaintenance.endsAt, opts.now))
    .orderBy(asc(statusMaintenance.startsAt))
    .limit(100);
  return rows.map(toMaintenance);
}

/** Cancels a window that has not ended: it ends now (minutes already in it stay maintenance). */
export async function cancelMaintenance(opts: { db: TExecutor; now: Date; id: string }): Promise<void> {
  const [row] = await opts.db.select().from(statusMaintenance).where(eq(statusMaintenance.id, opts.id));
  if (!row || row.endsAt <= opts.now) throw new AppError('not_found', 'Maintenance window not found');
  const endsAt = row.startsAt > opts.now ? row.startsAt : minuteOf(opts.now);
  await opts.db.update(statusMaintenance).set({ endsAt }).where(eq(statusMaintenance.id, opts.id));
}
