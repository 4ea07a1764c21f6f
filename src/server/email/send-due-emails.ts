import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TEmailTrackingRow } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { emailsSent } from '../metrics/metrics';
import type { TMailer } from './mailer';

/** Tries per email before it is shown as failed with its reason. */
export const EMAIL_MAX_ATTEMPTS = 5;
/** How long a sender may hold an email before another sender takes it over (it must have died). */
export const EMAIL_CLAIM_MS = 2 * 60_000;

/** Backoff after the n-th failed try: 1, 2, 4, 8 minutes ... at most 6 hours. */
export function emailRetryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60_000);
}

type TClaimed = Pick<
  TEmailTrackingRow,
  'id' | 'emailType' | 'toAddress' | 'subject' | 'text' | 'html' | 'headers' | 'messageId' | 'attemptCount'
>;

/**
 * Sends the emails that are due: queued ones whose time has come, and ones a dead sender left claimed.
 * Claiming is one statement with SKIP LOCKED, so any number of processes share the queue and none sends an
 * email another holds. A failure waits with backoff; after the last try the email is marked failed with the
 * reason. `ids` limits the run to given emails (a send the user is waiting for).
 */
export async function sendDueEmails(opts: {
  db: TDb;
  mailer: TMailer;
  log: TLogger;
  ids?: string[];
  now?: Date;
  limit?: number;
}): Promise<{ sent: number; retrying: number; failed: number }> {
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const claimUntil = new Date(now.getTime() + EMAIL_CLAIM_MS).toISOString();
  const only = opts.ids
    ? sql`AND id IN (${sql.join(
        opts.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  if (opts.ids && opts.ids.length === 0) return { sent: 0, retrying: 0, failed: 0 };
  const claimed = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      UPDATE email_tracking SET status = 'sending', claimed_until = ${claimUntil},
        attempt_count = attempt_count + 1, last_attempt_at = ${nowIso}
      WHERE id IN (
        SELECT id FROM email_tracking
        WHERE ((status = 'queued' AND next_retry_at <= ${nowIso})
          OR (status = 'sending' AND claimed_until < ${nowIso})) ${only}
        ORDER BY next_retry_at LIMIT ${opts.limit ?? 100}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, email_type, to_address, subject, text, html, headers, message_id, attempt_count`),
  ).map((r): TClaimed => ({
    id: r.id as string,
    emailType: r.email_type as string,
    toAddress: r.to_address as string,
    subject: r.subject as string,
    text: r.text as string,
    html: r.html as string,
    headers: (r.headers ?? {}) as Record<string, string>,
    messageId: r.message_id as string,
    attemptCount: Number(r.attempt_count),
  }));

  const result = { sent: 0, retrying: 0, failed: 0 };
  for (const email of claimed) {
    try {
      await opts.mailer.send({
        kind: email.emailType,
        to: email.toAddress,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        messageId: email.messageId,
      });
      await opts.db.execute(sql`
        UPDATE email_tracking SET status = 'sent', sent_at = ${new Date().toISOString()}, claimed_until = NULL,
          next_retry_at = NULL, failure_reason = NULL
        WHERE id = ${email.id}`);
      result.sent++;
      emailsSent.inc({ result: 'sent' });
    } catch (err) {
      const reason = (err as Error).message.slice(0, 1000) || 'Unknown error';
      const last = email.attemptCount >= EMAIL_MAX_ATTEMPTS;
      const retryAt = new Date(now.getTime() + emailRetryDelayMs(email.attemptCount)).toISOString();
      await opts.db.execute(sql`
        UPDATE email_tracking SET status = ${last ? 'failed' : 'queued'}, claimed_until = NULL,
          next_retry_at = ${last ? null : retryAt}, failure_reason = ${reason}
        WHERE id = ${email.id}`);
      opts.log.warn(
        { emailId: email.id, kind: email.emailType, attempt: email.attemptCount, err: reason },
        last ? 'email failed for good' : 'email send failed; will retry',
      );
      if (last) result.failed++;
      else result.retrying++;
      emailsSent.inc({ result: last ? 'failed' : 'retry' });
    }
  }
  return result;
}
