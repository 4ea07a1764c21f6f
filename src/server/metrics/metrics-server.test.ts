// GET /metrics of a worker process (`npm run worker`), served on its own port with the web process's token rule.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { testConfig, useTestApp } from '../testing/test-app';
import { startMetricsServer } from './metrics-server';

const TOKEN = 'worker-metrics-token-0123456789';

describe('the worker metrics server', () => {
  const ctx = useTestApp();
  let server: FastifyInstance | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });
  const start = (env: Record<string, string>) =>
    startMetricsServer({
      config: testConfig({ HOST: '127.0.0.1', METRICS_PORT: '0', ...env }),
      db: ctx.db,
      log: createLogger('silent'),
      poolLoad: () => ctx.database.load(),
    });
  const url = (path: string) => {
    const address = server!.server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}${path}`;
  };

  it('is not started without METRICS_TOKEN', async () => {
    expect(await start({})).toBeNull();
  });

  it('answers GET /metrics with the token only, and nothing else', async () => {
    await ctx.queue();
    server = await start({ METRICS_TOKEN: TOKEN });
    expect(server).not.toBeNull();
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const res = await fetch(url('/metrics'), { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(401);
      expect(await res.text()).not.toContain('rivalwatch_');
    }
    const res = await fetch(url('/metrics'), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE rivalwatch_scrape_run_duration_seconds histogram');
    expect(text).toMatch(/^rivalwatch_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^rivalwatch_queue_depth\{queue="scrape-store"\} \d+$/m);
    const other = await fetch(url('/api/health'), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(other.status).toBe(404);
  });
});
