// The yardstick of bench:api: the SQL a call runs, captured from the real app, replayed straight through `pg`.
// captureCalls runs each call in an app child that records every query it sends (bench/lib/pg-capture.ts);
// replayLoad runs those statements, with the same values, prepared names and row mode, from a pg Pool at the
// same concurrency as the HTTP load, so app p99 ÷ pg p99 is what the app adds to its own SQL.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type pg from 'pg';
import { startAppChild } from './app-child.ts';
import { runClosedLoop, type TLoadResult } from './http-load.ts';
import type { TCapturedQuery } from './pg-capture.ts';

const CAPTURE_MODULE = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'pg-capture.ts'),
).href;

/** Statements that ran at the same time (one Promise.all of the app), replayed together; waves run in turn. */
export type TWave = TCapturedQuery[];

/** Groups statements by overlap in time: a statement that starts after every earlier one ended opens a wave. */
function wavesOf(queries: TCapturedQuery[]): TWave[] {
  const waves: TWave[] = [];
  let endOfWave = -Infinity;
  for (const q of [...queries].sort((a, b) => a.startMs - b.startMs)) {
    if (!waves.length || q.startMs >= endOfWave) {
      waves.push([q]);
      endOfWave = q.endMs;
    } else {
      waves.at(-1)!.push(q);
      endOfWave = Math.max(endOfWave, q.endMs);
    }
  }
  return waves;
}

/**
 * Asks every path once, then each again, one call at a time, from an app child that records its queries, and
 * keeps what the second ask ran: the warm call, as under load (the session is in the app's session cache).
 */
export async function captureCalls(opts: {
  databaseUrl: string;
  sessionSecret: string;
  headers: Record<string, string>;
  paths: { name: string; path: string }[];
}): Promise<Map<string, TWave[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rw-bench-sql-'));
  const file = path.join(dir, 'queries.jsonl');
  writeFileSync(file, '');
  const app = await startAppChild({
    databaseUrl: opts.databaseUrl,
    sessionSecret: opts.sessionSecret,
    preload: [CAPTURE_MODULE],
    env: { BENCH_CAPTURE_SQL: file },
  });
  const captured = new Map<string, TWave[]>();
  try {
    // Every call once first: the session cache trusts its entries only once the app listens for changes.
    for (const call of opts.paths)
      await (await fetch(`${app.origin}${call.path}`, { headers: opts.headers })).arrayBuffer();
    for (const call of opts.paths) {
      const from = readFileSync(file, 'utf8').length;
      const res = await fetch(`${app.origin}${call.path}`, { headers: opts.headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${call.name} answered ${res.status} in the capture run`);
      const lines = readFileSync(file, 'utf8').slice(from).split('\n').filter(Boolean);
      captured.set(call.name, wavesOf(lines.map((l) => JSON.parse(l) as TCapturedQuery)));
    }
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return captured;
}

/** One line per statement: how a call's SQL reads in the table's notes. */
export function describeWaves(waves: TWave[]): string {
  return waves
    .map((w) => w.map((q) => q.text.replace(/\s+/g, ' ').trim().slice(0, 60)).join(' ‖ '))
    .join(' → ');
}

export const statementCount = (waves: TWave[]) => waves.reduce((n, w) => n + w.length, 0);

/** Closed-loop load of `callers` running a call's statements straight through a pg Pool of as many connections. */
export async function replayLoad(opts: {
  pool: pg.Pool;
  waves: TWave[];
  callers: number;
  durationMs: number;
}): Promise<TLoadResult> {
  const config = (q: TCapturedQuery) => ({
    text: q.text,
    values: q.values,
    name: q.name,
    rowMode: q.rowMode as 'array' | undefined,
  });
  // A call that ran a transaction ran it on one connection: so does its replay.
  const inTransaction = opts.waves.some((w) => w.some((q) => /^\s*begin\b/i.test(q.text)));
  return runClosedLoop({
    callers: opts.callers,
    durationMs: opts.durationMs,
    async call() {
      if (!inTransaction) {
        for (const wave of opts.waves) await Promise.all(wave.map((q) => opts.pool.query(config(q))));
        return true;
      }
      const client = await opts.pool.connect();
      try {
        for (const q of opts.waves.flat()) await client.query(config(q));
      } finally {
        client.release();
      }
      return true;
    },
  });
}
