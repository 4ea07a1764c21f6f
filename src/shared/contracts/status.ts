import { z } from 'zod';

/** The six probed services (docs/product-rules.md R75), in the order the status page lists them. */
export const SERVICE_KEYS = ['api', 'database', 'scraping', 'email', 'slack', 'payments'] as const;
export const ZServiceKey = z.enum(SERVICE_KEYS);
export type TServiceKey = z.infer<typeof ZServiceKey>;

/** What one probe measured. */
export const PROBE_OUTCOMES = ['ok', 'degraded', 'down', 'not_configured'] as const;
export type TProbeOutcome = (typeof PROBE_OUTCOMES)[number];

/** A service's state (docs/product-rules.md R76); not_configured is never an outage. */
export const SERVICE_STATES = [
  'operational',
  'degraded',
  'outage',
  'maintenance',
  'unknown',
  'not_configured',
] as const;
export const ZServiceState = z.enum(SERVICE_STATES);
export type TServiceState = z.infer<typeof ZServiceState>;

export const INCIDENT_SEVERITIES = ['minor', 'major', 'critical'] as const;
export const ZIncidentSeverity = z.enum(INCIDENT_SEVERITIES);
export type TIncidentSeverity = z.infer<typeof ZIncidentSeverity>;

/** The steps of an incident, in order (docs/product-rules.md R80). */
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export const ZIncidentStatus = z.enum(INCIDENT_STATUSES);
export type TIncidentStatus = z.infer<typeof ZIncidentStatus>;

/** Uptime over a window: null percent is "No data yet"; basedOnMinutes < windowMinutes says how much is known. */
export const ZUptime = z.object({
  percent: z.number().nullable(),
  basedOnMinutes: z.number().int(),
  windowMinutes: z.number().int(),
});
export type TUptime = z.infer<typeof ZUptime>;

export const ZUptimeSet = z.object({ last24h: ZUptime, last7d: ZUptime, last30d: ZUptime });
export type TUptimeSet = z.infer<typeof ZUptimeSet>;

/** One UTC day of the 90-day bar: its worst state (null: no probe that day) and its uptime. */
export const ZStatusDay = z.object({
  day: z.string(),
  worst: ZServiceState.nullable(),
  percent: z.number().nullable(),
});
export type TStatusDay = z.infer<typeof ZStatusDay>;

export const ZStatusService = z.object({
  key: ZServiceKey,
  name: z.string(),
  status: ZServiceState,
  icon: z.string(),
  description: z.string(),
  lastChecked: z.iso.datetime().nullable(),
  responseTime: z.number().int().nullable(),
  uptime: ZUptimeSet,
  days: z.array(ZStatusDay),
  /** Mean response time per 15 minutes over the last 24 h, oldest first. */
  responseSeries: z.array(z.object({ at: z.iso.datetime(), ms: z.number().int() })),
});
export type TStatusService = z.infer<typeof ZStatusService>;

export const ZIncidentUpdate = z.object({
  status: ZIncidentStatus,
  message: z.string(),
  at: z.iso.datetime(),
});
export type TIncidentUpdate = z.infer<typeof ZIncidentUpdate>;

export const ZStatusIncident = z.object({
  id: z.uuid(),
  title: z.string(),
  severity: ZIncidentSeverity,
  /** The latest update's message. */
  description: z.string(),
  status: ZIncidentStatus,
  /** When it last changed. */
  updated: z.iso.datetime(),
  startedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  automatic: z.boolean(),
  services: z.array(ZServiceKey),
  /** Newest first. */
  updates: z.array(ZIncidentUpdate),
});
export type TStatusIncident = z.infer<typeof ZStatusIncident>;

export const ZMaintenance = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  services: z.array(ZServiceKey),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type TMaintenance = z.infer<typeof ZMaintenance>;

/** GET /api/status: measured, public, nothing internal (no hosts, error texts or stacks). */
export const ZStatusPayload = z.object({
  overallStatus: ZServiceState,
  generatedAt: z.iso.datetime(),
  services: z.array(ZStatusService),
  /** Open incidents first, then those of the last 90 days, newest first. */
  incidents: z.array(ZStatusIncident),
  /** Maintenance windows not yet over, soonest first. */
  maintenance: z.array(ZMaintenance),
  /** Across the configured services. */
  uptime: ZUptimeSet,
});
export type TStatusPayload = z.infer<typeof ZStatusPayload>;

export const ZStatusSubscribe = z.strictObject({
  email: z.email('Please enter a valid email address.').max(255),
  type: z.literal('status_notifications').default('status_notifications'),
});
export type TStatusSubscribe = z.infer<typeof ZStatusSubscribe>;

/** POST /api/admin/incidents. */
export const ZIncidentCreate = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(200),
  severity: ZIncidentSeverity,
  services: z.array(ZServiceKey).min(1, 'Pick at least one service').max(6),
  status: ZIncidentStatus.exclude(['resolved']).default('investigating'),
  message: z.string().trim().min(1, 'A public message is required').max(5000),
});
export type TIncidentCreate = z.input<typeof ZIncidentCreate>;

/** PATCH /api/admin/incidents/{id}: every change carries its public message. */
export const ZIncidentPatch = z.strictObject({
  title: z.string().trim().min(1).max(200).optional(),
  severity: ZIncidentSeverity.optional(),
  services: z.array(ZServiceKey).min(1).max(6).optional(),
  status: ZIncidentStatus.optional(),
  message: z.string().trim().min(1, 'A public message is required').max(5000),
});
export type TIncidentPatch = z.infer<typeof ZIncidentPatch>;

export const ZMaintenanceCreate = z
  .strictObject({
    title: z.string().trim().min(1, 'Title is required').max(200),
    message: z.string().trim().min(1, 'A public message is required').max(5000),
    services: z.array(ZServiceKey).min(1, 'Pick at least one service').max(6),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((m) => Date.parse(m.endsAt) > Date.parse(m.startsAt), {
    message: 'The window must end after it starts',
    path: ['endsAt'],
  });
export type TMaintenanceCreate = z.infer<typeof ZMaintenanceCreate>;

export const ZAdminIncident = ZStatusIncident;
export const ZAdminIncidentPage = z.array(ZAdminIncident);

/** GET /api/ready: 200 when every part is ready, else 503 naming those that are not. */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** When not ready: which parts are not, in the error shape's message. */
  message: z.string().optional(),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), queue: z.boolean() }),
});
export type TReadiness = z.infer<typeof ZReadiness>;
