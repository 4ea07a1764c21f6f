import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample of the text format: metric name and labels (in any order). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2]!.split(',');
    if (wanted.every((pair) => have.includes(pair)) && have.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics while METRICS_TOKEN is unset', () => {
  const ctx = useTestApp();

  it('does not exist', async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const ctx = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
  const scrape = async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a missing or wrong token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('rivalwatch_');
    }
  });

  it('counts each answer by its route pattern and status', async () => {
    const labels = { method: 'GET', route: '/api/health', status: '200' };
    const count = 'rivalwatch_http_request_duration_seconds_count';
    const before = sample(await scrape(), count, labels);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(sample(await scrape(), count, labels)).toBe(before + 2);

    // The pattern, never the URL: another id is the same series.
    const id = randomUUID();
    const productLabels = { method: 'GET', route: '/api/products/:id', status: '401' };
    const productsBefore = sample(await scrape(), count, productLabels);
    await ctx.app.inject({ url: `/api/products/${id}` });
    const text = await scrape();
    expect(sample(text, count, productLabels)).toBe(productsBefore + 1);
    expect(text).not.toContain(id);
  });

  it('reads the depth of each job queue when scraped', async () => {
    await ctx.queue();
    expect(sample(await scrape(), 'rivalwatch_queue_depth', { queue: 'scrape-store' })).toBe(0);
    await ctx.scheduler.requestScrape(randomUUID());
    await ctx.scheduler.requestScrape(randomUUID());
    const text = await scrape();
    expect(sample(text, 'rivalwatch_queue_depth', { queue: 'scrape-store' })).toBe(2);
    expect(sample(text, 'rivalwatch_queue_lag_seconds', { queue: 'scrape-store' })).toBeGreaterThanOrEqual(0);
  });
});
