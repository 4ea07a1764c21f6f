// bench:api's measurement: each call loaded through the app and, on PostgreSQL, its statements straight through pg.
import { availableParallelism } from 'node:os';
import type pg from 'pg';
import type { TSeeded } from './api-seed.ts';
import type { TCall } from './api-calls.ts';
import { cpuOf, machineCpuKinds, samplePostgresProcesses } from './cpu-split.ts';
import { runLoad, type TLoadResult } from './http-load.ts';
import { int, printTable, type TCheck } from './report.ts';
import { describeWaves, replayLoad, statementCount, type TWave } from './sql-replay.ts';

export type TMeasureOptions = {
  label: string;
  origin: string;
  seeded: TSeeded;
  calls: (seeded: TSeeded) => TCall[];
  /** The measured user's session cookie. */
  headers: Record<string, string>;
  connections: number;
  rounds: number;
  durationMs: number;
  replay?: { pool: pg.Pool; calls: Map<string, TWave[]> };
  /** The app child's process: its CPU per request is printed beside PostgreSQL's and the load generator's. */
  appPid?: number;
  /** Where the targets' checks go. */
  checks: TCheck[];
};

const fmt = (n: number) => `${n.toFixed(1)} ms`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * `rounds` rounds; in each, every call is loaded through the app for `durationMs` and then, on PostgreSQL, the same
 * statements straight through pg (`replay`) for as long, at the same concurrency: a burst of load elsewhere on
 * the machine lands in one round, and the medians across rounds leave it out. A bare GET /api/health is printed
 * for information (the route's own floor), no longer a yardstick.
 */
export async function measureApi(opts: TMeasureOptions): Promise<string> {
  const { label, origin, seeded, calls, headers, connections, rounds, durationMs, replay, checks, appPid } =
    opts;
  for (const call of calls(seeded)) {
    const probe = await fetch(`${origin}${call.path}`, { headers });
    if (!probe.ok) throw new Error(`${call.name} answered ${probe.status}: ${await probe.text()}`);
    await runLoad({ origin, path: call.path, headers, connections, durationMs: 1000 });
    const waves = replay?.calls.get(call.name);
    if (waves) await replayLoad({ pool: replay!.pool, waves, callers: connections, durationMs: 1000 });
  }
  const bareName = 'GET /api/health (bare, information)';
  const names = [bareName, ...calls(seeded).map((c) => c.name)];
  const app = new Map<string, TLoadResult[]>(names.map((n) => [n, []]));
  const direct = new Map<string, TLoadResult[]>(names.map((n) => [n, []]));
  const split = new Map<string, TCpuPerRequest[]>(names.map((n) => [n, []]));
  for (let round = 0; round < rounds; round++) {
    app.get(bareName)!.push(await runLoad({ origin, path: '/api/health', connections, durationMs }));
    for (const call of calls(seeded)) {
      const cpu = startCpuSplit(appPid);
      const loaded = await runLoad({ origin, path: call.path, headers, connections, durationMs });
      app.get(call.name)!.push(loaded);
      split.get(call.name)!.push(cpu.perRequest(loaded.requests));
      const waves = replay?.calls.get(call.name);
      if (waves)
        direct
          .get(call.name)!
          .push(await replayLoad({ pool: replay!.pool, waves, callers: connections, durationMs }));
    }
  }
  const summary = (rs: TLoadResult[]) =>
    rs.length
      ? {
          requests: rs.reduce((n, r) => n + r.requests, 0),
          errors: rs.reduce((n, r) => n + r.errors, 0),
          p50: median(rs.map((r) => r.p50)),
          p99: median(rs.map((r) => r.p99)),
          rounds: rs.map((r) => r.p99.toFixed(1)).join(' / '),
        }
      : null;
  const results = names.map((name) => ({
    name,
    app: summary(app.get(name)!)!,
    pg: summary(direct.get(name)!),
    statements: replay?.calls.get(name),
  }));
  printTable({
    title:
      `${label}: latency at ${connections} connections (${rounds} round(s) of ${durationMs / 1000} s per call ` +
      (replay ? 'through the app, then its statements straight through pg)' : 'through the app)'),
    headers: [
      'call',
      'requests',
      'errors',
      'app p50',
      'app p99',
      'app p99 per round',
      ...(replay ? ['statements', 'pg p50', 'pg p99', 'pg p99 per round', 'app p99 / pg p99'] : []),
    ],
    rows: results.map((r) => [
      r.name,
      int(r.app.requests),
      int(r.app.errors),
      fmt(r.app.p50),
      fmt(r.app.p99),
      r.app.rounds,
      ...(replay
        ? r.pg && r.statements
          ? [
              String(statementCount(r.statements)),
              fmt(r.pg.p50),
              fmt(r.pg.p99),
              r.pg.rounds,
              (r.app.p99 / r.pg.p99).toFixed(2),
            ]
          : ['-', '-', '-', '-', '-']
        : []),
    ]),
    notes: replay
      ? [
          'pg = the statements the app ran for that call (captured from an app child, warm session), with the same',
          `values and prepared names, from a pg Pool of ${connections} connections, ${connections} callers; statements`,
          'the app ran at once are replayed at once. The app runs on its own pool (src/server/db/client.ts).',
          ...results.filter((r) => r.statements).map((r) => `${r.name}: ${describeWaves(r.statements!)}`),
        ]
      : ["PGlite has no pg yardstick (one connection in the app's process); figures for information."],
  });
  if (appPid !== undefined) printCpuSplit(label, connections, results.slice(1), split);
  const measured = results.slice(1);
  if (replay)
    for (const r of measured) {
      checks.push({
        database: label,
        what: `${r.name} app p99`,
        target: '≤ 50 ms',
        actual: fmt(r.app.p99),
        pass: r.app.p99 <= 50 && r.app.errors === 0,
      });
      if (r.pg)
        checks.push({
          database: label,
          what: `${r.name} app p99 / pg p99`,
          target: '≤ 2',
          actual: (r.app.p99 / r.pg.p99).toFixed(2),
          pass: r.app.p99 / r.pg.p99 <= 2 && r.pg.errors === 0,
        });
    }
  return measured.sort((a, b) => b.app.p99 - a.app.p99)[0]!.name;
}

/** CPU milliseconds per request, by process, over one round of one call. */
type TCpuPerRequest = { app: number; database: number; load: number; busy: number };

/**
 * Starts counting the CPU of the app child, of every PostgreSQL process (the app's connections and the server's
 * own) and of this process (the load generator), and of the whole machine; perRequest divides each by the
 * round's requests.
 */
function startCpuSplit(appPid: number | undefined) {
  const app0 = appPid === undefined ? 0 : (cpuOf(appPid) ?? 0);
  const load0 = cpuOf(process.pid) ?? 0;
  const busy = () => {
    const k = machineCpuKinds();
    return k.user + k.system + k.irq + k.softirq + k.steal;
  };
  const busy0 = busy();
  const database = samplePostgresProcesses();
  return {
    perRequest(requests: number): TCpuPerRequest {
      const db = [...database.stop().values()].reduce((a, b) => a + b, 0);
      const per = (seconds: number) => (seconds * 1000) / Math.max(1, requests);
      return {
        app: per(appPid === undefined ? 0 : (cpuOf(appPid) ?? app0) - app0),
        database: per(db),
        load: per((cpuOf(process.pid) ?? load0) - load0),
        busy: per(busy() - busy0),
      };
    },
  };
}

/**
 * Where each call's time goes: in a closed loop of N connections on C cores kept busy, a request waits for the
 * N - 1 others, so p50 is about N x (machine CPU per request) / C. The CPU per request, by process, says which
 * part a faster call must come from.
 */
function printCpuSplit(
  label: string,
  connections: number,
  results: { name: string; app: { p50: number } }[],
  split: Map<string, TCpuPerRequest[]>,
) {
  const cores = availableParallelism();
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  printTable({
    title: `${label}: CPU per request through the app (median of the rounds), and what it predicts`,
    headers: [
      'call',
      'app process',
      'PostgreSQL',
      'load generator',
      'machine busy',
      `p50 ≈ ${connections} × busy / ${cores}`,
      'app p50',
    ],
    rows: results.map((r) => {
      const rounds = split.get(r.name)!;
      const busy = med(rounds.map((x) => x.busy));
      return [
        r.name,
        ms(med(rounds.map((x) => x.app))),
        ms(med(rounds.map((x) => x.database))),
        ms(med(rounds.map((x) => x.load))),
        ms(busy),
        fmt((connections * busy) / cores),
        fmt(r.app.p50),
      ];
    }),
    notes: [
      'CPU from /proc: the app child, every PostgreSQL process, this process (the load generator), and the machine',
      `(all ${cores} cores) over each round; the load generator shares the machine. p99 runs at about twice p50 here.`,
    ],
  });
}
