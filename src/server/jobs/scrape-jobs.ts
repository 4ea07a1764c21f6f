import type { TDb } from '../db/client';
import type { TLogger } from '../lib/logger';
import { closeStuckScrapeRuns, pruneScrapingAudits } from '../monitoring/close-stuck-runs';
import { findDueStores } from '../monitoring/find-due-stores';
import { scrapeStore, type TScrapeResult } from '../monitoring/scrape-store';
import type { TCatalogueReader, TScrapeScheduler } from '../monitoring/storefront-port';
import type { TQueue } from './queue';
import { scrapeRunDuration } from '../metrics/metrics';
import { scheduleEveryMinute } from './schedule-every-minute';

export const SCRAPE_QUEUE = 'scrape-store';
export const TICK_QUEUE = 'scrape-tick';
export const PRUNE_QUEUE = 'scrape-audit-prune';
type TScrapeJob = { storeId: string; trigger: 'scheduled' | 'manual' };

/**
 * Queues exist before anyone sends to them. "stately": per store at most one job waiting and one running, so a
 * store is never scraped twice at once, however many workers and processes there are.
 */
export async function createScrapeQueues(boss: TQueue): Promise<void> {
  await boss.createQueue(SCRAPE_QUEUE, {
    name: SCRAPE_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 20 * 60,
  });
  await boss.createQueue(TICK_QUEUE, { name: TICK_QUEUE, policy: 'singleton', expireInSeconds: 5 * 60 });
  await boss.createQueue(PRUNE_QUEUE, { name: PRUNE_QUEUE, policy: 'singleton', expireInSeconds: 30 * 60 });
}

/** Sends scrape jobs; the queue is fetched on first use (tests start it only when they queue something). */
export function createScrapeScheduler(getQueue: () => Promise<TQueue>): TScrapeScheduler {
  return {
    async requestScrape(storeId, opts) {
      const job: TScrapeJob = { storeId, trigger: opts?.manual ? 'manual' : 'scheduled' };
      const boss = await getQueue();
      await boss.send(SCRAPE_QUEUE, job, { singletonKey: storeId, priority: opts?.manual ? 10 : 0 });
    },
  };
}

/** The minute tick: every due store once (a store already waiting is not queued twice). */
export async function queueDueStores(opts: { db: TDb; scheduler: TScrapeScheduler; now?: Date }) {
  const due = await findDueStores({ db: opts.db, now: opts.now });
  for (const storeId of due) await opts.scheduler.requestScrape(storeId);
  return { queued: due.length };
}

/** Workers (bounded by concurrency) and the minute tick that queues every due store once. */
export async function startScrapeWorkers(opts: {
  boss: TQueue;
  db: TDb;
  readCatalogue: TCatalogueReader;
  concurrency: number;
  log: TLogger;
  pollingIntervalSeconds?: number;
  delivery?: { slackBotConfigured: boolean; n8n: boolean };
  /** Runs after each scrape (alert delivery: n8n scrape_finished, instant alerts); its failure is only logged. */
  afterScrape?: (storeId: string, result: TScrapeResult) => Promise<void>;
}): Promise<void> {
  const { boss, db, log } = opts;
  const scheduler = createScrapeScheduler(async () => boss);
  for (let i = 0; i < opts.concurrency; i++) {
    await boss.work<TScrapeJob>(
      SCRAPE_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        const timer = scrapeRunDuration.startTimer();
        const result = await scrapeStore({
          db,
          storeId: job.data.storeId,
          trigger: job.data.trigger,
          readCatalogue: opts.readCatalogue,
          delivery: opts.delivery,
          log,
        }).catch((err: unknown) => {
          timer({ outcome: 'error' });
          throw err;
        });
        timer({ outcome: result.status });
        log.info({ storeId: job.data.storeId, status: result.status }, 'scrape finished');
        await opts.afterScrape?.(job.data.storeId, result).catch((err: unknown) => {
          log.warn({ err, storeId: job.data.storeId }, 'after-scrape step failed');
        });
        return result;
      },
    );
  }
  // Each minute: close runs stuck past their timeout (docs/product-rules.md R61), then queue what is due.
  await scheduleEveryMinute({
    boss,
    queue: TICK_QUEUE,
    pollingIntervalSeconds: 5,
    run: async () => {
      const closed = await closeStuckScrapeRuns({ db });
      if (closed) log.warn({ closed }, 'closed scrape runs stuck past their timeout');
      return queueDueStores({ db, scheduler });
    },
  });
  // Daily: audit records past their retention (R61).
  await boss.work(PRUNE_QUEUE, { pollingIntervalSeconds: 60 }, async () => ({
    pruned: await pruneScrapingAudits({ db }),
  }));
  await boss.schedule(PRUNE_QUEUE, '17 3 * * *');
}
