import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SERVICE_KEYS,
  type TProbeOutcome,
  type TServiceKey,
  type TStatusPayload,
} from '@shared/contracts/status';
import { emailTracking, statusDaily, statusIncidents, statusProbes, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { signUp, useTestApp } from '../testing/test-app';
import type { TProbeChecks, TProbeResult } from './probes/probe-checks';
import { createProbeChecks } from './probes/probe-checks';
import { rollUpProbes } from './roll-up-probes';
import { getStatus } from './get-status';
import { createProber } from './run-probes';
import { cachedStatus, invalidateStatus, STATUS_CACHE_MS } from './status-cache';
import { minuteOf, tally } from './status-rules';

const ctx = useTestApp();
const log = createLogger('silent');
const site = { appUrl: 'http://localhost:3000', secret: 'test-secret-test-secret-test-secret-0123' };

/** Probe inputs scripted per service: the outcome the "service" gives for each call, in order. */
function scripted(script: Partial<Record<TServiceKey, TProbeOutcome[]>>): TProbeChecks {
  const calls: Record<string, number> = {};
  const check = (service: TServiceKey) => async (): Promise<TProbeResult> => {
    const list = script[service] ?? ['ok'];
    const outcome = list[Math.min(calls[service] ?? 0, list.length - 1)]!;
    calls[service] = (calls[service] ?? 0) + 1;
    return {
      outcome,
      responseMs: outcome === 'not_configured' ? null : 40 + (calls[service] ?? 0),
      error: outcome === 'down' ? 'connect ECONNREFUSED 10.1.2.3:5432 secret-host' : null,
    };
  };
  return Object.fromEntries(SERVICE_KEYS.map((k) => [k, check(k)])) as TProbeChecks;
}

const minutesAgo = (n: number) => new Date(minuteOf(new Date()).getTime() - n * 60_000 + 5_000);

async function status(): Promise<TStatusPayload> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/status' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/status', () => {
  it('says "no data" before any probe: every service unknown, uptime null, 90 empty days', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/status' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const body: TStatusPayload = res.json();
    expect(body.overallStatus).toBe('unknown');
    expect(body.services.map((s) => [s.key, s.status])).toEqual(SERVICE_KEYS.map((k) => [k, 'unknown']));
    expect(body.uptime.last24h).toEqual({ percent: null, basedOnMinutes: 0, windowMinutes: 1440 });
    for (const s of body.services) {
      expect(s.days).toHaveLength(90);
      expect(s.days.every((d) => d.worst === null && d.percent === null)).toBe(true);
    }
  });

  it('reports measured states and uptime that match the raw probes, with no internal detail', async () => {
    const prober = createProber({
      db: ctx.db,
      site,
      log,
      checks: scripted({
        // A blip at the 4th minute: counted in uptime, no outage.
        api: ['ok', 'ok', 'ok', 'down', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
        database: ['ok', 'ok', 'degraded'],
        slack: ['not_configured'],
        payments: ['not_configured'],
      }),
    });
    // Ten minutes that share one UTC day, so today's bar holds all ten even just after midnight.
    const now = minuteOf(new Date()).getTime();
    const end = Math.max(now, now - (now % 86_400_000) + 10 * 60_000) + 5_000;
    for (let i = 9; i >= 0; i--) await prober.run(new Date(end - i * 60_000));
    const body = await getStatus({ db: ctx.db, now: new Date(end) });
    const api = body.services.find((s) => s.key === 'api')!;
    expect(api.status).toBe('operational');
    expect(api.uptime.last24h).toEqual({ percent: 90, basedOnMinutes: 10, windowMinutes: 1440 });
    expect(body.services.find((s) => s.key === 'database')!.status).toBe('degraded');
    const slack = body.services.find((s) => s.key === 'slack')!;
    expect(slack).toMatchObject({
      status: 'not_configured',
      description: 'Not configured',
      responseTime: null,
    });
    expect(slack.uptime.last24h.percent).toBeNull();
    expect(body.overallStatus).toBe('degraded');
    // Uptime across services: 4 configured services x 10 minutes, one failed.
    expect(body.uptime.last24h.percent).toBe(97.5);
    // ...and based on 10 minutes of time, not 40 service-minutes.
    expect(body.uptime.last24h.basedOnMinutes).toBe(10);
    expect(api.days.at(-1)).toMatchObject({ worst: 'degraded', percent: 90 });
    // The SQL tallies agree with the rules on the stored rows.
    const rows = await ctx.db.select().from(statusProbes).where(eq(statusProbes.service, 'api'));
    const reference = tally(rows, []);
    expect(reference).toMatchObject({ probed: 10, healthy: 9, worst: 'degraded' });
    expect(api.uptime.last7d.percent).toBe(90);
    // The error text stays with the admins.
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|secret-host|10\.1\.2\.3/);
  });

  it('opens an automatic incident after three failed minutes, tells the admins, resolves after five good', async () => {
    await signUp(ctx.app, { username: 'boss', email: 'boss@example.com' });
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'boss'));
    const outcomes: TProbeOutcome[] = ['ok', 'down', 'down', 'down', 'down', 'ok', 'ok', 'ok', 'ok', 'ok'];
    const prober = createProber({ db: ctx.db, site, log, checks: scripted({ scraping: outcomes }) });
    // Time moves by hand: the status is read as of each probe's minute.
    const at = (i: number) => minutesAgo(-i);
    const statusAt = (i: number) => getStatus({ db: ctx.db, now: at(i) });
    for (let i = 0; i < 3; i++) await prober.run(at(i));
    expect(await ctx.db.select().from(statusIncidents)).toHaveLength(0);
    await prober.run(at(3));
    let body = await statusAt(3);
    expect(body.services.find((s) => s.key === 'scraping')!.status).toBe('outage');
    expect(body.incidents).toHaveLength(1);
    expect(body.incidents[0]).toMatchObject({
      title: 'Competitor scraping outage',
      automatic: true,
      status: 'investigating',
      services: ['scraping'],
      resolvedAt: null,
    });
    const admin = await ctx.db
      .select()
      .from(emailTracking)
      .where(eq(emailTracking.emailType, 'status_admin_alert'));
    expect(admin.map((e) => e.toAddress)).toEqual(['boss@example.com']);
    // Back after two good minutes; the incident waits for five.
    for (let i = 4; i < 8; i++) await prober.run(at(i));
    body = await statusAt(7);
    expect(body.services.find((s) => s.key === 'scraping')!.status).toBe('operational');
    expect(body.incidents[0]!.status).toBe('investigating');
    await prober.run(at(8));
    await prober.run(at(9));
    body = await statusAt(9);
    expect(body.incidents[0]).toMatchObject({ status: 'resolved', automatic: true });
    expect(body.incidents[0]!.updates.map((u) => u.status)).toEqual(['resolved', 'investigating']);
    expect(body.services.find((s) => s.key === 'scraping')!.days.at(-1)!.worst).toBe('outage');
    // Probes of the same minute from a second process change nothing.
    const again = createProber({ db: ctx.db, site, log, checks: scripted({ scraping: ['down'] }) });
    await again.run(at(9));
    expect((await ctx.db.select().from(statusIncidents)).length).toBe(1);
  });

  it('leaves a maintenance window out of uptime and shows the service in maintenance', async () => {
    const cookie = await signUp(ctx.app, { username: 'ops', email: 'ops@example.com' });
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'ops'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/incidents/maintenance',
      headers: { cookie },
      payload: {
        title: 'Database upgrade',
        message: 'PostgreSQL 17.',
        services: ['database'],
        startsAt: minutesAgo(5).toISOString(),
        endsAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const prober = createProber({ db: ctx.db, site, log, checks: scripted({ database: ['down'] }) });
    // The window covers minutes to come: the probes of the next four minutes.
    for (let i = 0; i < 4; i++) await prober.run(minutesAgo(-i));
    const body = await getStatus({ db: ctx.db, now: minutesAgo(-3) });
    const db = body.services.find((s) => s.key === 'database')!;
    expect(db.status).toBe('maintenance');
    expect(db.uptime.last24h.percent).toBeNull();
    expect(db.days.at(-1)!.worst).toBe('maintenance');
    expect(body.maintenance.map((m) => m.title)).toEqual(['Database upgrade']);
    expect(await ctx.db.select().from(statusIncidents)).toHaveLength(0);
  });

  it('rolls finished days up and keeps the 90-day bars and 30-day uptime from them', async () => {
    const now = new Date();
    const rows = [];
    // Ten days ago: 1,440 minutes of the API, 3 of them failed (not in a row).
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 10 * 86_400_000;
    for (let m = 0; m < 1440; m++) {
      const failed = m === 100 || m === 500 || m === 900;
      rows.push({
        service: 'api' as const,
        minute: new Date(start + m * 60_000),
        outcome: (failed ? 'down' : 'ok') as TProbeOutcome,
        state: 'operational' as const,
        responseMs: 50,
        error: null,
      });
    }
    for (let i = 0; i < rows.length; i += 500)
      await ctx.db.insert(statusProbes).values(rows.slice(i, i + 500));
    const rolled = await rollUpProbes({ db: ctx.db, now });
    expect(rolled.deleted).toBe(1440);
    const [day] = await ctx.db.select().from(statusDaily);
    expect(day).toMatchObject({
      probedMinutes: 1440,
      healthyMinutes: 1437,
      worst: 'degraded',
      avgResponseMs: 50,
    });
    const api = (await status()).services.find((s) => s.key === 'api')!;
    expect(api.days.at(-11)).toMatchObject({ worst: 'degraded', percent: 99.79 });
    expect(api.uptime.last30d).toMatchObject({ percent: 99.79, basedOnMinutes: 1440 });
    expect(api.uptime.last7d.percent).toBeNull();
  });
});

describe('the cached payload', () => {
  it('is computed once per 10 s however many ask, and again after a write of this process', async () => {
    // Start from no cached payload: an earlier request of this file may have left one.
    invalidateStatus(ctx.db);
    const t = Date.now();
    const first = cachedStatus(ctx.db, t);
    expect(cachedStatus(ctx.db, t + STATUS_CACHE_MS - 1)).toBe(first);
    const later = cachedStatus(ctx.db, t + STATUS_CACHE_MS);
    expect(later).not.toBe(first);
    await Promise.all([first, later]);
    invalidateStatus(ctx.db);
    expect(cachedStatus(ctx.db, t + STATUS_CACHE_MS)).not.toBe(later);

    // An incident an admin opens shows at once, though the payload was just read.
    const cookie = await signUp(ctx.app, { username: 'boss', email: 'boss@example.com' });
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'boss'));
    expect((await status()).incidents).toHaveLength(0);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      headers: { cookie },
      payload: { title: 'Slow pages', severity: 'minor', services: ['api'], message: 'Looking.' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await status()).incidents.map((i) => i.title)).toEqual(['Slow pages']);
  });
});

describe('the real probes', () => {
  it('measure the database and the API, and say what is not configured', async () => {
    const checks = createProbeChecks({
      db: ctx.db,
      mailer: ctx.mailer,
      config: ctx.config,
      requestApi: async () => {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
        if (res.statusCode !== 200) throw new Error(String(res.statusCode));
      },
      now: () => new Date(),
    });
    expect((await checks.database()).outcome).toBe('ok');
    expect((await checks.api()).outcome).toBe('ok');
    expect(await checks.slack()).toEqual({ outcome: 'not_configured', responseMs: null, error: null });
    expect((await checks.payments()).outcome).toBe('not_configured');
    // No SMTP server configured: emails wait in the outbox, so email is not configured.
    expect((await checks.email()).outcome).toBe('not_configured');
  });
});

describe('GET /api/ready', () => {
  it('is 503 naming the queue until the probe job has run, then 200', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not_ready',
      message: 'Not ready: queue',
      checks: { database: true, migrations: true, queue: false },
    });
    const boss = await ctx.queue();
    const { createStatusQueues, STATUS_PROBE_QUEUE } = await import('../jobs/status-jobs');
    await createStatusQueues(boss);
    const done = new Promise<void>((resolve) => {
      void boss.work(STATUS_PROBE_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
        setTimeout(resolve, 300);
        return {};
      });
    });
    await boss.send(STATUS_PROBE_QUEUE, {});
    await done;
    res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, queue: true },
    });
    expect(res.statusCode).toBe(200);
  });
});
