// A small closed-loop load generator (autocannon-like): `connections` clients each send the next request as soon
// as the previous answer is read, for a fixed time; every latency is kept, so p50 and p99 are exact.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export type TLoadResult = { requests: number; p50: number; p99: number; max: number; errors: number };

/** The nearest-rank percentile p (0-100) of ascending values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(opts: {
  origin: string;
  path: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
}): Promise<TLoadResult> {
  const pool = new Pool(opts.origin, { connections: opts.connections, pipelining: 1 });
  try {
    return await runClosedLoop({
      callers: opts.connections,
      durationMs: opts.durationMs,
      async call() {
        const res = await pool.request({ method: 'GET', path: opts.path, headers: opts.headers });
        await res.body.dump();
        return res.statusCode === 200;
      },
    });
  } finally {
    await pool.close();
  }
}

/**
 * `callers` loops each awaiting `call` again as soon as it settles, for a fixed time: the same closed loop for an
 * HTTP call or an in-process function. A call that throws or answers false counts as an error.
 */
export async function runClosedLoop(opts: {
  callers: number;
  durationMs: number;
  call: () => Promise<boolean>;
}): Promise<TLoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + opts.durationMs;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        if (!(await opts.call())) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: opts.callers }, caller));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    errors,
  };
}
