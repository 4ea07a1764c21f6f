// What a scale run did, checked against what the fake stores saw: reads per due time (from the stores' own request
// logs and the audit rows), scheduling lag, the killed worker's stores taken over, and price changes against the
// change feed (change_events).
import type pg from 'pg';
import type { FakeFleet } from '../../tools/fake-shopify/fleet.ts';
import type { TSeededStore } from './scale-seed';

type TRun = {
  start: number;
  end: number | null;
  status: string;
  msg: string | null;
  interrupted: boolean;
  products: number;
};

export type TScaleVerdict = {
  runs: number;
  reads: number;
  successes: number;
  failures: number;
  missed: number;
  doubled: number;
  lagsMs: number[];
  productsRead: number;
  takenOver: number;
  takeoverMaxMs: number;
  notTakenOver: number;
  changesMade: number;
  eventsLost: number;
  eventsDoubled: number;
  firstReads: number;
  /** A few lost changes, each with the store's listing reads and runs around it (seconds from the start). */
  lostSamples: string[];
  /** A few stores read more often than their runs account for: their reads and runs (seconds from the start). */
  doubledSamples: string[];
  /** A few failed runs (not the killed worker's): store, start, and the audit's message. */
  failureSamples: string[];
};

export async function verifyRun(opts: {
  pool: pg.Pool;
  fleet: FakeFleet;
  stores: TSeededStore[];
  t0: number;
  tEnd: number;
  /** When the kill signal went (not when it was planned): the runs the worker opened until then are its own. */
  killAt: number | null;
  lockMs: number;
  lagLimitMs: number;
  changesUntil: number;
}): Promise<TScaleVerdict> {
  const { pool, fleet, stores, t0, tEnd } = opts;
  const audits = await pool.query<{
    store_id: string;
    s: number;
    e: number | null;
    status: string;
    msg: string | null;
    products: number | null;
  }>(
    `SELECT store_id, extract(epoch FROM start_time) * 1000 AS s, extract(epoch FROM end_time) * 1000 AS e, status,
       error_message AS msg, products_found AS products
     FROM scraping_audits WHERE start_time >= to_timestamp($1 / 1000.0) AND start_time < to_timestamp($2 / 1000.0)
     ORDER BY store_id, start_time`,
    [t0, tEnd],
  );
  // Each store's last run begun before the window: a probe after t0 can still be its own (claimed, then read
  // a moment later under load), not a read the window's runs must account for.
  const before = await pool.query<{ store_id: string; e: number }>(
    `SELECT DISTINCT ON (store_id) store_id, extract(epoch FROM coalesce(end_time, now())) * 1000 AS e
     FROM scraping_audits WHERE start_time < to_timestamp($1 / 1000.0) ORDER BY store_id, start_time DESC`,
    [t0],
  );
  const endBefore = new Map(before.rows.map((r) => [r.store_id, Number(r.e)]));
  const runsOf = new Map<string, TRun[]>();
  for (const a of audits.rows) {
    const list = runsOf.get(a.store_id) ?? [];
    list.push({
      start: Number(a.s),
      end: a.e === null ? null : Number(a.e),
      status: a.status,
      msg: a.msg,
      interrupted: a.msg === 'Interrupted before it finished',
      products: a.products ?? 0,
    });
    runsOf.set(a.store_id, list);
  }

  const v: TScaleVerdict = {
    runs: 0,
    reads: 0,
    successes: 0,
    failures: 0,
    missed: 0,
    doubled: 0,
    lagsMs: [],
    productsRead: 0,
    takenOver: 0,
    takeoverMaxMs: 0,
    notTakenOver: 0,
    changesMade: 0,
    eventsLost: 0,
    eventsDoubled: 0,
    firstReads: 0,
    lostSamples: [],
    doubledSamples: [],
    failureSamples: [],
  };
  for (const store of stores) {
    const runs = runsOf.get(store.id) ?? [];
    const earlierRunEnd = endBefore.get(store.id) ?? -Infinity;
    const reads = fleet
      .reads(store.index)
      .probes.filter((t) => t >= t0 && t < tEnd && t > earlierRunEnd).length;
    v.runs += runs.length;
    v.reads += reads;
    // A read the scheduler did not account for.
    const doubledBefore = v.doubled;
    v.doubled += Math.max(0, reads - runs.length);
    let lastEnd = store.seededLastAt;
    let afterInterruption = false;
    for (const run of runs) {
      if (run.interrupted || (run.status === 'running' && run.start < tEnd - opts.lockMs)) {
        if (opts.killAt !== null && run.start <= opts.killAt) {
          afterInterruption = true;
          continue;
        }
      }
      if (run.status === 'running') continue; // still reading at the end
      const due = lastEnd + store.intervalMs;
      if (afterInterruption) {
        // Read again after its worker was killed: judged by the takeover time, not the lag.
        const delay = run.start - opts.killAt!;
        v.takenOver++;
        v.takeoverMaxMs = Math.max(v.takeoverMaxMs, delay);
        afterInterruption = false;
      } else if (run.start < due - 1000) {
        v.doubled++; // read again before it fell due
      } else {
        v.lagsMs.push(run.start - due);
      }
      if (run.status === 'success' || run.status === 'partial') {
        if (lastEnd === store.seededLastAt && !store.readBefore) v.firstReads++;
        v.successes++;
        v.productsRead += run.products;
        lastEnd = run.end ?? run.start;
      } else {
        v.failures++;
        if (v.failureSamples.length < 5) {
          const at = (t: number) => `${((t - t0) / 1000).toFixed(1)} s`;
          const kill = opts.killAt === null ? '' : ` (the worker was killed at ${at(opts.killAt)})`;
          v.failureSamples.push(
            `store ${store.index}: ${run.status} at ${at(run.start)}${kill}: ${run.msg ?? '-'}`,
          );
        }
      }
    }
    if (afterInterruption) v.notTakenOver++;
    if (v.doubled > doubledBefore && v.doubledSamples.length < 5) {
      const secs = (t: number) => ((t - t0) / 1000).toFixed(1);
      const probes = fleet.reads(store.index).probes.filter((t) => t >= t0 - 60_000 && t < tEnd);
      v.doubledSamples.push(
        `store ${store.index} (every ${store.intervalMs / 1000} s): reads at ${probes.map(secs).join(', ')}; runs ` +
          runs
            .map(
              (r) =>
                `${secs(r.start)}-${r.end === null ? '?' : secs(r.end)} ${r.status}${r.interrupted ? ' (interrupted)' : ''}`,
            )
            .join(', '),
      );
    }
    const nextDue = lastEnd + store.intervalMs;
    const inProgress = runs.some((r) => r.status === 'running' && r.start >= nextDue);
    if (!inProgress && nextDue < tEnd - opts.lagLimitMs) v.missed++;
  }
  await countChangeEvents({ ...opts, runsOf }, v);
  return v;
}

/** Every price change a store made must be in change_events exactly once (variant and new price). */
async function countChangeEvents(
  opts: {
    pool: pg.Pool;
    fleet: FakeFleet;
    stores: TSeededStore[];
    changesUntil: number;
    t0: number;
    killAt: number | null;
    runsOf: Map<string, TRun[]>;
  },
  v: TScaleVerdict,
): Promise<void> {
  const at = (t: number | null) => (t === null ? '-' : ((t - opts.t0) / 1000).toFixed(1));
  const found = await opts.pool.query<{ store_id: string; ext: string; price: string; n: number }>(
    `SELECT e.store_id, v.external_id AS ext, e.new_price::text AS price, count(*)::int AS n
     FROM change_events e JOIN variants v ON v.id = e.variant_id
     WHERE e.type IN ('price_increase', 'price_decrease')
     GROUP BY 1, 2, 3`,
  );
  const seen = new Map(found.rows.map((r) => [`${r.store_id}|${r.ext}|${Number(r.price).toFixed(2)}`, r.n]));
  const expected = new Map<string, string>();
  const made = new Set<string>();
  for (const store of opts.stores) {
    const ids = opts.fleet.store(store.index).variantIds();
    for (const c of opts.fleet.changesMade(store.index, Infinity)) {
      made.add(`${store.id}|${ids[c.variant]}|${Number(c.price).toFixed(2)}`);
    }
    // A change shows as an event when a complete read came before it and another after it, each by a run that
    // finished (a run still under way at the end has published nothing yet; a killed one wrote nothing).
    const runs = opts.runsOf.get(store.id) ?? [];
    const done = runs.filter((r) => r.status === 'success' || r.status === 'partial');
    const listings = opts.fleet
      .reads(store.index)
      .listings.filter((t) => done.some((r) => t >= r.start && t <= (r.end ?? r.start)));
    const first = listings[0] ?? Infinity;
    const last = listings.at(-1) ?? -Infinity;
    const changes = opts.fleet
      .changesMade(store.index, opts.changesUntil)
      .filter((c) => c.at > first && c.at < last - 1000);
    for (const c of changes) {
      const why = () =>
        `store ${store.index}: change at ${at(c.at)} s; listing reads at ${listings.map(at).join(', ')} s; runs ` +
        runs
          .map((r) => `${r.status}${r.interrupted ? ' (interrupted)' : ''} ${at(r.start)}-${at(r.end)}`)
          .join(', ') +
        (opts.killAt === null ? '' : `; kill at ${at(opts.killAt)} s`);
      expected.set(`${store.id}|${ids[c.variant]}|${Number(c.price).toFixed(2)}`, why());
    }
  }
  v.changesMade = expected.size;
  for (const [key, why] of expected) {
    const n = seen.get(key) ?? 0;
    if (n === 0 && v.lostSamples.push(why) > 5) v.lostSamples.length = 5;
    if (n === 0) v.eventsLost++;
    if (n > 1) v.eventsDoubled += n - 1;
  }
  // An event for a price no store set is an invented change.
  for (const [key, n] of seen) if (!made.has(key)) v.eventsDoubled += n;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The samples behind a miss: doubled reads, failed runs and lost changes, a few of each. */
export function printSamples(v: TScaleVerdict): void {
  const samples: [string, string[]][] = [
    ['Doubled reads', v.doubledSamples],
    ['Failed runs', v.failureSamples],
    ['Lost changes', v.lostSamples],
  ];
  for (const [what, lines] of samples)
    if (lines.length) console.log(`\n${what} (first ${lines.length}):\n  ${lines.join('\n  ')}`);
}
