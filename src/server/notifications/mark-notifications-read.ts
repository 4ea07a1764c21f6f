import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { notifications } from '../db/schema';

/** Marks every unread notification of the user as read; answers how many changed. */
export async function markNotificationsRead(opts: { db: TExecutor; userId: string }): Promise<number> {
  const rows = await opts.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, opts.userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
