// npm run bench:scrape — the scrape benchmark of issue 3 part 11, on PGlite (in memory) and, when a server is
// reachable, PostgreSQL. The paced first scrape (default pacing, as in production) is measured against the same
// paced read alone: the "paced ratio". The other figures are unpaced ratios against fetching and JSON.parse-ing
// the same pages in the same run, printed with the sizes used, and the unpaced write rate. The fake stores run on
// loopback in this process. BENCH_SCRAPE_ONLY=paced runs the paced measurement alone; BENCH_SCRAPE_DATABASE=pglite
// or postgres one database; BENCH_SCRAPE_ONLY=extra-pages the pages read beside the catalogue alone.
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { createStorefront } from '../src/server/monitoring/create-storefront.ts';
import { openPgliteBench, openPostgresBench, type TBenchDatabase } from './lib/databases';
import { runFleet } from './lib/fleet';
import { int, loadAverage, printVerdicts, type TCheck } from './lib/report';
import { runPacedFirstScrape } from './lib/paced-first-scrape';
import { reportDatabase, reportPaced } from './lib/scrape-report';
import { reportExtraPages } from './lib/extra-pages';
import { seedUser } from './lib/seed';
import { runSingleStore } from './lib/single-store';
import { SIZES } from './lib/sizes';

const { big, fleet } = SIZES;
console.log('Rivalwatch scrape benchmark (fake stores on loopback in this process)');
const pacedOnly = process.env.BENCH_SCRAPE_ONLY === 'paced';
const onlyDatabase = process.env.BENCH_SCRAPE_DATABASE;
const extraPagesOnly = process.env.BENCH_SCRAPE_ONLY === 'extra-pages';
console.log(
  `Sizes: one store of ${int(big.products)} products × ${big.variantsPerProduct} variants; ` +
    `${fleet.stores} stores × ${int(fleet.products)} products × ${fleet.variantsPerProduct} variants through the ` +
    `queue with ${fleet.workers} workers; ${SIZES.runs} timed runs after 1 warm-up, medians.`,
);
console.log(
  `Load average at start: ${loadAverage()} (2-core machine; ratios are measured side by side to absorb it)`,
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
// As deployed: the default pacing (no SCRAPE_MIN_GAP_MS).
const pacedConfig = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'bench-session-secret-bench-session-secret',
  DATA_DIR: 'memory://',
  ALLOWED_PRIVATE_HOSTS: fake.stores.map((s) => s.hostPort).join(','),
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
  if (!pacedOnly) {
    const pacedReader = createStorefront(pacedConfig);
    try {
      await reportExtraPages({
        readCatalogue: pacedReader.readCatalogue,
        store: fake.stores[1]!,
        minGapMs: pacedConfig.SCRAPE_MIN_GAP_MS,
      });
    } finally {
      await pacedReader.close();
    }
  }
  if (!extraPagesOnly && onlyDatabase !== 'postgres') {
    open = await openPgliteBench();
    await benchOn(open, fake);
    await cleanUp();
  }

  const pgBench = extraPagesOnly
    ? { skipped: 'BENCH_SCRAPE_ONLY=extra-pages' }
    : onlyDatabase === 'pglite'
      ? { skipped: 'BENCH_SCRAPE_DATABASE=pglite' }
      : await openPostgresBench();
  if ('skipped' in pgBench) {
    console.log(`\nPostgreSQL: skipped (${pgBench.skipped})`);
  } else {
    open = pgBench;
    await benchOn(open, fake);
    await cleanUp();
  }
  printVerdicts(checks);
  console.log(`Load average at the end: ${loadAverage()}`);
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
  const pacedStorefront = createStorefront(pacedConfig);
  try {
    const [bigStore, ...fleetStores] = shopify.stores;
    const userId = await seedUser(bench.database.db, 'bench');
    const paced = await runPacedFirstScrape({
      db: bench.database.db,
      readCatalogue: pacedStorefront.readCatalogue,
      warmUpReader: storefront.readCatalogue,
      minGapMs: pacedConfig.SCRAPE_MIN_GAP_MS,
      store: bigStore!,
      userId,
    });
    checks.push(...reportPaced(bench, paced, loadAverage()));
    if (pacedOnly) return;
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
    checks.push(...reportDatabase(bench, single, queued, loadAverage()));
  } finally {
    await storefront.close();
    await pacedStorefront.close();
  }
}
