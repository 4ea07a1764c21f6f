import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { emailTracking, statusSubscribers, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { emailTypesOf, unsubscribeCategoryOf, type TUnsubscribeCategory } from './email-categories';

/** A status subscriber has no account: the address names them. */
export type TUnsubscribeTarget = { userId: string | null; toAddress: string; category: TUnsubscribeCategory };

/** What the unsubscribe link of an email turns off; 404 for an unknown token or an email without one. */
export async function findUnsubscribeTarget(opts: { db: TDb; token: string }): Promise<TUnsubscribeTarget> {
  const [row] = await opts.db
    .select({
      userId: emailTracking.userId,
      toAddress: emailTracking.toAddress,
      emailType: emailTracking.emailType,
    })
    .from(emailTracking)
    .where(eq(emailTracking.token, opts.token));
  const category = row ? unsubscribeCategoryOf(row.emailType) : null;
  if (!row || !category || (!row.userId && category !== 'status'))
    throw new AppError(
      'not_found',
      'This unsubscribe link is not valid. It may belong to a deleted account.',
    );
  return { userId: row.userId, toAddress: row.toAddress, category };
}

/**
 * Turns the category off for the user at once: the flag, and every email of the category still waiting to
 * be sent is cancelled (failed, "Unsubscribed"). Idempotent.
 */
export async function unsubscribeEmail(opts: { db: TDb; token: string }): Promise<TUnsubscribeTarget> {
  const target = await findUnsubscribeTarget(opts);
  await opts.db.transaction(async (tx) => {
    if (target.userId === null) {
      await tx
        .update(statusSubscribers)
        .set({ unsubscribedAt: new Date() })
        .where(and(eq(statusSubscribers.email, target.toAddress), isNull(statusSubscribers.unsubscribedAt)));
      await tx
        .update(emailTracking)
        .set({ status: 'failed', failureReason: 'Unsubscribed', nextRetryAt: null })
        .where(
          and(
            eq(emailTracking.toAddress, target.toAddress),
            eq(emailTracking.status, 'queued'),
            inArray(emailTracking.emailType, [...emailTypesOf(target.category)]),
          ),
        );
      return;
    }
    await tx
      .update(users)
      .set(
        target.category === 'lifecycle'
          ? { lifecycleEmails: false, updatedAt: new Date() }
          : { emailNotifications: false, updatedAt: new Date() },
      )
      .where(eq(users.id, target.userId));
    await tx
      .update(emailTracking)
      .set({ status: 'failed', failureReason: 'Unsubscribed', nextRetryAt: null })
      .where(
        and(
          eq(emailTracking.userId, target.userId),
          eq(emailTracking.status, 'queued'),
          inArray(emailTracking.emailType, [...emailTypesOf(target.category)]),
        ),
      );
  });
  return target;
}
