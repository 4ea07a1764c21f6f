// The table one database's scrape measurements print, and the targets they are checked against.
import type { TBenchDatabase } from './databases';
import type { TFleetResult } from './fleet';
import { int, ms, printTable, ratio, type TCheck } from './report';
import type { TSeries } from './single-store';
import { SIZES } from './sizes';

export const TARGET = { first: 1.5, unchanged: 1.3 };

export type TSingleStoreResults = {
  first: TSeries;
  unchanged: TSeries;
  unchangedParsed: TSeries;
  changed: TSeries;
};

const historyRows = (s: TSeries) => s.runs.map((r) => int(r.summary.historyRows)).join(', ');

/** Prints the database's table and returns its checks. */
export function reportDatabase(
  bench: TBenchDatabase,
  single: TSingleStoreResults,
  queued: TFleetResult,
  load: string,
): TCheck[] {
  const { big, fleet } = SIZES;
  const variants = big.products * big.variantsPerProduct;
  const bigSize = `${int(big.products)} products, ${int(variants)} variants, ${single.first.pages} listing pages`;
  const row = (name: string, s: TSeries, written: string, target: string) => [
    name,
    bigSize,
    `${ms(s.totalMs)} (${ms(s.readMs)} + ${ms(s.ingestMs)})`,
    ms(s.baselineMs),
    ratio(s.ratio),
    written,
    target,
  ];
  const changedRuns = single.changed.runs;
  const writtenVsChanged = changedRuns
    .map((r) => `${int(r.summary.historyRows)}/${int(r.changed)}`)
    .join(', ');
  printTable({
    title: `${bench.label} — load average ${load}`,
    headers: [
      'measurement',
      'sizes',
      'scrape = read + ingest (median)',
      'fetch+parse alone',
      'ratio',
      'history rows written',
      'target',
    ],
    rows: [
      row('1. first scrape, new store', single.first, historyRows(single.first), `ratio ≤ ${TARGET.first}`),
      row(
        '2. re-scrape, nothing changed',
        single.unchanged,
        historyRows(single.unchanged),
        `0 rows, ratio ≤ ${TARGET.unchanged}`,
      ),
      row(
        '2b. the same, every page parsed',
        single.unchangedParsed,
        historyRows(single.unchangedParsed),
        'reported',
      ),
      row(
        `3. re-scrape, ${SIZES.changedShare * 100} % of variants changed`,
        single.changed,
        `${writtenVsChanged} (written/changed)`,
        'rows = changed',
      ),
      [
        `4. queue, ${fleet.workers} workers`,
        `${fleet.stores} stores × ${int(fleet.products)} products = ${int(queued.products)} products, ` +
          `${int(queued.variants)} variants, ${int(queued.pages)} listing pages`,
        `${ms(queued.wallMs)} wall, ${int(queued.productsPerSecond)} products/s`,
        `${ms(queued.baselineMs)} (one store after another)`,
        ratio(queued.ratio),
        '',
        'reported',
      ],
    ],
    notes: [
      'ratio = scrape time ÷ mean of the fetch+parse runs just before and after it (1–3: median of the per-run ratios);',
      'per-run ratios: ' +
        (['first', 'unchanged', 'unchangedParsed', 'changed'] as const)
          .map((k) => `${k} ${single[k].runs.map((r) => ratio(r.ratio)).join(' ')}`)
          .join('; '),
      'read = readCatalogue (probe + every page through the SSRF-safe dispatcher); ingest = ingestScrape (one transaction);',
      '4 = scrapeStore jobs on pg-boss (audit + read + ingest), from the first enqueue until all stores have last_success_at.',
    ],
  });

  const database = bench.name;
  return [
    {
      database,
      what: '1. first scrape ratio',
      target: `≤ ${TARGET.first}`,
      actual: ratio(single.first.ratio),
      pass: single.first.ratio <= TARGET.first,
    },
    {
      database,
      what: '2. unchanged: history rows',
      target: '0',
      actual: historyRows(single.unchanged),
      pass: single.unchanged.runs.every((r) => r.summary.historyRows === 0),
    },
    {
      database,
      what: '2b. unchanged, pages parsed: history rows',
      target: '0',
      actual: historyRows(single.unchangedParsed),
      pass: single.unchangedParsed.runs.every((r) => r.summary.historyRows === 0),
    },
    {
      database,
      what: '2. unchanged: ratio',
      target: `≤ ${TARGET.unchanged}`,
      actual: ratio(single.unchanged.ratio),
      pass: single.unchanged.ratio <= TARGET.unchanged,
    },
    {
      database,
      what: '3. 5 % changed: rows = changed',
      target: 'equal',
      actual: writtenVsChanged,
      pass: changedRuns.every((r) => r.summary.historyRows === r.changed),
    },
  ];
}
