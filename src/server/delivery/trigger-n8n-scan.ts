import { eq } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { competitors, stores } from '../db/schema';
import { AppError } from '../lib/errors';
import type { TLogger } from '../lib/logger';
import type { TMailer } from '../email/mailer';
import type { TScrapeScheduler } from '../monitoring/storefront-port';
import { recordN8nEvent } from './record-n8n-event';
import { sendDueDeliveries } from './send-due-deliveries';

export const N8N_NOT_CONFIGURED =
  'Workflow automation is not configured: set the N8N_WEBHOOK_URL environment variable.';
export const N8N_TRIGGERED = 'N8N workflow has been triggered successfully';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/n8n/trigger-scan: queues a real scrape of the competitor's store (as a manual refresh does) and
 * sends a scan_requested event to n8n at once (a failed send stays queued and is retried).
 */
export async function triggerN8nScan(opts: {
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  log: TLogger;
  scheduler: TScrapeScheduler;
  competitorId: string;
  requestedBy: string;
}): Promise<{ success: true; message: string }> {
  if (!opts.config.N8N_WEBHOOK_URL) throw new AppError('bad_request', N8N_NOT_CONFIGURED);
  const [row] = UUID.test(opts.competitorId)
    ? await opts.db
        .select({ c: competitors, s: stores })
        .from(competitors)
        .innerJoin(stores, eq(stores.id, competitors.storeId))
        .where(eq(competitors.id, opts.competitorId))
    : [];
  if (!row) throw new AppError('not_found', 'Competitor not found');
  if (row.c.deactivatedAt || row.c.status === 'inactive') {
    throw new AppError('bad_request', 'This competitor is paused. Reactivate it to refresh its data.');
  }
  await opts.scheduler.requestScrape(row.c.storeId, { manual: true });
  const id = await recordN8nEvent({
    db: opts.db,
    type: 'scan_requested',
    data: {
      competitor: { id: row.c.id, name: row.c.name, url: row.c.url, domain: row.c.domain },
      store: { id: row.s.id, name: row.s.name, url: row.s.url, domain: row.s.myshopifyDomain },
      requestedBy: opts.requestedBy,
    },
  });
  await sendDueDeliveries({ ...opts, ids: [id] });
  return { success: true, message: N8N_TRIGGERED };
}
