import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { emailTracking } from '../db/schema';
import type { TLogger } from '../lib/logger';
import type { TMailer } from './mailer';
import { sendDueEmails } from './send-due-emails';

/**
 * Tries a queued email at once, for a user who waits for it (password reset, welcome, manual sends). A failure
 * leaves it queued with its reason for the email sender to retry with backoff; it never throws for a failed send.
 */
export async function sendEmailNow(opts: {
  db: TDb;
  mailer: TMailer;
  log: TLogger;
  id: string;
}): Promise<{ sent: boolean; failureReason: string | null }> {
  try {
    await sendDueEmails({ db: opts.db, mailer: opts.mailer, log: opts.log, ids: [opts.id] });
  } catch (err) {
    opts.log.error({ err, emailId: opts.id }, 'could not try the email at once; the email sender will');
  }
  const [row] = await opts.db
    .select({ status: emailTracking.status, failureReason: emailTracking.failureReason })
    .from(emailTracking)
    .where(eq(emailTracking.id, opts.id));
  return { sent: row?.status === 'sent', failureReason: row?.failureReason ?? null };
}
