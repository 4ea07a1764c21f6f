import { sendPaymentEvents } from '../automation/send-payment-events';
import type { TQueue, TWorkerDeps } from './queue';
import { scheduleEveryMinute } from './schedule-every-minute';

export const PAYMENT_EVENTS_QUEUE = 'payment-events';

/**
 * The n8n sender of payment automation events (docs/product-rules.md R66): every minute and when the billing
 * job has recorded something, one run at a time per queue (each event is claimed with SKIP LOCKED anyway).
 */
export async function startPaymentEventWorkers(opts: Omit<TWorkerDeps, 'clock'>): Promise<void> {
  const { boss, db, config, log } = opts;
  await scheduleEveryMinute({
    boss,
    queue: PAYMENT_EVENTS_QUEUE,
    createSingleton: { expireInSeconds: 10 * 60 },
    pollingIntervalSeconds: 5,
    run: async () => {
      const ran = await sendPaymentEvents({ db, config });
      if (Object.values(ran).some((n) => n > 0)) log.info(ran, 'payment events to n8n');
      return ran;
    },
  });
}

/** Asks for a run now (after the billing job recorded events); a run already queued absorbs it. */
export async function kickPaymentEvents(boss: TQueue): Promise<void> {
  await boss.send(PAYMENT_EVENTS_QUEUE, {});
}
