import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  TIncidentSeverity,
  TIncidentStatus,
  TProbeOutcome,
  TServiceKey,
  TServiceState,
} from '@shared/contracts/status';

/**
 * One probe of one service in one minute (docs/product-rules.md R75): the outcome the probe measured, and the
 * service's state after it, decided once by the status rules when the row is written. Kept 7 days; older minutes
 * live on in status_daily.
 */
export const statusProbes = pgTable(
  'status_probes',
  {
    service: varchar('service', { length: 20 }).$type<TServiceKey>().notNull(),
    /** The minute probed (truncated to the minute): one row per service and minute. */
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    outcome: varchar('outcome', { length: 20 }).$type<TProbeOutcome>().notNull(),
    state: varchar('state', { length: 20 }).$type<TServiceState>().notNull(),
    responseMs: integer('response_ms'),
    /** For admins only: never in the public payload. */
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.service, t.minute] }), index('status_probes_minute_idx').on(t.minute)],
);

/**
 * The probes of one service in one 15-minute bucket (aligned to UTC midnights), counted as status-sql.ts counts
 * them: the status page's last 24 hours read about 100 of these a service instead of 1,440 raw minutes. Kept by
 * triggers on status_probes (migration 0023): an insert adds its probes to their buckets, a delete or an update
 * counts its buckets again, so a bucket always holds the tally of the raw probes it covers.
 */
export const statusBuckets = pgTable(
  'status_buckets',
  {
    service: varchar('service', { length: 20 }).$type<TServiceKey>().notNull(),
    /** The start of the bucket. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    probed: integer('probed').notNull(),
    healthy: integer('healthy').notNull(),
    maintenance: integer('maintenance').notNull(),
    /** The worst colour's rank (status-sql.ts), null when no probe of the bucket is configured. */
    worstRank: integer('worst_rank'),
    /** Response times measured in the bucket: their sum and count. */
    sumMs: bigint('sum_ms', { mode: 'number' }).notNull(),
    countMs: integer('count_ms').notNull(),
  },
  // The page reads a time range across services: the bucket leads.
  (t) => [primaryKey({ columns: [t.bucket, t.service] })],
);

/** A service's UTC day, rolled up from its probes (docs/product-rules.md R77). */
export const statusDaily = pgTable(
  'status_daily',
  {
    service: varchar('service', { length: 20 }).$type<TServiceKey>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Minutes with a probe, outside maintenance, of a configured service. */
    probedMinutes: integer('probed_minutes').notNull(),
    healthyMinutes: integer('healthy_minutes').notNull(),
    maintenanceMinutes: integer('maintenance_minutes').notNull(),
    /** The day's worst state; null when the day has no probe. */
    worst: varchar('worst', { length: 20 }).$type<TServiceState>(),
    avgResponseMs: integer('avg_response_ms'),
  },
  (t) => [primaryKey({ columns: [t.service, t.day] })],
);

export const statusIncidents = pgTable(
  'status_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 200 }).notNull(),
    severity: varchar('severity', { length: 20 }).$type<TIncidentSeverity>().notNull(),
    status: varchar('status', { length: 20 }).$type<TIncidentStatus>().notNull(),
    services: text('services')
      .array()
      .$type<TServiceKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Opened by the probes (docs/product-rules.md R79), not by an admin. */
    automatic: boolean('automatic').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('status_incidents_started_idx').on(t.startedAt),
    index('status_incidents_open_idx')
      .on(t.startedAt)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/** The public timeline of an incident: one row per step, each with its message. */
export const statusIncidentUpdates = pgTable(
  'status_incident_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => statusIncidents.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<TIncidentStatus>().notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_incident_updates_incident_idx').on(t.incidentId, t.createdAt)],
);

/** A scheduled maintenance window: its minutes count as neither up nor down (docs/product-rules.md R76). */
export const statusMaintenance = pgTable(
  'status_maintenance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    services: text('services').array().$type<TServiceKey[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_maintenance_ends_idx').on(t.endsAt)],
);

/** Email subscribers of the status page: double opt-in, one-click unsubscribe (docs/product-rules.md R82). */
export const statusSubscribers = pgTable('status_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  /** Random, unguessable: names the subscriber in its confirm link. */
  confirmToken: varchar('confirm_token', { length: 64 }).notNull().unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
