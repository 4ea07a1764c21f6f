import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics, served at /metrics (routes.ts) in Prometheus' text format. Counters live here, once per
 * process, and are counted where the work happens; with several processes (web and `npm run worker`) each
 * counts its own, and Prometheus adds them up. Labels are bounded sets: a route's pattern, never its URL.
 */
export const metricsRegistry = new Registry();
// The process's own: CPU, memory, event-loop delay, garbage collection.
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'rivalwatch_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code, and how long they took',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const scrapeRunDuration = new Histogram({
  name: 'rivalwatch_scrape_run_duration_seconds',
  help: 'Scrape runs by outcome (success, partial, failure, skipped, error), and how long they took',
  labelNames: ['outcome'] as const,
  buckets: [0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1200],
  registers: [metricsRegistry],
});

export const queueDepth = new Gauge({
  name: 'rivalwatch_queue_depth',
  help: 'Jobs waiting in each queue (created or waiting for a retry)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const queueLag = new Gauge({
  name: 'rivalwatch_queue_lag_seconds',
  help: 'How long the oldest job of each queue has been ready and not started (0 when none is)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const dbPoolInUse = new Gauge({
  name: 'rivalwatch_db_pool_in_use',
  help: 'Database connections running a query (PGlite: 1 while its one connection is busy)',
  registers: [metricsRegistry],
});

export const dbPoolWaiting = new Gauge({
  name: 'rivalwatch_db_pool_waiting',
  help: 'Queries waiting for a database connection',
  registers: [metricsRegistry],
});

/** sent; retry (a failed try that will be tried again); failed (failed for good). */
export type TSendResult = 'sent' | 'retry' | 'failed';

export const emailsSent = new Counter({
  name: 'rivalwatch_emails_total',
  help: 'Email send attempts by result: sent, retry (failed, tried again later), failed (for good)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const alertDeliveries = new Counter({
  name: 'rivalwatch_deliveries_total',
  help: 'Alert delivery attempts (email, Slack, webhook, n8n) by channel and result: sent, retry, failed',
  labelNames: ['channel', 'result'] as const,
  registers: [metricsRegistry],
});

export const socialPosts = new Counter({
  name: 'rivalwatch_social_posts_total',
  help: 'Social post publishing attempts by platform and result: posted, retrying, paused, failed',
  labelNames: ['platform', 'result'] as const,
  registers: [metricsRegistry],
});
