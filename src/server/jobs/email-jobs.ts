import type { TDb } from '../db/client';
import { queueLifecycleEmails } from '../lifecycle/queue-lifecycle-emails';
import type { TLogger } from '../lib/logger';
import type { TMailer } from '../email/mailer';
import { sendDueEmails } from '../email/send-due-emails';
import type { TQueue } from './queue';
import { scheduleEveryMinute } from './schedule-every-minute';

export const EMAIL_SEND_QUEUE = 'email-send';
export const LIFECYCLE_TICK_QUEUE = 'lifecycle-tick';

/** Singleton queues: one run at a time of each, whatever the number of processes (rows are claimed anyway). */
export async function createEmailQueues(boss: TQueue): Promise<void> {
  await boss.createQueue(EMAIL_SEND_QUEUE, {
    name: EMAIL_SEND_QUEUE,
    policy: 'singleton',
    expireInSeconds: 10 * 60,
  });
  await boss.createQueue(LIFECYCLE_TICK_QUEUE, {
    name: LIFECYCLE_TICK_QUEUE,
    policy: 'singleton',
    expireInSeconds: 10 * 60,
  });
}

/**
 * The email sender (every minute: due emails and retries) and the lifecycle tick (every 15 minutes: queues the
 * due lifecycle emails, then sends them at once).
 */
export async function startEmailWorkers(opts: {
  boss: TQueue;
  db: TDb;
  mailer: TMailer;
  log: TLogger;
  appUrl: string;
  secret: string;
}): Promise<void> {
  const { boss, db, mailer, log } = opts;
  const sendAll = async () => {
    const total = { sent: 0, retrying: 0, failed: 0 };
    // Batches of 100 until nothing is due (a weekly summary to many users goes out in one run).
    for (;;) {
      const r = await sendDueEmails({ db, mailer, log });
      total.sent += r.sent;
      total.retrying += r.retrying;
      total.failed += r.failed;
      if (r.sent + r.retrying + r.failed < 100) break;
    }
    if (total.sent + total.retrying + total.failed > 0) log.info(total, 'emails sent');
    return total;
  };
  // Both queues were made at start-up (createEmailQueues).
  await scheduleEveryMinute({ boss, queue: EMAIL_SEND_QUEUE, pollingIntervalSeconds: 5, run: sendAll });
  await boss.work(LIFECYCLE_TICK_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const queued = await queueLifecycleEmails({ db, appUrl: opts.appUrl, secret: opts.secret });
    log.info(queued, 'lifecycle emails queued');
    await boss.send(EMAIL_SEND_QUEUE, {});
    return queued;
  });
  await boss.schedule(LIFECYCLE_TICK_QUEUE, '*/15 * * * *');
}
