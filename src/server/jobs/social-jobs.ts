import { refreshEngagement } from '../social/engagement';
import { createPlatformClients } from '../social/platforms';
import { runSocialTick } from '../social/publish';
import type { TWorkerDeps } from './queue';
import { scheduleEveryMinute } from './schedule-every-minute';

export const SOCIAL_TICK_QUEUE = 'social-tick';

/**
 * The social scheduler (docs/product-rules.md R110): every minute, one run at a time across processes (each post
 * is claimed anyway), it publishes the due posts and then reads engagement of recent ones.
 */
export async function startSocialWorkers(opts: TWorkerDeps): Promise<void> {
  const { boss, db, clock, log } = opts;
  const clients = createPlatformClients(opts.config);
  await scheduleEveryMinute({
    boss,
    queue: SOCIAL_TICK_QUEUE,
    createSingleton: { expireInSeconds: 10 * 60 },
    pollingIntervalSeconds: 10,
    run: async () => {
      const ran = await runSocialTick({ db, clients, now: clock.now(), log });
      if (Object.values(ran).some((n) => n > 0)) log.info(ran, 'social tick');
      const engagement = await refreshEngagement({ db, clients, now: clock.now(), log });
      return { ...ran, engagement };
    },
  });
}
