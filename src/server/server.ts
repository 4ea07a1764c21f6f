import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ensureAdmin } from './auth/ensure-admin';
import { purgeExpiredSessions } from './auth/sessions';
import type { TConfig } from './config';
import { startBackground, type TBackground } from './jobs/start-background';
import { requestApiInProcess, startStatusWorkers } from './jobs/status-jobs';

export type TServer = TBackground & { app: FastifyInstance; close(): Promise<void> };

/** The whole process of `npm start`: database, admin bootstrap, queue and workers, then the HTTP app, listening. */
export async function startServer(config: TConfig): Promise<TServer> {
  const bg = await startBackground(config, {
    workers: config.RUN_WORKERS,
    listenForAuthChanges: config.SESSION_CACHE_SECONDS > 0,
  });
  const { database, log } = bg;

  if (config.ADMIN_USERNAME && config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { created } = await ensureAdmin({
      db: database.db,
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    log.info(
      { username: config.ADMIN_USERNAME },
      created ? 'admin account created' : 'admin account present',
    );
  }

  const { mailer } = bg;
  const app = await buildApp({
    config,
    db: database.db,
    authChanges: database.authChanges,
    poolLoad: database.load,
    mailer,
    log,
    storefront: bg.storefront,
    scheduler: bg.scheduler,
    clock: bg.clock,
  });
  // The status probes run where the workers run; the API probe goes through this app's own HTTP stack.
  const status = config.RUN_WORKERS
    ? await startStatusWorkers({
        boss: bg.queue,
        db: database.db,
        mailer,
        config,
        log,
        requestApi: requestApiInProcess(app),
      })
    : null;
  const purge = setInterval(
    () => void purgeExpiredSessions({ db: database.db }).catch(() => {}),
    60 * 60_000,
  );
  purge.unref();

  await app.listen({ port: config.PORT, host: config.HOST });
  // Time to ready: from the start of the process (performance.now()'s origin) to listening.
  const readyMs = Math.round(performance.now());
  log.info({ readyMs }, `Rivalwatch is running at ${config.APP_URL} (ready in ${readyMs} ms)`);
  return {
    ...bg,
    app,
    async close() {
      clearInterval(purge);
      status?.stop();
      await app.close();
      await bg.stop();
    },
  };
}
