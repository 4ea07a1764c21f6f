import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { TServiceKey, TStatusIncident } from '@shared/contracts/status';
import type { TExecutor } from '../db/client';
import { statusIncidents, statusIncidentUpdates } from '../db/schema';
import { AppError } from '../lib/errors';

/** How far back the incident history goes. */
export const HISTORY_DAYS = 90;

type TIncidentRow = typeof statusIncidents.$inferSelect;

export async function withUpdates(db: TExecutor, rows: TIncidentRow[]): Promise<TStatusIncident[]> {
  if (rows.length === 0) return [];
  const updates = await db
    .select()
    .from(statusIncidentUpdates)
    .where(
      inArray(
        statusIncidentUpdates.incidentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(statusIncidentUpdates.createdAt), desc(statusIncidentUpdates.id));
  // Grouped in one pass (newest first, as read): the page carries up to 500 incidents.
  const byIncident = new Map<string, typeof updates>();
  for (const u of updates) {
    const own = byIncident.get(u.incidentId);
    if (own) own.push(u);
    else byIncident.set(u.incidentId, [u]);
  }
  return rows.map((r) => {
    const own = byIncident.get(r.id) ?? [];
    return {
      id: r.id,
      title: r.title,
      severity: r.severity,
      description: own[0]?.message ?? '',
      status: r.status,
      updated: r.updatedAt.toISOString(),
      startedAt: r.startedAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      automatic: r.automatic,
      services: r.services,
      updates: own.map((u) => ({ status: u.status, message: u.message, at: u.createdAt.toISOString() })),
    };
  });
}

/** Open incidents first (oldest first), then those of the last 90 days, newest first. */
export async function listIncidents(opts: { db: TExecutor; now: Date }): Promise<TStatusIncident[]> {
  const since = new Date(opts.now.getTime() - HISTORY_DAYS * 86_400_000);
  const rows = await opts.db
    .select()
    .from(statusIncidents)
    .where(or(isNull(statusIncidents.resolvedAt), gte(statusIncidents.startedAt, since)))
    .orderBy(desc(statusIncidents.startedAt), desc(statusIncidents.id))
    .limit(500);
  const open = rows.filter((r) => !r.resolvedAt).sort((a, b) => +a.startedAt - +b.startedAt);
  return withUpdates(opts.db, [...open, ...rows.filter((r) => r.resolvedAt)]);
}

export async function getIncident(opts: { db: TExecutor; id: string }): Promise<TStatusIncident> {
  const rows = await opts.db.select().from(statusIncidents).where(eq(statusIncidents.id, opts.id));
  if (!rows[0]) throw new AppError('not_found', 'Incident not found');
  return (await withUpdates(opts.db, rows))[0]!;
}

/** The open automatic incident of a service, if any. */
export async function openAutomaticIncident(opts: { db: TExecutor; service: TServiceKey }) {
  const [row] = await opts.db
    .select({ id: statusIncidents.id })
    .from(statusIncidents)
    .where(
      and(
        eq(statusIncidents.automatic, true),
        isNull(statusIncidents.resolvedAt),
        eq(statusIncidents.services, [opts.service]),
      ),
    )
    .orderBy(asc(statusIncidents.startedAt))
    .limit(1);
  return row ?? null;
}
