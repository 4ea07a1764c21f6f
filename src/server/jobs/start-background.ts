import type { TConfig } from '../config';
import { openDatabase, type TDatabase } from '../db/client';
import { createClock, type TClock } from '../lib/clock';
import { createLogger, type TLogger } from '../lib/logger';
import { createMailer, type TMailer } from '../email/mailer';
import { createStorefront, type TStorefront } from '../monitoring/create-storefront';
import type { TScrapeScheduler } from '../monitoring/storefront-port';
import { startBillingWorkers } from './billing-jobs';
import { startDeliveryWorkers } from './delivery-jobs';
import { createEmailQueues, startEmailWorkers } from './email-jobs';
import { startOutreachWorkers } from './outreach-jobs';
import { startPaymentEventWorkers } from './payment-event-jobs';
import { startQueue, type TQueue } from './queue';
import { createScrapeQueues, createScrapeScheduler, startScrapeWorkers } from './scrape-jobs';
import { startStripeWorkers } from './stripe-jobs';
import { startSocialWorkers } from './social-jobs';
import { createStatusQueues } from './status-jobs';

export type TBackground = {
  database: TDatabase;
  log: TLogger;
  queue: TQueue;
  /** SMTP or the outbox: the email sender runs here, so `npm run worker` sends emails too. */
  mailer: TMailer;
  storefront: TStorefront;
  scheduler: TScrapeScheduler;
  /** Billing time, shared by the app and the billing jobs of this process. */
  clock: TClock;
  stop(): Promise<void>;
};

/** Database (migrated), job queue and, when asked, the scrape workers and minute tick: shared by main and worker. */
export async function startBackground(
  config: TConfig,
  opts: {
    workers: boolean;
    /** A web process with a session cache: its connections listen for changed users and sessions. */
    listenForAuthChanges?: boolean;
  },
): Promise<TBackground> {
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
    onIdleError: (err) => log.warn({ err }, 'idle database connection lost'),
    listenForAuthChanges: opts.listenForAuthChanges,
    onListenError: (err) => log.warn({ err }, 'a connection could not listen for session changes'),
  });
  await database.migrate();
  log.info({ database: database.kind }, 'database ready');

  const clock = createClock();
  const queue = await startQueue({ database, log });
  await createScrapeQueues(queue);
  await createEmailQueues(queue);
  await createStatusQueues(queue);
  const storefront = createStorefront(config);
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  if (opts.workers) {
    // Alert delivery (email, Slack, webhooks, n8n) runs beside the scrape workers.
    const delivery = await startDeliveryWorkers({
      boss: queue,
      db: database.db,
      config,
      mailer,
      log,
    });
    await startScrapeWorkers({
      delivery: { slackBotConfigured: !!config.SLACK_BOT_TOKEN, n8n: !!config.N8N_WEBHOOK_URL },
      afterScrape: delivery.afterScrape,
      boss: queue,
      db: database.db,
      readCatalogue: storefront.readCatalogue,
      concurrency: config.SCRAPE_CONCURRENCY,
      lockSeconds: config.SCRAPE_LOCK_SECONDS,
      intervalScale: config.SCRAPE_INTERVAL_SCALE,
      log,
    });
    log.info({ concurrency: config.SCRAPE_CONCURRENCY }, 'scrape workers started');
    await startEmailWorkers({
      boss: queue,
      db: database.db,
      mailer,
      log,
      appUrl: config.APP_URL,
      secret: config.SESSION_SECRET,
    });
    log.info({ transport: mailer.transport }, 'email sender started');
    await startBillingWorkers({ boss: queue, db: database.db, config, clock, log });
    await startOutreachWorkers({ boss: queue, db: database.db, config, mailer, clock, log });
    await startPaymentEventWorkers({ boss: queue, db: database.db, config, log });
    await startStripeWorkers({ boss: queue, db: database.db, config, clock, log });
    await startSocialWorkers({ boss: queue, db: database.db, config, clock, log });
  }
  return {
    database,
    log,
    queue,
    mailer,
    storefront,
    scheduler: createScrapeScheduler(async () => queue),
    clock,
    async stop() {
      await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
      mailer.close();
      await storefront.close();
      await database.close();
    },
  };
}
