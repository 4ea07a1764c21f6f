import type {
  TIncidentSeverity,
  TIncidentStatus,
  TServiceKey,
  TStatusIncident,
} from '@shared/contracts/status';
import type { TExecutor } from '../db/client';
import { statusIncidents, statusIncidentUpdates } from '../db/schema';
import { statusIncidentEmail } from '../email/templates/status-emails';
import { getIncident } from './list-incidents';
import { invalidateStatus } from './status-cache';
import { notifySubscribers, statusPageUrl, type TSite } from './notify-subscribers';

/**
 * Opens an incident with its first public update, and queues the notice to subscribers in the same transaction
 * (docs/product-rules.md R80, R82). Admins open them from /admin/incidents; the probes open automatic ones.
 */
export async function openIncident(opts: {
  db: TExecutor;
  site: TSite;
  now: Date;
  title: string;
  severity: TIncidentSeverity;
  services: TServiceKey[];
  status?: Exclude<TIncidentStatus, 'resolved'>;
  message: string;
  automatic?: boolean;
  startedAt?: Date;
}): Promise<TStatusIncident> {
  const status = opts.status ?? 'investigating';
  const id = await opts.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(statusIncidents)
      .values({
        title: opts.title,
        severity: opts.severity,
        status,
        services: [...new Set(opts.services)],
        automatic: opts.automatic ?? false,
        startedAt: opts.startedAt ?? opts.now,
        updatedAt: opts.now,
      })
      .returning();
    await tx
      .insert(statusIncidentUpdates)
      .values({ incidentId: row!.id, status, message: opts.message, createdAt: opts.now });
    await notifySubscribers({
      db: tx,
      site: opts.site,
      emailType: 'status_incident',
      render: (to, links) =>
        statusIncidentEmail({
          to,
          incident: row!,
          step: status,
          message: opts.message,
          statusUrl: statusPageUrl(opts.site),
          links,
        }),
    });
    return row!.id;
  });
  invalidateStatus(opts.db);
  return getIncident({ db: opts.db, id });
}
