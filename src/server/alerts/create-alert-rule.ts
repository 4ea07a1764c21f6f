import { eq, sql } from 'drizzle-orm';
import type { TAlertRule, ZAlertRuleInput } from '@shared/contracts/alerts';
import type { z } from 'zod';
import type { TExecutor } from '../db/client';
import { recordActivity } from '../account/record-activity';
import { alerts } from '../db/schema';
import { AppError } from '../lib/errors';
import { checkRuleScope, thresholdText } from './check-rule-scope';
import { addedByName, toAlertRule } from './list-alert-rules';

/** Enough for any real use; keeps one account from growing the fan-out without bound. */
export const MAX_ALERT_RULES = 100;

export async function createAlertRule(opts: {
  db: TExecutor;
  accountId: string;
  actorId?: string | null;
  input: z.infer<typeof ZAlertRuleInput>;
}): Promise<TAlertRule> {
  const { db, accountId, input } = opts;
  const rule = {
    type: input.type,
    competitorId: input.competitorId ?? null,
    productId: input.productId ?? null,
    threshold: thresholdText(input.threshold),
  };
  const productTitle = await checkRuleScope({ db, accountId, rule });
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(eq(alerts.accountId, accountId))) as [{ n: number }];
  if (Number(n) >= MAX_ALERT_RULES) {
    throw new AppError('bad_request', `You can have up to ${MAX_ALERT_RULES} alert rules.`);
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(alerts)
      .values({ ...rule, accountId, addedBy: opts.actorId, isActive: input.isActive ?? true })
      .returning();
    await recordActivity({
      db: tx,
      accountId,
      actorId: opts.actorId,
      action: 'alert.add',
      subjectType: 'alert',
      subjectId: created!.id,
      after: created,
    });
    return created!;
  });
  return toAlertRule(row, productTitle, await addedByName(db, row.addedBy));
}
