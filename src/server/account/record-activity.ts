import { snapshot } from '../admin/audit-log/record-admin-action';
import type { TExecutor } from '../db/client';
import { accountActivity } from '../db/schema';

/**
 * Records one change in an account (docs/product-rules.md R24): who, what, which record, before and after. Call it
 * with the executor of the change's own transaction, so both commit together or not at all.
 */
export async function recordActivity(opts: {
  db: TExecutor;
  accountId: string;
  actorId: string | null | undefined;
  action: string;
  subjectType: 'competitor' | 'alert' | 'member' | 'invitation' | 'channel' | 'plan';
  subjectId: string | number;
  before?: object | null;
  after?: object | null;
  now?: Date;
}): Promise<void> {
  await opts.db.insert(accountActivity).values({
    accountId: opts.accountId,
    actorId: opts.actorId ?? null,
    action: opts.action,
    subjectType: opts.subjectType,
    subjectId: String(opts.subjectId),
    before: snapshot(opts.before),
    after: snapshot(opts.after),
    at: opts.now ?? new Date(),
  });
}
