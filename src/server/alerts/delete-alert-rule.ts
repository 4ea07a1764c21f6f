import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { recordActivity } from '../account/record-activity';
import { alerts } from '../db/schema';
import { AppError } from '../lib/errors';
import { isUuid } from './list-alert-rules';

/** Deletes one of the account's rules; its notifications stay in the feed (alert_id becomes null). */
export async function deleteAlertRule(opts: {
  db: TExecutor;
  accountId: string;
  actorId?: string | null;
  id: string;
}): Promise<void> {
  if (!isUuid(opts.id)) throw new AppError('not_found', 'Alert rule not found');
  await opts.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(alerts)
      .where(and(eq(alerts.id, opts.id), eq(alerts.accountId, opts.accountId)))
      .returning();
    if (!gone) throw new AppError('not_found', 'Alert rule not found');
    await recordActivity({
      db: tx,
      accountId: opts.accountId,
      actorId: opts.actorId,
      action: 'alert.delete',
      subjectType: 'alert',
      subjectId: gone.id,
      before: gone,
    });
  });
}
