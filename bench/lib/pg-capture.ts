// Loaded into an app child with `--import` (startAppChild's `preload`) when bench:api captures what SQL a call
// runs: every query any pg client of the process sends is appended, as one JSON line, to the file named by
// BENCH_CAPTURE_SQL, with its text, values, prepared-statement name and row mode, and when it started and
// ended. Only the capture child loads it; the measured app runs untouched.
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export type TCapturedQuery = {
  text: string;
  values: unknown[];
  name?: string;
  rowMode?: string;
  startMs: number;
  endMs: number;
};

const file = process.env.BENCH_CAPTURE_SQL;
if (file) {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const first = args[0] as string | { text?: string; values?: unknown[]; name?: string; rowMode?: string };
    const config = typeof first === 'string' ? { text: first } : (first ?? {});
    const values = Array.isArray(args[1]) ? args[1] : (config.values ?? []);
    // Cursors and streams (objects that submit themselves) and LISTEN set-up are not what a call replays.
    if (typeof config.text !== 'string' || typeof (first as { submit?: unknown }).submit === 'function')
      return original.apply(this, args);
    const startMs = performance.now();
    const record = () =>
      appendFileSync(
        file,
        `${JSON.stringify({
          text: config.text as string,
          values,
          name: config.name,
          rowMode: config.rowMode,
          startMs,
          endMs: performance.now(),
        } satisfies TCapturedQuery)}\n`,
      );
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...cbArgs: unknown[]) => {
        record();
        return (last as (...a: unknown[]) => unknown)(...cbArgs);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown>;
    return result.then(
      (r) => (record(), r),
      (err: unknown) => {
        record();
        throw err;
      },
    );
  };
}
