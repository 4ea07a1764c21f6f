import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { competitors } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { TScrapeScheduler } from '../../monitoring/storefront-port';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';

/** A manual scrape of any user's competitor from the dashboard (docs/product-rules.md R63), recorded (R55). */
export async function adminScrapeCompetitor(opts: {
  db: TDb;
  scheduler: TScrapeScheduler;
  admin: TAdminActor;
  competitorId: string;
}): Promise<void> {
  const [row] = await opts.db.select().from(competitors).where(eq(competitors.id, opts.competitorId));
  if (!row) throw new AppError('not_found', 'Competitor not found');
  if (row.deactivatedAt || row.status === 'inactive') {
    throw new AppError('bad_request', 'This competitor is paused, so it is not scraped.');
  }
  await opts.scheduler.requestScrape(row.storeId, { manual: true });
  await recordAdminAction({
    db: opts.db,
    admin: opts.admin,
    action: 'competitor.scrape',
    targetType: 'competitor',
    targetId: row.id,
    after: { storeId: row.storeId, name: row.name },
  });
}
