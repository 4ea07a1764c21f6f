import { desc, eq } from 'drizzle-orm';
import type { TEmailHistoryItem } from '@shared/contracts/email';
import type { TExecutor } from '../db/client';
import { emailTracking } from '../db/schema';

export const EMAIL_HISTORY_LIMIT = 100;

/** The user's own emails, newest first (Email History on /settings/email). */
export async function listEmailHistory(opts: {
  db: TExecutor;
  userId: string;
}): Promise<TEmailHistoryItem[]> {
  const rows = await opts.db
    .select({
      id: emailTracking.id,
      emailType: emailTracking.emailType,
      subject: emailTracking.subject,
      sentAt: emailTracking.sentAt,
      createdAt: emailTracking.createdAt,
      status: emailTracking.status,
      opened: emailTracking.opened,
      clicked: emailTracking.clicked,
      attemptCount: emailTracking.attemptCount,
      failureReason: emailTracking.failureReason,
    })
    .from(emailTracking)
    .where(eq(emailTracking.userId, opts.userId))
    .orderBy(desc(emailTracking.createdAt), desc(emailTracking.id))
    .limit(EMAIL_HISTORY_LIMIT);
  return rows.map((r) => ({
    ...r,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
