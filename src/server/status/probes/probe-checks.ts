import { sql } from 'drizzle-orm';
import type { TProbeOutcome, TServiceKey } from '@shared/contracts/status';
import type { TConfig } from '../../config';
import type { TExecutor } from '../../db/client';
import { databaseUnavailableCause, isDatabaseUnavailable } from '../../db/is-unavailable';
import { rowsOf } from '../../db/rows';
import type { TMailer } from '../../email/mailer';
import { SCRAPE_QUEUE } from '../../jobs/scrape-jobs';
import { paymentsProbeTarget, slackProbeTarget } from './payments-target';

/**
 * What one probe measured; the error is for admins only. `databaseUnavailable`: it failed because the database
 * did not answer (kept in memory, not written).
 */
export type TProbeResult = {
  outcome: TProbeOutcome;
  responseMs: number | null;
  error: string | null;
  databaseUnavailable?: boolean;
};
export type TProbeCheck = () => Promise<TProbeResult>;
export type TProbeChecks = Record<TServiceKey, TProbeCheck>;

/** A probe taking longer than this is degraded (slow); one taking longer than the timeout has failed. */
export const SLOW_MS = 1_000;
export const TIMEOUT_MS = 5_000;

const NOT_CONFIGURED: TProbeResult = { outcome: 'not_configured', responseMs: null, error: null };

class Degraded extends Error {}

/**
 * Times a check: it fails by throwing (down), says it is partly failing by throwing Degraded, and is degraded when
 * slower than SLOW_MS. A check that does not answer within TIMEOUT_MS is down.
 */
export async function timed(check: () => Promise<void>, timeoutMs = TIMEOUT_MS): Promise<TProbeResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    const responseMs = Math.round(performance.now() - started);
    return { outcome: responseMs > SLOW_MS ? 'degraded' : 'ok', responseMs, error: null };
  } catch (err) {
    const responseMs = Math.round(performance.now() - started);
    const error = probeError(err);
    return {
      outcome: err instanceof Degraded ? 'degraded' : 'down',
      responseMs,
      error: error.slice(0, 500),
      databaseUnavailable: isDatabaseUnavailable(err),
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What went wrong, for admins: the driver's own error, not drizzle's "Failed query" wrapper (which repeats the
 * query and its parameters and says nothing about the cause).
 */
export function probeError(err: unknown): string {
  let e: unknown = databaseUnavailableCause(err) ?? err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  if (e instanceof AggregateError && e.errors[0] instanceof Error) e = e.errors[0];
  if (!(e instanceof Error)) return String(e);
  const code = (e as { code?: unknown }).code;
  return e.message || (typeof code === 'string' ? code : e.name);
}

/** Reachability of a provider's API: any HTTP answer means it is reachable (auth is not checked). */
async function reach(url: string): Promise<void> {
  const res = await fetch(url, {
    method: 'GET',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'manual',
  });
  await res.body?.cancel();
  if (res.status >= 500) throw new Error(`answered ${res.status}`);
}

/** Scrape work due longer than this is lag (degraded), and much longer an outage. */
const LAG_DEGRADED_S = 10 * 60;
const LAG_DOWN_S = 60 * 60;

/**
 * The six probes (docs/product-rules.md R75): the API through the app's own HTTP stack, the database, the scrape
 * queue (lag of due work, failed runs), email (the SMTP connection and the send backlog), Slack and payments (the
 * provider's reachability, when configured).
 */
export function createProbeChecks(opts: {
  db: TExecutor;
  mailer: TMailer;
  config: TConfig;
  /** One request through the app (GET /api/health); throws unless it answers 200. */
  requestApi: () => Promise<void>;
  now: () => Date;
}): TProbeChecks {
  const { db } = opts;
  const slack = slackProbeTarget(opts.config);
  const payments = paymentsProbeTarget(opts.config);
  return {
    api: () => timed(opts.requestApi),
    database: () =>
      timed(async () => {
        await db.execute(sql`SELECT 1`);
      }),
    scraping: () =>
      timed(async () => {
        const now = opts.now().toISOString();
        const [lag] = rowsOf<{ lag: number | null }>(
          await db.execute(sql`
            SELECT extract(epoch FROM ${now}::timestamptz - min(start_after))::int AS lag FROM pgboss.job
            WHERE name = ${SCRAPE_QUEUE} AND state IN ('created', 'retry') AND start_after <= ${now}::timestamptz`),
        );
        const [runs] = rowsOf<{ total: number; failed: number }>(
          await db.execute(sql`
            SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'failure')::int AS failed
            FROM scraping_audits WHERE start_time > ${now}::timestamptz - interval '15 minutes'`),
        );
        const lagS = lag?.lag ?? 0;
        if (lagS > LAG_DOWN_S) throw new Error(`due scrapes waiting ${lagS} s`);
        if (lagS > LAG_DEGRADED_S) throw new Degraded(`due scrapes waiting ${lagS} s`);
        if (runs && runs.total >= 4 && runs.failed * 2 > runs.total)
          throw new Degraded(`${runs.failed} of ${runs.total} scrapes failed in 15 minutes`);
      }),
    email: async () => {
      if (opts.mailer.transport !== 'smtp') return NOT_CONFIGURED;
      return timed(async () => {
        await opts.mailer.verify();
        const [backlog] = rowsOf<{ n: number }>(
          await db.execute(sql`
            SELECT count(*)::int AS n FROM email_tracking
            WHERE status = 'queued' AND next_retry_at < ${opts.now().toISOString()}::timestamptz - interval '10 minutes'`),
        );
        if (backlog && backlog.n > 0) throw new Degraded(`${backlog.n} emails overdue by 10 minutes or more`);
      });
    },
    slack: async () => (slack ? timed(() => reach(slack)) : NOT_CONFIGURED),
    payments: async () => (payments ? timed(() => reach(payments)) : NOT_CONFIGURED),
  };
}
