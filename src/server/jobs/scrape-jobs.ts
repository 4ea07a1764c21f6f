import { sql } from 'drizzle-orm';
import { matchAfterScrape } from '../matches/match-products';
import { rowsOf } from '../db/rows';
import { DEFAULT_LOCK_SECONDS } from '../monitoring/claim-store';
import type { TDb } from '../db/client';
import type { TLogger } from '../lib/logger';
import { closeStuckScrapeRuns, pruneScrapingAudits } from '../monitoring/close-stuck-runs';
import { findStoresDueBy, type TDueStore } from '../monitoring/find-due-stores';
import { scrapeStore, type TScrapeResult } from '../monitoring/scrape-store';
import type { TCatalogueReader, TScrapeScheduler } from '../monitoring/storefront-port';
import type { TQueue } from './queue';
import { scrapeRunDuration } from '../metrics/metrics';
import { scheduleEveryMinute } from './schedule-every-minute';
import { startJobPool } from './job-pool';

export const SCRAPE_QUEUE = 'scrape-store';
export const TICK_QUEUE = 'scrape-tick';
export const PRUNE_QUEUE = 'scrape-audit-prune';
type TScrapeJob = { storeId: string; trigger: 'scheduled' | 'manual' };

/**
 * Queues exist before anyone sends to them. "short": per store at most one job waiting; the claim on the store
 * (monitoring/claim-store.ts), not the queue, keeps two workers from reading it at once, so a job left active by a
 * worker that died holds nothing up (with "stately" it blocked every fetch behind it until it expired).
 */
export async function createScrapeQueues(boss: TQueue): Promise<void> {
  const scrape = {
    name: SCRAPE_QUEUE,
    policy: 'short',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 20 * 60,
  } as const;
  await boss.createQueue(SCRAPE_QUEUE, scrape);
  // A database made before the claim has the queue as "stately"; jobs sent from now on follow the new policy.
  await boss.updateQueue(SCRAPE_QUEUE, scrape);
  await boss.createQueue(TICK_QUEUE, { name: TICK_QUEUE, policy: 'singleton', expireInSeconds: 5 * 60 });
  await boss.createQueue(PRUNE_QUEUE, { name: PRUNE_QUEUE, policy: 'singleton', expireInSeconds: 30 * 60 });
}

/**
 * Per store, one scheduled and one manual job at most wait (policy "short" keeps one waiting job per key): a
 * refresh is never swallowed by a scheduled read queued to start later (the tick queues up to two minutes ahead).
 */
const waitingKey = (storeId: string, trigger: TScrapeJob['trigger'] | 'takeover') =>
  trigger === 'scheduled' ? storeId : `${storeId}:${trigger}`;

/** Sends scrape jobs; the queue is fetched on first use (tests start it only when they queue something). */
export function createScrapeScheduler(getQueue: () => Promise<TQueue>): TScrapeScheduler {
  return {
    async requestScrape(storeId, opts) {
      const job: TScrapeJob = { storeId, trigger: opts?.manual ? 'manual' : 'scheduled' };
      const boss = await getQueue();
      await boss.send(SCRAPE_QUEUE, job, {
        singletonKey: waitingKey(storeId, job.trigger),
        priority: opts?.manual ? 10 : 0,
      });
    },
  };
}

/**
 * How far ahead the minute tick looks: each store falling due before the next tick (ticks drift by up to half a
 * minute) is queued to start at its due time, so it is read then, not up to a minute later.
 */
export const TICK_LOOKAHEAD_SECONDS = 120;
const SEND_BATCH = 1000;
/** A manual scrape asked for while the store is being read waits this long between looks. */
const MANUAL_RETRY_SECONDS = 2;
/** A scheduled job that read nothing never queues the store's next look sooner than this. */
const SKIPPED_RETRY_SECONDS = 2;

/** The minute tick: every store due now or before the next tick, once, to start at its due time. */
export async function queueDueStores(opts: {
  db: TDb;
  boss: TQueue;
  now?: Date;
  intervalScale?: number;
  lookaheadSeconds?: number;
}) {
  const due = await findStoresDueBy({
    db: opts.db,
    now: opts.now,
    intervalScale: opts.intervalScale,
    lookaheadSeconds: opts.lookaheadSeconds ?? TICK_LOOKAHEAD_SECONDS,
    limit: 100_000,
  });
  await sendDue(opts.boss, due);
  return { queued: due.length };
}

/** Scheduled scrapes starting at their due times; a store already waiting is not queued twice (policy "short"). */
async function sendDue(boss: TQueue, due: TDueStore[]): Promise<void> {
  for (let i = 0; i < due.length; i += SEND_BATCH) {
    await boss.insert(
      due.slice(i, i + SEND_BATCH).map((s) => ({
        name: SCRAPE_QUEUE,
        data: { storeId: s.id, trigger: 'scheduled' } satisfies TScrapeJob,
        singletonKey: waitingKey(s.id, 'scheduled'),
        startAfter: s.dueAt,
      })),
    );
  }
}

/** Workers (bounded by concurrency) and the minute tick that queues every due store once. */
export async function startScrapeWorkers(opts: {
  boss: TQueue;
  db: TDb;
  readCatalogue: TCatalogueReader;
  concurrency: number;
  log: TLogger;
  pollingIntervalSeconds?: number;
  /** SCRAPE_LOCK_SECONDS and SCRAPE_INTERVAL_SCALE (config.ts). */
  lockSeconds?: number;
  intervalScale?: number;
  delivery?: { slackBotConfigured: boolean; n8n: boolean };
  /** Runs after each scrape (alert delivery: n8n scrape_finished, instant alerts); its failure is only logged. */
  afterScrape?: (storeId: string, result: TScrapeResult) => Promise<void>;
}): Promise<void> {
  const { boss, db, log } = opts;
  // One fetch loop for all the slots (job-pool.ts): a slot spends most of a read waiting out the store's pacing.
  startJobPool<TScrapeJob>({
    boss,
    queue: SCRAPE_QUEUE,
    slots: opts.concurrency,
    pollingIntervalMs: (opts.pollingIntervalSeconds ?? 2) * 1000,
    onError: (err) => log.error({ err }, 'scrape job queue error'),
    run: async (job) => {
      const timer = scrapeRunDuration.startTimer();
      const t0 = Date.now();
      const result = await scrapeStore({
        db,
        storeId: job.data.storeId,
        trigger: job.data.trigger,
        readCatalogue: opts.readCatalogue,
        lockSeconds: opts.lockSeconds,
        intervalScale: opts.intervalScale,
        delivery: opts.delivery,
        log,
      }).catch((err: unknown) => {
        timer({ outcome: 'error' });
        throw err;
      });
      timer({ outcome: result.status });
      const t1 = Date.now();
      if (result.status !== 'skipped' || job.data.trigger === 'scheduled') {
        // The next read, when it falls due before the tick after next would see it (only with intervals shorter
        // than the look-ahead: the benchmark's compressed ones). A scheduled job that found the store claimed
        // waits for the claim's end: when its holder died, the store is taken over as the claim runs out, not
        // at the first tick after (a live holder renews it, and this job looks again then).
        const [next] = await findStoresDueBy({
          db,
          storeId: job.data.storeId,
          intervalScale: opts.intervalScale,
          lookaheadSeconds: TICK_LOOKAHEAD_SECONDS,
        });
        const notBefore = Date.now() + SKIPPED_RETRY_SECONDS * 1000;
        if (next && result.status === 'skipped' && next.dueAt.getTime() < notBefore)
          next.dueAt = new Date(notBefore);
        if (next) await sendDue(boss, [next]);
      }
      const t2 = Date.now();
      if (result.status === 'skipped' && result.busy && job.data.trigger === 'manual') {
        // Asked for while another worker reads it: a fresh read once that one is done.
        await boss.send(SCRAPE_QUEUE, job.data, {
          singletonKey: waitingKey(job.data.storeId, 'manual'),
          priority: 10,
          startAfter: MANUAL_RETRY_SECONDS,
        });
      }
      if (result.status === 'success' || result.status === 'partial') {
        // New products on either side are matched incrementally (matches/match-products.ts).
        await matchAfterScrape({ db, storeId: job.data.storeId }).catch((err: unknown) => {
          log.warn({ err, storeId: job.data.storeId }, 'matching after a scrape failed');
        });
      }
      const t3 = Date.now();
      await opts.afterScrape?.(job.data.storeId, result).catch((err: unknown) => {
        log.warn({ err, storeId: job.data.storeId }, 'after-scrape step failed');
      });
      log.info(
        {
          storeId: job.data.storeId,
          status: result.status,
          ms: { scrape: t1 - t0, next: t2 - t1, match: t3 - t2, after: Date.now() - t3 },
        },
        'scrape finished',
      );
      return result;
    },
  });
  startTakeoverSweep({ boss, db, lockSeconds: opts.lockSeconds ?? DEFAULT_LOCK_SECONDS, log });
  // Each minute: close runs stuck past their timeout (docs/product-rules.md R61), then queue what is due.
  await scheduleEveryMinute({
    boss,
    queue: TICK_QUEUE,
    pollingIntervalSeconds: 5,
    run: async () => {
      const closed = await closeStuckScrapeRuns({ db });
      if (closed) log.warn({ closed }, 'closed scrape runs stuck past their timeout');
      return queueDueStores({ db, boss, intervalScale: opts.intervalScale });
    },
  });
  // Daily: audit records past their retention (R61).
  await boss.work(PRUNE_QUEUE, { pollingIntervalSeconds: 60 }, async () => ({
    pruned: await pruneScrapingAudits({ db }),
  }));
  await boss.schedule(PRUNE_QUEUE, '17 3 * * *');
}

/**
 * A worker that dies mid-read stops renewing its claim (claim-store.ts). Every third of the lock time each worker
 * process looks for claims that ran out with the read unfinished and queues those stores at once, ahead of the
 * scheduled reads (their own key, so a scheduled read queued for later does not hold the takeover back): a dead
 * worker's stores are read again within about the lock time, not at some later tick.
 */
function startTakeoverSweep(opts: { boss: TQueue; db: TDb; lockSeconds: number; log: TLogger }): void {
  const { boss, db } = opts;
  let busy = false;
  const sweep = async () => {
    if (busy) return;
    busy = true;
    try {
      // Each with the trigger of the read that died (its audit row, still "running"): a refresh is read again
      // even when the store is not due.
      const abandoned = rowsOf<{ id: string; trigger: TScrapeJob['trigger'] | null }>(
        await db.execute(sql`
          SELECT s.id, a.trigger FROM stores s
          LEFT JOIN LATERAL (
            SELECT trigger FROM scraping_audits
            WHERE store_id = s.id AND status = 'running' ORDER BY start_time DESC LIMIT 1
          ) a ON true
          WHERE s.next_scrape_at <= now() AND s.scrape_progress IS NOT NULL
          ORDER BY s.next_scrape_at LIMIT ${SEND_BATCH}`),
      );
      if (!abandoned.length) return;
      await boss.insert(
        abandoned.map((s) => ({
          name: SCRAPE_QUEUE,
          data: {
            storeId: s.id,
            trigger: s.trigger === 'manual' ? 'manual' : 'scheduled',
          } satisfies TScrapeJob,
          singletonKey: waitingKey(s.id, 'takeover'),
          priority: 5,
        })),
      );
      opts.log.info({ stores: abandoned.length }, 'queued stores whose reader stopped renewing its claim');
    } catch (err) {
      opts.log.warn({ err }, 'could not look for abandoned scrape claims');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void sweep(), (opts.lockSeconds * 1000) / 3);
  timer.unref();
  boss.once('stopped', () => clearInterval(timer));
}
