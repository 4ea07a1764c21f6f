import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TClock } from '../lib/clock';
import type { TLogger } from '../lib/logger';
import { refreshEngagement } from '../social/engagement';
import { createPlatformClients } from '../social/platforms';
import { runSocialTick } from '../social/publish';
import type { TQueue } from './queue';

export const SOCIAL_TICK_QUEUE = 'social-tick';

/**
 * The social scheduler (docs/product-rules.md R110): every minute, one run at a time across processes (each post
 * is claimed anyway), it publishes the due posts and then reads engagement of recent ones.
 */
export async function startSocialWorkers(opts: {
  boss: TQueue;
  db: TDb;
  config: TConfig;
  clock: TClock;
  log: TLogger;
}): Promise<void> {
  const { boss, db, clock, log } = opts;
  const clients = createPlatformClients(opts.config);
  await boss.createQueue(SOCIAL_TICK_QUEUE, {
    name: SOCIAL_TICK_QUEUE,
    policy: 'singleton',
    expireInSeconds: 10 * 60,
  });
  await boss.work(SOCIAL_TICK_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
    const ran = await runSocialTick({ db, clients, now: clock.now(), log });
    if (Object.values(ran).some((n) => n > 0)) log.info(ran, 'social tick');
    const engagement = await refreshEngagement({ db, clients, now: clock.now(), log });
    return { ...ran, engagement };
  });
  await boss.schedule(SOCIAL_TICK_QUEUE, '* * * * *');
}
