/**
 * Child process for the delivery crash test: one sendDueDeliveries run against DATABASE_URL at the clock given
 * as argv[2], with ALLOWED_PRIVATE_HOSTS and SMTP_URL from the environment. The test kills it mid-send.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { sendDueDeliveries } from '../delivery/send-due-deliveries';
import { createLogger } from '../lib/logger';
import { createMailer } from '../email/mailer';

const now = new Date(process.argv[2]!);
const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  APP_URL: 'http://localhost:3000',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  ALLOWED_PRIVATE_HOSTS: process.env.ALLOWED_PRIVATE_HOSTS ?? '',
  ...(process.env.SMTP_URL ? { SMTP_URL: process.env.SMTP_URL } : {}),
});
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'unused' });
const log = createLogger('silent');
const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
process.stdout.write('ready\n');
const result = await sendDueDeliveries({ db: database.db, config, mailer, log, now });
process.stdout.write(`done ${JSON.stringify(result)}\n`);
mailer.close();
await database.close();
