// The sizes of npm run bench:scale (printed with every figure); BENCH_SCALE_SMOKE=1 runs the small version.
const smoke = process.env.BENCH_SCALE_SMOKE === '1';
const num = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const SCALE = {
  smoke,
  stores: num('BENCH_SCALE_STORES', smoke ? 60 : 10_000),
  workers: num('BENCH_SCALE_WORKERS', smoke ? 2 : 4),
  /**
   * Scrape slots per worker process (SCRAPE_CONCURRENCY). A read spends most of its time waiting out the 1 s pacing
   * between a store's requests (about 6 s for one of these stores), so 60 reads a second need about 360 in flight.
   */
  concurrency: num('BENCH_SCALE_CONCURRENCY', smoke ? 8 : 128),
  /** DATABASE_POOL_SIZE of each worker process (the web process keeps the default 10). */
  workerPool: num('BENCH_SCALE_WORKER_POOL', smoke ? 10 : 16),
  /** Measured run, after start-up. */
  runSeconds: num('BENCH_SCALE_SECONDS', smoke ? 150 : 600),
  /** SCRAPE_INTERVAL_SCALE: 1440 makes the daily free plan a minute, 288 five minutes. */
  intervalScale: num('BENCH_SCALE_INTERVAL_SCALE', smoke ? 1440 : 288),
  /** SCRAPE_LOCK_SECONDS for the run: a killed worker's stores are read again within it. */
  lockSeconds: smoke ? 15 : 30,
  /** Share of stores tracked by each plan's users (pro users 10 stores each, starter 3, free 1). */
  planShare: { pro: 0.05, starter: 0.25, free: 0.7 },
  /** Extra free users who track a store someone else tracks already (still read once). */
  sharedShare: 0.05,
  /** Price changes each store makes, on distinct variants, early enough for a read to see each. */
  changesPerStore: 2,
  /** The worker killed with SIGKILL, this far into the run. */
  killAtShare: 0.4,
  /** Plan intervals in minutes (the defaults of docs/product-rules.md R3). */
  planMinutes: { free: 1440, starter: 720, pro: 120 },
  port: num('BENCH_SCALE_PORT', 5401),
  /** Goals. */
  lagP99Seconds: 60,
};

export const intervalSeconds = (plan: keyof typeof SCALE.planMinutes) =>
  (SCALE.planMinutes[plan] * 60) / SCALE.intervalScale;
