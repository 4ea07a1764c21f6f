import { eq } from 'drizzle-orm';
import { INCIDENT_STATUSES, type TIncidentPatch, type TStatusIncident } from '@shared/contracts/status';
import type { TExecutor } from '../db/client';
import { statusIncidents, statusIncidentUpdates } from '../db/schema';
import { statusIncidentEmail } from '../email/templates/status-emails';
import { AppError } from '../lib/errors';
import { getIncident } from './list-incidents';
import { invalidateStatus } from './status-cache';
import { notifySubscribers, statusPageUrl, type TSite } from './notify-subscribers';

/**
 * One step of an incident (docs/product-rules.md R80): its fields may change, its status only moves forward
 * (investigating → identified → monitoring → resolved), and every step carries a public message that
 * subscribers receive. A resolved incident is closed for good.
 */
export async function updateIncident(opts: {
  db: TExecutor;
  site: TSite;
  now: Date;
  id: string;
  patch: TIncidentPatch;
}): Promise<TStatusIncident> {
  const { patch } = opts;
  await opts.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(statusIncidents)
      .where(eq(statusIncidents.id, opts.id))
      .for('update');
    if (!row) throw new AppError('not_found', 'Incident not found');
    if (row.status === 'resolved')
      throw new AppError('conflict', 'This incident is resolved. Open a new incident instead.');
    const status = patch.status ?? row.status;
    if (INCIDENT_STATUSES.indexOf(status) < INCIDENT_STATUSES.indexOf(row.status))
      throw new AppError('conflict', `An incident cannot go back from ${row.status} to ${status}.`, {
        details: [{ field: 'status', message: `The incident is already ${row.status}` }],
      });
    const [updated] = await tx
      .update(statusIncidents)
      .set({
        title: patch.title ?? row.title,
        severity: patch.severity ?? row.severity,
        services: patch.services ? [...new Set(patch.services)] : row.services,
        status,
        resolvedAt: status === 'resolved' ? opts.now : null,
        updatedAt: opts.now,
      })
      .where(eq(statusIncidents.id, row.id))
      .returning();
    await tx
      .insert(statusIncidentUpdates)
      .values({ incidentId: row.id, status, message: patch.message, createdAt: opts.now });
    await notifySubscribers({
      db: tx,
      site: opts.site,
      emailType: 'status_incident',
      render: (to, links) =>
        statusIncidentEmail({
          to,
          incident: updated!,
          step: status,
          message: patch.message,
          statusUrl: statusPageUrl(opts.site),
          links,
        }),
    });
  });
  invalidateStatus(opts.db);
  return getIncident({ db: opts.db, id: opts.id });
}
