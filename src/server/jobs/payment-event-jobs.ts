import { sendPaymentEvents } from '../automation/send-payment-events';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TLogger } from '../lib/logger';
import type { TQueue } from './queue';

export const PAYMENT_EVENTS_QUEUE = 'payment-events';

/**
 * The n8n sender of payment automation events (docs/product-rules.md R66): every minute and when the billing
 * job has recorded something, one run at a time per queue (each event is claimed with SKIP LOCKED anyway).
 */
export async function startPaymentEventWorkers(opts: {
  boss: TQueue;
  db: TDb;
  config: TConfig;
  log: TLogger;
}): Promise<void> {
  const { boss, db, config, log } = opts;
  await boss.createQueue(PAYMENT_EVENTS_QUEUE, {
    name: PAYMENT_EVENTS_QUEUE,
    policy: 'singleton',
    expireInSeconds: 10 * 60,
  });
  await boss.work(PAYMENT_EVENTS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const ran = await sendPaymentEvents({ db, config });
    if (Object.values(ran).some((n) => n > 0)) log.info(ran, 'payment events to n8n');
    return ran;
  });
  await boss.schedule(PAYMENT_EVENTS_QUEUE, '* * * * *');
}

/** Asks for a run now (after the billing job recorded events); a run already queued absorbs it. */
export async function kickPaymentEvents(boss: TQueue): Promise<void> {
  await boss.send(PAYMENT_EVENTS_QUEUE, {});
}
