// What bench:load prints: the errors, the figures per call and the app's own warn and error lines.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TAppChild } from './app-child.ts';
import { percentile } from './http-load.ts';
import { CALL, type TRecorder, type TSession } from './load-session.ts';
import { int, printTable } from './report.ts';

const fmt = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`);

export function printErrors(rec: TRecorder) {
  printTable({
    title: 'Errors by call and status (or socket error)',
    headers: ['call → status', 'count', 'first answer or message'],
    rows: [...rec.errors].map(([key, e]) => [key, int(e.count), e.sample.replace(/\s+/g, ' ')]),
    notes: [],
  });
}

/** Calls that got no answer (headers or the next body chunk) within the request timeout. */
export function countTimeouts(rec: TRecorder): number {
  return [...rec.errors].filter(([k]) => /timeout/i.test(k)).reduce((t, [, e]) => t + e.count, 0);
}

/** The table of calls; returns p50 and p99 of all calls. */
export function printResults(rec: TRecorder, seconds: number, sessions: TSession[], database: string) {
  const all = [...rec.latencies.values()].flat().sort((a, b) => a - b);
  const errors = [...rec.errors.values()].reduce((t, e) => t + e.count, 0);
  const exports = rec.latencies.get(CALL.export)?.length ?? 0;
  const rows = Object.values(CALL).map((call) => {
    const l = [...(rec.latencies.get(call) ?? [])].sort((a, b) => a - b);
    const errs = [...rec.errors]
      .filter(([k]) => k.startsWith(`${call} →`))
      .reduce((t, [, e]) => t + e.count, 0);
    return [
      call,
      int(l.length),
      all.length ? `${((100 * l.length) / all.length).toFixed(1)} %` : '-',
      int(errs),
      fmt(percentile(l, 50)),
      fmt(percentile(l, 99)),
      fmt(l.at(-1) ?? NaN),
    ];
  });
  rows.push([
    'all calls',
    int(all.length),
    '100 %',
    int(errors),
    fmt(percentile(all, 50)),
    fmt(percentile(all, 99)),
    fmt(all.at(-1) ?? NaN),
  ]);
  printTable({
    title:
      `${database}: ${sessions.length} sessions on ${sessions.length} connections for ${seconds.toFixed(1)} s ` +
      `(closed loop, no think time)`,
    headers: ['call', 'requests', 'share', 'errors', 'p50', 'p99', 'max'],
    rows,
    notes: [
      `${int(all.length)} requests, ${int(all.length / seconds)} a second; ${int(errors)} errors.`,
      `Exports: ${int(exports)}, ${(rec.exportBytes / 1024 / 1024).toFixed(1)} MB read in all` +
        (exports ? ` (${int(rec.exportBytes / exports / 1024)} kB each on average).` : '.'),
      'Times run from the request sent to the last byte of its answer read (bench and server share 2 cores).',
    ],
  });
  return { p50: percentile(all, 50), p99: percentile(all, 99) };
}

/** One line of text: whitespace runs collapsed, and the middle of a long text left out (SQL in a query error). */
function squeeze(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max / 2)} … ${t.slice(-max / 2)}`;
}

/** The app's warn and error lines, grouped by message; all of them are written to a file beside. */
export function printServerLog(app: TAppChild) {
  const lines = app.logLines();
  if (!lines.length) {
    console.log('\nServer log (warn and above): empty.');
    return;
  }
  const file = path.join(tmpdir(), `rw-bench-load-${process.pid}.log`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const byMsg = new Map<string, { count: number; first: string }>();
  for (const line of lines) {
    let msg = squeeze(line, 300);
    let first = msg;
    try {
      const j = JSON.parse(line) as {
        level?: number;
        time?: number;
        reqId?: string;
        msg?: string;
        err?: { type?: string; code?: string; message?: string };
      };
      const err = j.err ? ` [${j.err.type ?? ''}${j.err.code ? ` ${j.err.code}` : ''}]` : '';
      msg = `level ${j.level}: ${j.msg ?? ''}${err}`;
      first =
        `${new Date(j.time ?? 0).toISOString()} ${j.reqId ?? ''} ` +
        `${j.err?.message ? squeeze(j.err.message, 240) : ''}`;
    } catch {
      // not JSON: the line as it is
    }
    const seen = byMsg.get(msg);
    if (seen) seen.count++;
    else byMsg.set(msg, { count: 1, first });
  }
  console.log(`\nServer log (warn and above): ${int(lines.length)} line(s), all in ${file}`);
  for (const [msg, { count, first }] of byMsg) {
    console.log(`  ${int(count)} × ${msg}`);
    console.log(`    first: ${first}`);
  }
}
