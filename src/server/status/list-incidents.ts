import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TServiceKey, TStatusIncident } from '@shared/contracts/status';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
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

const isoText = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Open incidents first (oldest first), then those of the last 90 days, newest first; each with its updates, in
 * one round trip (the status payload waits for it).
 */
export async function listIncidents(opts: { db: TExecutor; now: Date }): Promise<TStatusIncident[]> {
  const since = new Date(opts.now.getTime() - HISTORY_DAYS * 86_400_000);
  const rows = rowsOf<Omit<TStatusIncident, 'description'>>(
    await opts.db.execute(sql`
      SELECT i.id, i.title, i.severity, i.status, ${isoText(sql`i.updated_at`)} AS updated,
        ${isoText(sql`i.started_at`)} AS "startedAt", ${isoText(sql`i.resolved_at`)} AS "resolvedAt",
        i.automatic, i.services, coalesce(u.updates, '[]'::json) AS updates
      FROM (
        SELECT * FROM status_incidents
        WHERE resolved_at IS NULL OR started_at >= ${since.toISOString()}::timestamptz
        ORDER BY started_at DESC, id DESC LIMIT 500
      ) i
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('status', status, 'message', message, 'at', ${isoText(sql`created_at`)})
          ORDER BY created_at DESC, id DESC) AS updates
        FROM status_incident_updates WHERE incident_id = i.id
      ) u ON true
      ORDER BY i.resolved_at IS NULL DESC, CASE WHEN i.resolved_at IS NULL THEN i.started_at END,
        i.started_at DESC, i.id DESC`),
  );
  return rows.map((r) => ({ ...r, description: r.updates[0]?.message ?? '' }));
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
