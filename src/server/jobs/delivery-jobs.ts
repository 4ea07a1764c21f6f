import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { planDeliveries } from '../delivery/plan-deliveries';
import { recordScrapeFinished } from '../delivery/record-n8n-event';
import { sendDueDeliveries } from '../delivery/send-due-deliveries';
import type { TLogger } from '../lib/logger';
import type { TMailer } from '../email/mailer';
import type { TScrapeResult } from '../monitoring/scrape-store';
import type { TQueue } from './queue';
import { scheduleEveryMinute } from './schedule-every-minute';

export const DELIVERY_QUEUE = 'deliver-alerts';

/** "stately": one run waiting and one running at most, so a burst of kicks coalesces into one more run. */
export async function createDeliveryQueue(boss: TQueue): Promise<void> {
  await boss.createQueue(DELIVERY_QUEUE, {
    name: DELIVERY_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  });
}

/** Plans what is due, then sends until nothing due is left (bounded per run). */
export async function runDelivery(opts: {
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  log: TLogger;
  now?: Date;
}) {
  const planned = await planDeliveries({ db: opts.db, now: opts.now });
  const total = { planned: planned.created, sent: 0, retrying: 0, failed: 0 };
  for (let round = 0; round < 20; round++) {
    const r = await sendDueDeliveries({ ...opts, limit: 200 });
    total.sent += r.sent;
    total.retrying += r.retrying;
    total.failed += r.failed;
    if (r.sent + r.retrying + r.failed < 200) break;
  }
  return total;
}

/**
 * The delivery worker: a cron each minute (digests fall due, retries come back) plus a kick right after a
 * scrape that found changes, so instant alerts go out within seconds. After every scrape it also queues the
 * operator's n8n scrape_finished event when N8N_WEBHOOK_URL is set.
 */
export async function startDeliveryWorkers(opts: {
  boss: TQueue;
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  log: TLogger;
}): Promise<{ afterScrape: (storeId: string, result: TScrapeResult) => Promise<void> }> {
  const { boss, log } = opts;
  await createDeliveryQueue(boss);
  await scheduleEveryMinute({
    boss,
    queue: DELIVERY_QUEUE,
    pollingIntervalSeconds: 2,
    run: async () => {
      const r = await runDelivery(opts);
      if (r.planned || r.sent || r.failed) log.info(r, 'alert deliveries');
      return r;
    },
  });
  return {
    async afterScrape(storeId, result) {
      if (opts.config.N8N_WEBHOOK_URL) await recordScrapeFinished({ db: opts.db, storeId, result });
      const changed =
        result.status !== 'skipped' &&
        result.status !== 'failure' &&
        Object.values(result.summary.events).some((n) => n > 0);
      if (changed || opts.config.N8N_WEBHOOK_URL) await boss.send(DELIVERY_QUEUE, {});
    },
  };
}
