import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { alerts } from '../db/schema';
import { AppError } from '../lib/errors';
import { isUuid } from './list-alert-rules';

/** Deletes one of the user's rules; its notifications stay in the feed (alert_id becomes null). */
export async function deleteAlertRule(opts: { db: TExecutor; accountId: string; id: string }): Promise<void> {
  const gone = isUuid(opts.id)
    ? await opts.db
        .delete(alerts)
        .where(and(eq(alerts.id, opts.id), eq(alerts.accountId, opts.accountId)))
        .returning({ id: alerts.id })
    : [];
  if (!gone.length) throw new AppError('not_found', 'Alert rule not found');
}
