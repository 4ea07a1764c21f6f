import { eq } from 'drizzle-orm';
import type { TAlertRule, ZAlertRulePatch } from '@shared/contracts/alerts';
import type { z } from 'zod';
import type { TExecutor } from '../db/client';
import { recordActivity } from '../account/record-activity';
import { alerts } from '../db/schema';
import { checkRuleScope, thresholdText, type TRuleShape } from './check-rule-scope';
import { THRESHOLD_TYPES, addedByName, getOwnAlertRule, toAlertRule } from './list-alert-rules';

/** Edits a rule, or pauses and resumes it through isActive. Fields left out keep their value. */
export async function updateAlertRule(opts: {
  db: TExecutor;
  accountId: string;
  actorId?: string | null;
  id: string;
  patch: z.infer<typeof ZAlertRulePatch>;
}): Promise<TAlertRule> {
  const { db, accountId, patch } = opts;
  const current = await getOwnAlertRule({ db, accountId, id: opts.id });
  const type = patch.type ?? current.type;
  const rule: TRuleShape = {
    type,
    competitorId: patch.competitorId === undefined ? current.competitorId : patch.competitorId,
    productId: patch.productId === undefined ? current.productId : patch.productId,
    threshold:
      patch.threshold !== undefined
        ? thresholdText(patch.threshold)
        : // Switching to a type without a threshold drops the old one rather than failing.
          THRESHOLD_TYPES.includes(type)
          ? current.threshold
          : null,
  };
  const productTitle = await checkRuleScope({ db, accountId, rule });
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(alerts)
      .set({ ...rule, isActive: patch.isActive ?? current.isActive })
      .where(eq(alerts.id, current.id))
      .returning();
    await recordActivity({
      db: tx,
      accountId,
      actorId: opts.actorId,
      action: 'alert.update',
      subjectType: 'alert',
      subjectId: current.id,
      before: current,
      after: updated,
    });
    return updated!;
  });
  return toAlertRule(row, productTitle, await addedByName(db, row.addedBy));
}
