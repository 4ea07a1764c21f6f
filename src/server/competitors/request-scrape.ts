import type { TExecutor } from '../db/client';
import { AppError } from '../lib/errors';
import type { TScrapeScheduler } from '../monitoring/storefront-port';
import { getOwnCompetitor } from './list-competitors';

/** Manual refresh: queues the store at once (a scrape already queued or running is not doubled). */
export async function requestCompetitorScrape(opts: {
  db: TExecutor;
  scheduler: TScrapeScheduler;
  accountId: string;
  competitorId: string;
}): Promise<void> {
  const { row } = await getOwnCompetitor(opts);
  if (row.deactivatedAt || row.status === 'inactive') {
    throw new AppError('bad_request', 'This competitor is paused. Reactivate it to refresh its data.');
  }
  await opts.scheduler.requestScrape(row.storeId, { manual: true });
}
