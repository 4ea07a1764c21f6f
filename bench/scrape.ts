// npm run bench:scrape — the scrape benchmark of issue 3 part 11, on PGlite (in memory) and, when a server is
// reachable, PostgreSQL. Every figure is a ratio against fetching and JSON.parse-ing the same pages in the same
// run, printed with the sizes used. Pacing is off; the fake stores run on loopback in this process.
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { createStorefront } from '../src/server/monitoring/create-storefront.ts';
import { openPgliteBench, openPostgresBench, type TBenchDatabase } from './lib/databases';
import { runFleet, type TFleetResult } from './lib/fleet';
import { int, ms, printTable, printVerdicts, ratio, type TCheck } from './lib/report';
import { seedUser } from './lib/seed';
import { runSingleStore, type TSeries } from './lib/single-store';
import { SIZES } from './lib/sizes';

const TARGET = { first: 1.5, unchanged: 1.3 };

const { big, fleet } = SIZES;
console.log('Rivalwatch scrape benchmark (pacing off, fake stores on loopback in this process)');
console.log(
  `Sizes: one store of ${int(big.products)} products × ${big.variantsPerProduct} variants; ` +
    `${fleet.stores} stores × ${int(fleet.products)} products × ${fleet.variantsPerProduct} variants through the ` +
    `queue with ${fleet.workers} workers; ${SIZES.runs} timed runs after 1 warm-up, medians.`,
);

const fake = await startFakeShopify({
  stores: [
    { name: 'Bench Big', ...big },
    ...Array.from({ length: fleet.stores }, (_, i) => ({
      name: `Bench Fleet ${i + 1}`,
      products: fleet.products,
      variantsPerProduct: fleet.variantsPerProduct,
      seed: 1000 + i,
    })),
  ],
});
const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'bench-session-secret-bench-session-secret',
  DATA_DIR: 'memory://',
  ALLOWED_PRIVATE_HOSTS: fake.stores.map((s) => s.hostPort).join(','),
  SCRAPE_MIN_GAP_MS: '0',
  SCRAPE_CONCURRENCY: String(fleet.workers),
  LOG_LEVEL: 'silent',
});
const log = createLogger(config.LOG_LEVEL);
const checks: TCheck[] = [];

let open: TBenchDatabase | undefined;
const cleanUp = async () => {
  await open?.dispose().catch(() => {});
  open = undefined;
};
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

try {
  open = await openPgliteBench();
  await benchOn(open, fake);
  await cleanUp();

  const pgBench = await openPostgresBench();
  if ('skipped' in pgBench) {
    console.log(`\nPostgreSQL: skipped (${pgBench.skipped})`);
  } else {
    open = pgBench;
    await benchOn(open, fake);
    await cleanUp();
  }
  printVerdicts(checks);
} catch (err) {
  console.error('\nThe benchmark stopped:', err);
  process.exitCode = 1;
} finally {
  await cleanUp();
  await fake.close();
}

async function benchOn(bench: TBenchDatabase, shopify: FakeShopify): Promise<void> {
  console.log(`\nRunning on ${bench.label} ...`);
  const storefront = createStorefront(config);
  try {
    const [bigStore, ...fleetStores] = shopify.stores;
    const userId = await seedUser(bench.database.db, 'bench');
    const single = await runSingleStore({
      db: bench.database.db,
      readCatalogue: storefront.readCatalogue,
      store: bigStore!,
      userId,
    });
    const queued = await runFleet({
      database: bench.database,
      readCatalogue: storefront.readCatalogue,
      fakeStores: fleetStores,
      userId,
      log,
    });
    report(bench.label, single, queued);
  } finally {
    await storefront.close();
  }
}

function report(
  label: string,
  single: { first: TSeries; unchanged: TSeries; changed: TSeries },
  queued: TFleetResult,
): void {
  const variants = big.products * big.variantsPerProduct;
  const bigSize = `${int(big.products)} products, ${int(variants)} variants, ${Math.ceil(big.products / 250)} pages`;
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
  const historyChanged = changedRuns.map((r) => `${int(r.summary.historyRows)}/${int(r.changed)}`).join(', ');
  printTable({
    title: `${label}`,
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
      row('1. first scrape, new store', single.first, fmtRows(single.first), `ratio ≤ ${TARGET.first}`),
      row(
        '2. re-scrape, nothing changed',
        single.unchanged,
        fmtRows(single.unchanged),
        `0 rows, ratio ≤ ${TARGET.unchanged}`,
      ),
      row(
        `3. re-scrape, ${SIZES.changedShare * 100} % of variants changed`,
        single.changed,
        `${historyChanged} (written/changed)`,
        'rows = changed',
      ),
      [
        `4. queue, ${fleet.workers} workers`,
        `${fleet.stores} stores × ${int(fleet.products)} products = ${int(queued.products)} products, ` +
          `${int(queued.variants)} variants, ${int(queued.pages)} pages`,
        `${ms(queued.wallMs)} wall, ${int(queued.productsPerSecond)} products/s`,
        `${ms(queued.baselineMs)} (sequential)`,
        ratio(queued.ratio),
        '',
        'report',
      ],
    ],
    notes: [
      'ratio = scrape time ÷ mean of the fetch+parse runs just before and after it (median over the runs);',
      'per-run ratios: ' +
        (['first', 'unchanged', 'changed'] as const)
          .map((k) => `${k} ${single[k].runs.map((r) => ratio(r.ratio)).join(' ')}`)
          .join('; '),
      'read = readCatalogue (probe + all pages through the SSRF-safe dispatcher); ingest = ingestScrape (one transaction).',
    ],
  });

  checks.push(
    {
      database: label,
      what: '1. first scrape ratio',
      target: `≤ ${TARGET.first}`,
      actual: ratio(single.first.ratio),
      pass: single.first.ratio <= TARGET.first,
    },
    {
      database: label,
      what: '2. unchanged: history rows',
      target: '0',
      actual: single.unchanged.runs.map((r) => r.summary.historyRows).join(', '),
      pass: single.unchanged.runs.every((r) => r.summary.historyRows === 0),
    },
    {
      database: label,
      what: '2. unchanged: ratio',
      target: `≤ ${TARGET.unchanged}`,
      actual: ratio(single.unchanged.ratio),
      pass: single.unchanged.ratio <= TARGET.unchanged,
    },
    {
      database: label,
      what: '3. 5 % changed: rows = changed',
      target: 'equal',
      actual: historyChanged,
      pass: changedRuns.every((r) => r.summary.historyRows === r.changed),
    },
  );
}

function fmtRows(s: TSeries): string {
  return s.runs.map((r) => int(r.summary.historyRows)).join(', ');
}
