import { buildApp } from './app';
import { ensureAdmin } from './auth/ensure-admin';
import { purgeExpiredSessions } from './auth/sessions';
import { ConfigError, loadConfig, type TConfig } from './config';
import { startBackground } from './jobs/start-background';
import { createMailer } from './mail/mailer';

async function main(config: TConfig) {
  const bg = await startBackground(config, { workers: config.RUN_WORKERS });
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

  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    log,
    storefront: bg.storefront,
    scheduler: bg.scheduler,
  });
  const purge = setInterval(
    () => void purgeExpiredSessions({ db: database.db }).catch(() => {}),
    60 * 60_000,
  );
  purge.unref();

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    clearInterval(purge);
    await app.close();
    mailer.close();
    await bg.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`Rivalwatch is running at ${config.APP_URL}`);
}

try {
  await main(loadConfig());
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
