import type { AddressInfo } from 'node:net';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TStatusIncident } from '@shared/contracts/status';
import { buildApp } from '../app';
import { ensureAdmin } from '../auth/ensure-admin';
import { emailTracking, statusIncidents, statusProbes } from '../db/schema';
import { startBackground, type TBackground } from '../jobs/start-background';
import {
  requestApiInProcess,
  requestApiOverHttp,
  startStatusWorkers,
  type TStatusWorkers,
} from '../jobs/status-jobs';
import { createClock } from '../lib/clock';
import { findPostgresBin, startPrivatePostgres, type TPrivatePostgres } from '../testing/private-postgres';
import { testConfig } from '../testing/test-app';
import { getStatus } from './get-status';
import { minuteOf } from './status-rules';

/**
 * A real outage, as an operator causes one: the app runs on a PostgreSQL server of this test's own, which the test
 * stops with `pg_ctl stop -m fast` (every pooled connection terminated, new ones refused at once) and starts again.
 * The probes' minutes move on the app's clock; each minute the test runs the fallback a timer runs 45 s into every
 * minute in production (the queue's job cannot run while its database is down). First `npm start` alone, then a
 * web process beside a separate worker, both probing (docs/product-rules.md R75, R76, R79, R115).
 */
const bin = findPostgresBin();

describe.skipIf(!bin)(
  bin
    ? 'a stopped PostgreSQL server'
    : 'a stopped PostgreSQL server (skipped: no initdb in /usr/lib/postgresql)',
  () => {
    const processErrors: unknown[] = [];
    const onProcessError = (err: unknown) => processErrors.push(err);
    // The minutes of the test lie in the last half hour, so the status page's 24 hours hold them all.
    const base = minuteOf(new Date()).getTime() - 30 * 60_000;
    const clock = createClock(new Date(base));
    /** To `FALLBACK_AT_SECONDS` into minute i of the test, with the project's clock. */
    const moveTo = (i: number) => clock.advance(base + i * 60_000 + 45_000 - clock.now().getTime());
    const minute = (i: number) => new Date(base + i * 60_000);
    let server: TPrivatePostgres;
    let web: TBackground & { app: FastifyInstance; status: TStatusWorkers };
    let worker: (TBackground & { status: TStatusWorkers }) | undefined;

    beforeAll(async () => {
      process.on('unhandledRejection', onProcessError);
      process.on('uncaughtException', onProcessError);
      server = await startPrivatePostgres(bin!);
      // As `npm start` (server.ts) runs: database, queue and workers, the app, its status probes.
      const config = testConfig({ DATABASE_URL: server.url('postgres'), APP_URL: 'http://127.0.0.1:1' });
      const bg = await startBackground(config, { workers: true, listenForAuthChanges: true });
      await ensureAdmin({
        db: bg.database.db,
        username: 'oncall',
        email: 'oncall@example.com',
        password: 'pw-oncall-1',
      });
      const app = await buildApp({
        config,
        db: bg.database.db,
        authChanges: bg.database.authChanges,
        mailer: bg.mailer,
        log: bg.log,
        storefront: bg.storefront,
        scheduler: bg.scheduler,
        clock: bg.clock,
        serveWeb: false,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const status = await startStatusWorkers({
        boss: bg.queue,
        db: bg.database.db,
        mailer: bg.mailer,
        config,
        log: bg.log,
        clock,
        requestApi: requestApiInProcess(app),
      });
      web = { ...bg, app, status };
    });

    // A failed test leaves the server running for the next.
    afterEach(async () => {
      await server.start();
    });

    afterAll(async () => {
      worker?.status.stop();
      await worker?.stop().catch(() => {});
      web?.status.stop();
      await web?.app.close();
      await web?.stop().catch(() => {});
      await server?.dispose();
      process.off('unhandledRejection', onProcessError);
      process.off('uncaughtException', onProcessError);
    });

    const db = () => web.database.db;
    const databaseIncidents = () =>
      db()
        .select()
        .from(statusIncidents)
        .where(eq(statusIncidents.title, 'Database outage'))
        .orderBy(statusIncidents.startedAt);
    const automaticIncidents = () =>
      db()
        .select({ title: statusIncidents.title })
        .from(statusIncidents)
        .where(eq(statusIncidents.automatic, true));
    const adminAlerts = () =>
      db()
        .select({ to: emailTracking.toAddress, subject: emailTracking.subject })
        .from(emailTracking)
        .where(eq(emailTracking.emailType, 'status_admin_alert'));
    const databaseProbes = (from: number) =>
      db()
        .select({ minute: statusProbes.minute, outcome: statusProbes.outcome, state: statusProbes.state })
        .from(statusProbes)
        .where(
          and(
            eq(statusProbes.service, 'database'),
            gt(statusProbes.minute, new Date(minute(from).getTime() - 1)),
          ),
        )
        .orderBy(statusProbes.minute);
    const databaseState = async () =>
      (await getStatus({ db: db(), now: clock.now() })).services.find((s) => s.key === 'database')!.status;
    /** GET /api/status as a visitor's page asks it. */
    const statusPage = async () => {
      const res = await web.app.inject({ method: 'GET', url: '/api/status' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { incidents: TStatusIncident[] };
    };
    const processes = () => [web, ...(worker ? [worker] : [])];
    /** Minute i: every process runs its fallback, as its timer does. */
    const probeMinute = async (i: number) => {
      moveTo(i);
      for (const p of processes()) await p.status.probeUnlessProbed();
    };

    it('opens one automatic incident from the first failed minute, tells the admins, resolves after five healthy minutes', async () => {
      await probeMinute(0);
      expect(await databaseState()).toBe('operational');

      await server.stop();
      // Four minutes without the server: the queue cannot run, the process's own timer probes and keeps the results.
      for (let i = 1; i <= 4; i++) {
        await probeMinute(i);
        expect(web.status.prober.buffered(), `minute ${i}`).toBe(i * 6);
      }

      await server.start();
      await probeMinute(5);
      expect(web.status.prober.buffered()).toBe(0);
      expect((await databaseProbes(0)).map((p) => [p.minute.getTime(), p.outcome, p.state])).toEqual([
        [minute(0).getTime(), 'ok', 'operational'],
        [minute(1).getTime(), 'down', 'operational'],
        [minute(2).getTime(), 'down', 'operational'],
        [minute(3).getTime(), 'down', 'outage'],
        [minute(4).getTime(), 'down', 'outage'],
        [minute(5).getTime(), 'ok', 'outage'],
      ]);
      const [incident, ...others] = await databaseIncidents();
      expect(others).toEqual([]);
      expect(incident).toMatchObject({
        automatic: true,
        severity: 'major',
        status: 'investigating',
        services: ['database'],
        startedAt: minute(1),
        resolvedAt: null,
      });
      // Scraping failed too (its probe reads the database), but the database's incident is the one explanation.
      expect(await automaticIncidents()).toEqual([{ title: 'Database outage' }]);
      expect(await adminAlerts()).toEqual([
        { to: 'oncall@example.com', subject: '[Rivalwatch] Automatic incident: Database outage' },
      ]);
      let listed = (await statusPage()).incidents.find((i) => i.id === incident!.id);
      expect(listed).toMatchObject({
        title: 'Database outage',
        status: 'investigating',
        automatic: true,
        startedAt: minute(1).toISOString(),
      });
      expect(listed!.description).toContain('since ' + minute(1).toISOString().slice(11, 16) + ' UTC');

      // Two good minutes: operational again; the incident stays open until five.
      await probeMinute(6);
      expect(await databaseState()).toBe('operational');
      for (let i = 7; i <= 8; i++) await probeMinute(i);
      expect((await statusPage()).incidents.find((i) => i.id === incident!.id)!.status).toBe('investigating');
      await probeMinute(9);
      listed = (await statusPage()).incidents.find((i) => i.id === incident!.id);
      expect(listed).toMatchObject({ status: 'resolved', resolvedAt: minute(9).toISOString() });
      expect(await databaseIncidents()).toHaveLength(1);
    });

    it('opens nothing for a 45-second blip (one failed probe)', async () => {
      await probeMinute(10);
      await server.stop();
      // Down from 30 s into minute 11 to 15 s into minute 12: the probe of minute 11 fails, that of minute 12 not.
      await probeMinute(11);
      expect(web.status.prober.buffered()).toBe(6);
      await server.start();
      await probeMinute(12);
      await probeMinute(13);
      expect((await databaseProbes(10)).map((p) => [p.outcome, p.state])).toEqual([
        ['ok', 'operational'],
        ['down', 'operational'],
        ['ok', 'operational'],
        ['ok', 'operational'],
      ]);
      expect(await databaseState()).toBe('operational');
      expect(await databaseIncidents()).toHaveLength(1);
      expect(await automaticIncidents()).toHaveLength(1);
      expect(await adminAlerts()).toHaveLength(1);
    });

    it('with web and worker processes apart, both probing, opens one incident and resolves it', async () => {
      // `npm run worker` (worker.ts) beside the web process: its own pool, queue and prober; its API probe asks
      // the web process over HTTP.
      const config = testConfig({ DATABASE_URL: server.url('postgres') });
      const bg = await startBackground(config, { workers: true });
      const { port } = web.app.server.address() as AddressInfo;
      const status = await startStatusWorkers({
        boss: bg.queue,
        db: bg.database.db,
        mailer: bg.mailer,
        config,
        log: bg.log,
        clock,
        requestApi: requestApiOverHttp(`http://127.0.0.1:${port}`),
      });
      worker = { ...bg, status };

      await probeMinute(14);
      await server.stop();
      for (let i = 15; i <= 18; i++) await probeMinute(i);
      // Each process measured the outage and kept it.
      expect(web.status.prober.buffered()).toBe(24);
      expect(worker.status.prober.buffered()).toBe(24);

      await server.start();
      // Both flush at once; the lock per service lets one incident open.
      moveTo(19);
      await Promise.all(processes().map((p) => p.status.probeUnlessProbed()));
      expect(web.status.prober.buffered() + worker.status.prober.buffered()).toBe(0);
      const incidents = await databaseIncidents();
      expect(incidents).toHaveLength(2);
      expect(incidents[1]).toMatchObject({ automatic: true, startedAt: minute(15), resolvedAt: null });
      expect(await automaticIncidents()).toHaveLength(2);
      expect(await adminAlerts()).toHaveLength(2);
      // The payload of GET /api/status, uncached: the web process's cache shows the worker's writes within 10 s.
      const payload = () => getStatus({ db: db(), now: clock.now() });
      expect((await payload()).incidents.find((i) => i.id === incidents[1]!.id)!.status).toBe(
        'investigating',
      );

      for (let i = 20; i <= 23; i++) await probeMinute(i);
      expect((await payload()).incidents.find((i) => i.id === incidents[1]!.id)).toMatchObject({
        status: 'resolved',
        resolvedAt: minute(23).toISOString(),
      });
      expect(await databaseState()).toBe('operational');
      // The process survived: nothing went unheard.
      expect(processErrors).toEqual([]);
    });
  },
);
