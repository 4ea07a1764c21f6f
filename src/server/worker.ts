import { ConfigError, loadConfig } from './config';
import { startBackground } from './jobs/start-background';
import { requestApiOverHttp, startStatusWorkers } from './jobs/status-jobs';
import { startMetricsServer } from './metrics/metrics-server';

/**
 * Scrape workers alone, for scaling out on PostgreSQL: run as many as you like beside `npm start`;
 * pg-boss hands each store to one worker at a time.
 */
try {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError([
      'DATABASE_URL: npm run worker needs PostgreSQL; on the embedded database `npm start` runs the workers itself',
    ]);
  }
  const bg = await startBackground(config, { workers: true });
  // No app here: the API probe asks the web processes at APP_URL.
  const status = await startStatusWorkers({
    boss: bg.queue,
    db: bg.database.db,
    mailer: bg.mailer,
    config,
    log: bg.log,
    requestApi: requestApiOverHttp(config.APP_URL),
  });
  // GET /metrics on METRICS_PORT, with METRICS_TOKEN only (as the web process serves it).
  const metrics = await startMetricsServer({
    config,
    db: bg.database.db,
    log: bg.log,
    poolLoad: () => bg.database.load(),
  });
  const readyMs = Math.round(performance.now());
  bg.log.info({ readyMs }, `workers running (ready in ${readyMs} ms)`);
  const stop = async () => {
    status.stop();
    await metrics?.close();
    await bg.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
