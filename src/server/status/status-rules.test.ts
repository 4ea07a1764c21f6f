import { describe, expect, it } from 'vitest';
import type { TProbeOutcome } from '@shared/contracts/status';
import {
  currentState,
  overallStatus,
  stateAfter,
  tally,
  uptimeOf,
  uptimePercent,
  inWindows,
  type TMinute,
  type TProbeStep,
  type TWindow,
} from './status-rules';

const T0 = Date.parse('2025-03-01T12:00:00Z');
const at = (minute: number) => new Date(T0 + minute * 60_000);

/** Runs the state machine over outcomes, one per minute, as the prober writes them. */
function run(outcomes: (TProbeOutcome | null)[], maintenance: TWindow[] = []): TMinute[] {
  const steps: TProbeStep[] = [];
  const minutes: TMinute[] = [];
  outcomes.forEach((outcome, i) => {
    if (outcome === null) return; // the prober did not run that minute
    const state = stateAfter(steps.slice(-5), outcome, inWindows(at(i), maintenance));
    steps.push({ outcome, state });
    minutes.push({ minute: at(i), outcome, state });
  });
  return minutes;
}
const states = (outcomes: (TProbeOutcome | null)[]) => run(outcomes).map((m) => m.state);

describe('stateAfter', () => {
  it('opens nothing for one or two failed probes (a blip), and is in outage at the third', () => {
    expect(states(['ok', 'down', 'ok'])).toEqual(['operational', 'operational', 'operational']);
    expect(states(['ok', 'down', 'down', 'ok'])).toEqual([
      'operational',
      'operational',
      'operational',
      'operational',
    ]);
    expect(states(['ok', 'down', 'down', 'down'])).toEqual([
      'operational',
      'operational',
      'operational',
      'outage',
    ]);
  });

  it('is back after two good probes in a row, not one', () => {
    expect(states(['down', 'down', 'down', 'ok', 'down', 'ok', 'ok'])).toEqual([
      'operational',
      'operational',
      'outage',
      'outage',
      'outage',
      'outage',
      'operational',
    ]);
  });

  it('flapping one good, one failed never reaches outage', () => {
    const flapping = states(Array.from({ length: 20 }, (_, i) => (i % 2 ? 'down' : 'ok')));
    expect(new Set(flapping)).toEqual(new Set(['operational']));
  });

  it('shows a slow probe as degraded, and a slow recovery as degraded', () => {
    expect(states(['ok', 'degraded'])).toEqual(['operational', 'degraded']);
    expect(states(['down', 'down', 'down', 'degraded', 'degraded']).at(-1)).toBe('degraded');
  });

  it('keeps a service that is not configured out of outage', () => {
    expect(states(['not_configured', 'not_configured', 'not_configured'])).toEqual([
      'not_configured',
      'not_configured',
      'not_configured',
    ]);
  });
});

describe('currentState', () => {
  const latest = { minute: at(0), state: 'outage' as const };
  it('is the last probe’s state for three minutes, then unknown', () => {
    expect(currentState({ now: new Date(at(3).getTime() + 59_000), latest, inMaintenance: false })).toBe(
      'outage',
    );
    expect(currentState({ now: at(4), latest, inMaintenance: false })).toBe('unknown');
    expect(currentState({ now: at(0), latest: null, inMaintenance: false })).toBe('unknown');
  });
  it('is maintenance inside a window, whatever the probes say', () => {
    expect(currentState({ now: at(1), latest, inMaintenance: true })).toBe('maintenance');
  });
});

describe('overallStatus', () => {
  it('is the worst of the configured services', () => {
    expect(overallStatus(['operational', 'degraded', 'not_configured'])).toBe('degraded');
    expect(overallStatus(['operational', 'outage', 'maintenance'])).toBe('outage');
    expect(overallStatus(['operational', 'maintenance'])).toBe('maintenance');
    expect(overallStatus(['operational', 'not_configured'])).toBe('operational');
    expect(overallStatus(['not_configured'])).toBe('unknown');
  });
});

describe('uptime', () => {
  it('truncates, never rounds: 100.00 only with no failure', () => {
    expect(uptimePercent(9999, 10_000)).toBe(99.99);
    expect(uptimePercent(99_999, 100_000)).toBe(99.99);
    expect(uptimePercent(1439, 1440)).toBe(99.93);
    expect(uptimePercent(2, 3)).toBe(66.66);
    expect(uptimePercent(10, 10)).toBe(100);
    expect(uptimePercent(0, 0)).toBeNull();
  });

  it('counts a blip, leaves gaps out, and says how much of the window it is based on', () => {
    // 10 minutes: a blip at 2, the prober down at 5-7 (no rows).
    const series = run(['ok', 'ok', 'down', 'ok', 'ok', null, null, null, 'ok', 'ok']);
    const t = tally(series, []);
    expect(t).toMatchObject({ probed: 7, healthy: 6, maintenance: 0, worst: 'degraded' });
    expect(uptimeOf({ ...t, windowMinutes: 10 })).toEqual({
      percent: 85.71,
      basedOnMinutes: 7,
      windowMinutes: 10,
    });
  });

  it('leaves maintenance out of uptime: an outage inside the window costs nothing', () => {
    const outcomes: TProbeOutcome[] = ['ok', 'down', 'down', 'down', 'down', 'ok', 'ok', 'ok'];
    const window = { startsAt: at(1), endsAt: at(5) };
    const series = run(outcomes, [window]);
    expect(series.map((m) => m.state)).toEqual([
      'operational',
      ...Array<string>(4).fill('maintenance'),
      'operational',
      'operational',
      'operational',
    ]);
    const t = tally(series, [window]);
    expect(t).toMatchObject({ probed: 4, healthy: 4, maintenance: 4, worst: 'maintenance' });
    expect(uptimePercent(t.healthy, t.probed)).toBe(100);
    // The same outage outside a window: an outage day, and 50 %.
    const open = tally(run(outcomes), []);
    expect(open).toMatchObject({ probed: 8, healthy: 4, worst: 'outage' });
  });

  it('says "No data yet" (null) before any probe, and for a service that is not configured', () => {
    expect(uptimeOf({ ...tally([], []), windowMinutes: 1440 }).percent).toBeNull();
    const t = tally(run(['not_configured', 'not_configured']), []);
    expect(t).toMatchObject({ probed: 0, worst: null });
  });
});
