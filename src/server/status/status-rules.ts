import type { TProbeOutcome, TServiceState, TUptime } from '@shared/contracts/status';

/**
 * The status and uptime rules, in one place (docs/product-rules.md R76, R77, R79). Every function takes the
 * time it needs as a parameter, so tests move time by hand.
 */

/** Failed probes in a row before a service is in outage, and good ones in a row before it is back. */
export const DOWN_AFTER_FAILED = 3;
export const UP_AFTER_GOOD = 2;
/** A service whose last probe is older than this many whole minutes is unknown (the prober is not running). */
export const UNKNOWN_AFTER_MINUTES = 3;
/** Healthy minutes in a row before an automatic incident resolves itself. */
export const AUTO_RESOLVE_AFTER_GOOD = 5;

/** A probe that answered, even slowly, is a healthy minute; a failed one is not, even alone (a blip). */
export const HEALTHY_OUTCOMES: readonly TProbeOutcome[] = ['ok', 'degraded'];
export const isHealthy = (outcome: TProbeOutcome) => HEALTHY_OUTCOMES.includes(outcome);
/** A service that is not configured is not probed: its minutes count neither way. */
export const isProbed = (outcome: TProbeOutcome) => outcome !== 'not_configured';

export type TProbeStep = { outcome: TProbeOutcome; state: TServiceState };

/**
 * The service's state after a probe, from the steps before it (oldest first; the last few are enough): outage
 * after DOWN_AFTER_FAILED failures in a row, back after UP_AFTER_GOOD good probes in a row. Fewer failures (a
 * blip) change nothing; a slow or partly failing probe shows as degraded. Inside a maintenance window the state is
 * maintenance, and what failed there does not count afterwards.
 */
export function stateAfter(
  previous: readonly TProbeStep[],
  outcome: TProbeOutcome,
  inMaintenance = false,
): TServiceState {
  if (outcome === 'not_configured') return 'not_configured';
  if (inMaintenance) return 'maintenance';
  const lastMaintenance = previous.findLastIndex((p) => p.state === 'maintenance');
  const counted = previous.slice(lastMaintenance + 1);
  const outcomes = [...counted.map((p) => p.outcome), outcome];
  const trailing = (pred: (o: TProbeOutcome) => boolean) => {
    let n = 0;
    for (let i = outcomes.length - 1; i >= 0 && pred(outcomes[i]!); i--) n++;
    return n;
  };
  const wasDown = counted.at(-1)?.state === 'outage';
  const up = outcome === 'degraded' ? 'degraded' : 'operational';
  if (wasDown) return trailing(isHealthy) >= UP_AFTER_GOOD ? up : 'outage';
  if (trailing((o) => o === 'down') >= DOWN_AFTER_FAILED) return 'outage';
  return outcome === 'down' ? 'operational' : up;
}

/** The whole minute a moment falls in. */
export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/**
 * What the page shows for a service now: maintenance inside a window, unknown when the last probe is older than
 * UNKNOWN_AFTER_MINUTES (or there is none), else the state its last probe left.
 */
export function currentState(opts: {
  now: Date;
  latest: { minute: Date; state: TServiceState } | null;
  inMaintenance: boolean;
}): TServiceState {
  if (opts.inMaintenance) return 'maintenance';
  const { latest } = opts;
  if (!latest) return 'unknown';
  const oldest = minuteOf(opts.now).getTime() - UNKNOWN_AFTER_MINUTES * 60_000;
  return latest.minute.getTime() < oldest ? 'unknown' : latest.state;
}

/** How bad a state is: the overall status and a day's bar take the worst. */
const SEVERITY: Record<TServiceState, number> = {
  not_configured: -1,
  operational: 0,
  maintenance: 1,
  unknown: 2,
  degraded: 3,
  outage: 4,
};

export function worstOf(states: readonly TServiceState[]): TServiceState | null {
  let worst: TServiceState | null = null;
  for (const s of states) if (worst === null || SEVERITY[s] > SEVERITY[worst]) worst = s;
  return worst;
}

/** The overall status: the worst of the configured services; unknown when none is configured. */
export function overallStatus(states: readonly TServiceState[]): TServiceState {
  return worstOf(states.filter((s) => s !== 'not_configured')) ?? 'unknown';
}

/**
 * How one probed minute colours its day: outage when the service was in outage, degraded when the probe failed
 * (even a blip) or was slow, maintenance inside a window, else operational.
 */
export function minuteColour(step: TProbeStep, inMaintenance: boolean): TServiceState | null {
  if (step.outcome === 'not_configured') return null;
  if (inMaintenance) return 'maintenance';
  if (step.state === 'outage') return 'outage';
  if (step.outcome !== 'ok' || step.state === 'degraded') return 'degraded';
  return 'operational';
}

/** Uptime as a percent truncated (never rounded) to two decimals: 100 only when no probed minute failed. */
export function uptimePercent(healthy: number, probed: number): number | null {
  if (probed <= 0) return null;
  return Math.floor((healthy * 10_000) / probed) / 100;
}

export function uptimeOf(opts: { healthy: number; probed: number; windowMinutes: number }): TUptime {
  return {
    percent: uptimePercent(opts.healthy, opts.probed),
    basedOnMinutes: Math.min(opts.probed, opts.windowMinutes),
    windowMinutes: opts.windowMinutes,
  };
}

export type TMinute = {
  minute: Date;
  outcome: TProbeOutcome;
  state: TServiceState;
};
export type TWindow = { startsAt: Date; endsAt: Date };

export const inWindows = (minute: Date, windows: readonly TWindow[]) =>
  windows.some((w) => minute >= w.startsAt && minute < w.endsAt);

/**
 * The tallies of a series of probed minutes: probed (outside maintenance, configured), healthy, maintenance, and
 * the worst colour. The rules' reference: the SQL roll-ups count the same way (status-sql.ts).
 */
export function tally(minutes: readonly TMinute[], maintenance: readonly TWindow[]) {
  let probed = 0;
  let healthy = 0;
  let inMaintenance = 0;
  const colours: TServiceState[] = [];
  for (const m of minutes) {
    if (!isProbed(m.outcome)) continue;
    const maint = inWindows(m.minute, maintenance);
    const colour = minuteColour(m, maint);
    if (colour) colours.push(colour);
    if (maint) {
      inMaintenance++;
      continue;
    }
    probed++;
    if (isHealthy(m.outcome)) healthy++;
  }
  return { probed, healthy, maintenance: inMaintenance, worst: worstOf(colours) };
}
