import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { SERVICE_KEYS, type TServiceKey } from '@shared/contracts/status';
import { SERVICE_INFO } from '@shared/constants/status-services';
import type { TDb, TTx } from '../db/client';
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
  /**
   * Probes every service for the minute of `now` (unless this prober did already) and writes what it can
   * (docs/product-rules.md R75).
   */
  run(now: Date): Promise<{ recorded: number; buffered: number }>;
  /** The last minute this prober probed (ms since epoch, 0 before the first). */
  lastMinute(): number;
  /** Results measured but not written yet (the database was away). */
  buffered(): number;
};

/**
 * The prober of one process. A run that cannot write (the database itself is down) keeps its results and writes
 * them, in minute order, at the next run that can: the minutes of a database outage are measured, not lost.
 */
export function createProber(opts: { db: TDb; checks: TProbeChecks; site: TSite; log: TLogger }): TProber {
  let pending: TRecord[] = [];
  let lastMinute = 0;
  let running: Promise<unknown> = Promise.resolve();
  async function run(now: Date) {
    const minute = minuteOf(now);
    if (minute.getTime() > lastMinute) {
      lastMinute = minute.getTime();
      const results = await Promise.all(
        SERVICE_KEYS.map(async (service) => ({ service, minute, result: await opts.checks[service]() })),
      );
      pending.push(...results);
      pending = pending.slice(-MAX_BUFFERED_MINUTES * SERVICE_KEYS.length);
    }
    let recorded = 0;
    try {
      while (pending.length > 0) {
        await recordProbe({ ...opts, record: pending[0]! });
        pending.shift();
        recorded++;
      }
    } catch (err) {
      opts.log.warn({ err, buffered: pending.length }, 'status probes kept in memory: cannot write them now');
    }
    if (recorded > 0) invalidateStatus(opts.db);
    return { recorded, buffered: pending.length };
  }
  return {
    lastMinute: () => lastMinute,
    buffered: () => pending.length,
    // One run at a time (the minute job and the fallback may meet): the results are written in minute order.
    run(now) {
      const next = running.then(() => run(now));
      running = next.catch(() => {});
      return next;
    },
  };
}

/** Whether any process has written this minute's database probe. */
export async function minuteProbed(opts: { db: TDb; minute: Date }): Promise<boolean> {
  const rows = await opts.db
    .select({ minute: statusProbes.minute })
    .from(statusProbes)
    .where(and(eq(statusProbes.service, 'database'), eq(statusProbes.minute, opts.minute)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Writes one probe with the state the rules give it, and opens or resolves the automatic incident, in one
 * transaction under a lock per service: after a database outage every process flushes the minutes it kept at
 * once, and each minute's state must read the minutes before it, and one incident open (docs/product-rules.md
 * R115). A write that fails leaves nothing behind, so the minute is written whole at the next try.
 */
async function recordProbe(opts: { db: TDb; site: TSite; log: TLogger; record: TRecord }) {
  const { record } = opts;
  const { service, minute, result } = record;
  const done = await opts.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rivalwatch:status-probe:${service}`}))`);
    const previous = (
      await tx
        .select({ minute: statusProbes.minute, outcome: statusProbes.outcome, state: statusProbes.state })
        .from(statusProbes)
        .where(and(eq(statusProbes.service, service), lt(statusProbes.minute, minute)))
        .orderBy(desc(statusProbes.minute))
        .limit(AUTO_RESOLVE_AFTER_GOOD + 1)
    ).reverse();
    const [window] = await tx
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
    const inserted = await tx
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
    if (inserted.length === 0) return null;
    return followIncident({
      db: tx,
      site: opts.site,
      record,
      steps: [...previous, { minute, outcome: result.outcome, state }],
    });
  });
  if (done) opts.log.warn({ service }, done);
}

type TStep = TProbeStep & { minute: Date };

/** The first of the failed minutes in a row that end with the last failed step. */
function firstFailedMinute(steps: readonly TStep[]): Date {
  let i = steps.findLastIndex((s) => s.outcome === 'down');
  while (i > 0 && steps[i - 1]!.outcome === 'down') i--;
  return steps[Math.max(i, 0)]!.minute;
}

/**
 * A failed probe that puts or keeps a service in outage opens its automatic incident (and tells the admins);
 * AUTO_RESOLVE_AFTER_GOOD healthy minutes in a row resolve it (docs/product-rules.md R79). A service that failed
 * only because the database is unavailable opens none: the database's own incident says why. The caller holds
 * the service's lock, so "is one open?" and opening it are one step, and the incident and the admins' emails
 * commit together (docs/product-rules.md R115).
 */
async function followIncident(opts: {
  db: TTx;
  site: TSite;
  record: TRecord;
  steps: TStep[];
}): Promise<string | null> {
  const { db, site, record, steps } = opts;
  const name = SERVICE_INFO[record.service].name;
  const latest = steps.at(-1)!;
  const healthyRun = steps.slice(-AUTO_RESOLVE_AFTER_GOOD);
  const recovered =
    healthyRun.length === AUTO_RESOLVE_AFTER_GOOD && healthyRun.every((s) => isHealthy(s.outcome));
  const failing =
    latest.state === 'outage' &&
    latest.outcome === 'down' &&
    !(record.service !== 'database' && record.result.databaseUnavailable);
  if (!failing && !recovered) return null;
  const open = await openAutomaticIncident({ db, service: record.service });
  if (failing) {
    if (open) return null;
    const firstFailed = firstFailedMinute(steps);
    const since = `${firstFailed.toISOString().slice(11, 16)} UTC`;
    const title = `${name} outage`;
    const message = `Our probes found ${name} failing ${DOWN_AFTER_FAILED} minutes in a row since ${since}. We are investigating.`;
    await openIncident({
      db,
      site,
      now: record.minute,
      title,
      severity: 'major',
      services: [record.service],
      message,
      automatic: true,
      startedAt: firstFailed,
    });
    await notifyAdmins({ db, site, title, detail: message });
    return 'automatic incident opened';
  }
  if (!open) return null;
  await updateIncident({
    db,
    site,
    now: record.minute,
    id: open.id,
    patch: {
      status: 'resolved',
      message: `${name} has answered normally for ${AUTO_RESOLVE_AFTER_GOOD} minutes in a row.`,
    },
  });
  return 'automatic incident resolved';
}
