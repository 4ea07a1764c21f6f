// Small helpers to time steps and print what a benchmark measured: medians, ratios, tables, verdicts.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/** The machine's load averages over 1, 5 and 15 minutes: a busy machine stretches every figure. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const ms = (n: number) => `${int(n)} ms`;
export const ratio = (n: number) => n.toFixed(2);

/** A target checked at the end: PASS or MISS, with what was measured. */
export type TCheck = { database: string; what: string; target: string; actual: string; pass: boolean };

export type TTable = { title: string; headers: string[]; rows: string[][]; notes: string[] };

export function printTable(table: TTable): void {
  const widths = table.headers.map((h, i) =>
    Math.max(h.length, ...table.rows.map((r) => (r[i] ?? '').length)),
  );
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${table.title}`);
  console.log(line(table.headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table.rows) console.log(line(row));
  for (const note of table.notes) console.log(`  ${note}`);
}

export function printVerdicts(checks: TCheck[]): void {
  printTable({
    title: 'Targets',
    headers: ['database', 'measurement', 'target', 'measured', 'result'],
    rows: checks.map((c) => [c.database, c.what, c.target, c.actual, c.pass ? 'PASS' : 'MISS']),
    notes: [],
  });
  const missed = checks.filter((c) => !c.pass).length;
  console.log(
    missed ? `\n${missed} of ${checks.length} targets MISSED.` : `\nAll ${checks.length} targets met.`,
  );
  // A missed goal fails the run.
  if (missed) process.exitCode = 1;
}
