import { sql } from 'drizzle-orm';
import type { TRestartScraping } from '@shared/contracts/admin-scraping';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { closeStuckScrapeRuns } from '../../monitoring/close-stuck-runs';
import { findDueStores } from '../../monitoring/find-due-stores';
import type { TScrapeScheduler } from '../../monitoring/storefront-port';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';

/**
 * Restart Scraping (docs/product-rules.md R60): closes runs stuck past the timeout, frees competitors left showing
 * "Scraping" without a running scrape, and queues every store that is due.
 */
export async function restartScraping(opts: {
  db: TDb;
  scheduler: TScrapeScheduler;
  admin: TAdminActor;
  now?: Date;
}): Promise<TRestartScraping> {
  const now = opts.now ?? new Date();
  const releasedRuns = await closeStuckScrapeRuns({ db: opts.db, now });
  await opts.db.execute(sql`
    UPDATE competitors c SET status = 'active', updated_at = ${now.toISOString()}
    WHERE c.status = 'scraping'
      AND NOT EXISTS (SELECT 1 FROM scraping_audits a WHERE a.store_id = c.store_id AND a.status = 'running')`);
  const [cfg] = rowsOf<{ enabled: string | null }>(
    await opts.db.execute(sql`SELECT value AS enabled FROM system_configs WHERE key = 'scraping_enabled'`),
  );
  const scrapingEnabled = (cfg?.enabled ?? 'true') === 'true';
  const due = await findDueStores({ db: opts.db, now });
  for (const storeId of due) await opts.scheduler.requestScrape(storeId);
  const queued = due.length;
  await recordAdminAction({
    db: opts.db,
    admin: opts.admin,
    action: 'scraping.restart',
    targetType: 'system',
    targetId: 'scraping',
    after: { releasedRuns, queued, scrapingEnabled },
    now,
  });
  const message = scrapingEnabled
    ? `Released ${releasedRuns} stuck run${releasedRuns === 1 ? '' : 's'} and queued ${queued} due store${queued === 1 ? '' : 's'}.`
    : `Released ${releasedRuns} stuck run${releasedRuns === 1 ? '' : 's'}. Scraping is switched off, so nothing was queued.`;
  return { releasedRuns, queued, scrapingEnabled, message };
}
