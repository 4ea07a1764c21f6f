import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { SERVICE_KEYS, type TServiceKey } from '@shared/contracts/status';
import { SERVICE_INFO } from '@shared/constants/status-services';
import type { TDb } from '../db/client';
import { statusMaintenance, statusProbes } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { openAutomaticIncident } from './list-incidents';
import { notifyAdmins, type TSite } from './notify-subscribers';
import { openIncident } from './open-incident';
import type { TProbeChecks, TProbeResult } from './probes/probe-checks';
import {
  AUTO_RESOLVE_AFTER_GOOD,
  DOWN_AFTER_FAILED,
  isHealthy,
  minuteOf,
  stateAfter,
  type TProbeStep,
} from './status-rules';
import { invalidateStatus } from './status-cache';
import { updateIncident } from './update-incident';

type TRecord = { service: TServiceKey; minute: Date; result: TProbeResult };

/** Minutes of results a prober keeps while it cannot write them (the database is away): three hours. */
const MAX_BUFFERED_MINUTES = 180;

export type TProber = {
  /** Probes every service for the minute of `now` and writes what it can (docs/product-rules.md R75). */
  run(now: Date): Promise<{ recorded: number; buffered: number }>;
  /** When this process last finished a run (ms since epoch, 0 before the first). */
  lastRunAt(): number;
};

/**
 * The prober of one process. A run that cannot write (the database itself is down) keeps its results and writes
 * them, in minute order, at the next run that can: the minutes of a database outage are measured, not lost.
 */
export function createProber(opts: { db: TDb; checks: TProbeChecks; site: TSite; log: TLogger }): TProber {
  let pending: TRecord[] = [];
  let last = 0;
  return {
    lastRunAt: () => last,
    async run(now) {
      const minute = minuteOf(now);
      const results = await Promise.all(
        SERVICE_KEYS.map(async (service) => ({ service, minute, result: await opts.checks[service]() })),
      );
      pending.push(...results);
      pending = pending.slice(-MAX_BUFFERED_MINUTES * SERVICE_KEYS.length);
      let recorded = 0;
      try {
        while (pending.length > 0) {
          const record = pending[0]!;
          await recordProbe({ ...opts, record, now });
          pending.shift();
          recorded++;
        }
      } catch (err) {
        opts.log.warn(
          { err, buffered: pending.length },
          'status probes kept in memory: cannot write them now',
        );
      }
      if (recorded > 0) invalidateStatus(opts.db);
      last = Date.now();
      return { recorded, buffered: pending.length };
    },
  };
}

/** Writes one probe with the state the rules give it, then opens or resolves the automatic incident. */
async function recordProbe(opts: { db: TDb; site: TSite; log: TLogger; record: TRecord; now: Date }) {
  const { db, record } = opts;
  const { service, minute, result } = record;
  const previous = (
    await db
      .select({ minute: statusProbes.minute, outcome: statusProbes.outcome, state: statusProbes.state })
      .from(statusProbes)
      .where(and(eq(statusProbes.service, service), lt(statusProbes.minute, minute)))
      .orderBy(desc(statusProbes.minute))
      .limit(AUTO_RESOLVE_AFTER_GOOD + 1)
  ).reverse();
  const [window] = await db
    .select({ id: statusMaintenance.id })
    .from(statusMaintenance)
    .where(
      and(
        lte(statusMaintenance.startsAt, minute),
        gt(statusMaintenance.endsAt, minute),
        sql`${service} = ANY(${statusMaintenance.services})`,
      ),
    )
    .limit(1);
  const state = stateAfter(previous, result.outcome, !!window);
  const inserted = await db
    .insert(statusProbes)
    .values({
      service,
      minute,
      outcome: result.outcome,
      state,
      responseMs: result.responseMs,
      error: result.error,
    })
    .onConflictDoNothing()
    .returning({ minute: statusProbes.minute });
  // Another process wrote this minute already: its row decided.
  if (inserted.length === 0) return;
  await followIncident({ ...opts, steps: [...previous, { minute, outcome: result.outcome, state }] });
}

/**
 * An outage opens an automatic incident (and tells the admins); AUTO_RESOLVE_AFTER_GOOD healthy minutes in a row
 * resolve it (docs/product-rules.md R79). Each process writes the minutes it won, and after a database outage
 * several flush at once: a per-service lock makes the check and the write one step, so one incident opens, and
 * the incident and the admins' emails commit together (docs/product-rules.md R115).
 */
async function followIncident(opts: {
  db: TDb;
  site: TSite;
  log: TLogger;
  record: TRecord;
  steps: (TProbeStep & { minute: Date })[];
}) {
  const { site, record, steps } = opts;
  const name = SERVICE_INFO[record.service].name;
  const latest = steps.at(-1)!;
  const healthyRun = steps.slice(-AUTO_RESOLVE_AFTER_GOOD);
  const recovered =
    healthyRun.length === AUTO_RESOLVE_AFTER_GOOD && healthyRun.every((s) => isHealthy(s.outcome));
  if (latest.state !== 'outage' && !recovered) return;
  const done = await opts.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`rivalwatch:status-auto:${record.service}`}))`,
    );
    const open = await openAutomaticIncident({ db: tx, service: record.service });
    if (latest.state === 'outage') {
      if (open) return null;
      const firstFailed = steps.at(-DOWN_AFTER_FAILED)?.minute ?? record.minute;
      const since = `${firstFailed.toISOString().slice(11, 16)} UTC`;
      const title = `${name} outage`;
      const message = `Our probes found ${name} failing ${DOWN_AFTER_FAILED} minutes in a row since ${since}. We are investigating.`;
      await openIncident({
        db: tx,
        site,
        now: record.minute,
        title,
        severity: 'major',
        services: [record.service],
        message,
        automatic: true,
        startedAt: firstFailed,
      });
      await notifyAdmins({ db: tx, site, title, detail: message });
      return 'automatic incident opened';
    }
    if (!open) return null;
    await updateIncident({
      db: tx,
      site,
      now: record.minute,
      id: open.id,
      patch: {
        status: 'resolved',
        message: `${name} has answered normally for ${AUTO_RESOLVE_AFTER_GOOD} minutes in a row.`,
      },
    });
    return 'automatic incident resolved';
  });
  if (done) opts.log.warn({ service: record.service }, done);
}
