import { ConfigError, loadConfig } from './config';
import { startBackground } from './jobs/start-background';

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
  const stop = async () => {
    await bg.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
