import { randomBytes } from 'node:crypto';
import type { TExecutor } from '../db/client';
import { emailTracking } from '../db/schema';
import type { TEmail } from './mailer';
import { trackingLinks, type TTrackingLinks } from './tracking-links';

/**
 * Queues one email: the email_tracking row is the record the user sees in Email History and the send queue
 * (the email sender claims due rows, sends them and retries failures with backoff). Call it inside the
 * transaction that decides the email, so the decision and the email commit together, exactly once.
 * With an occasion, a second call for the same user, type and occasion queues nothing and returns null.
 */
export async function enqueueEmail(opts: {
  db: TExecutor;
  /** APP_URL and SESSION_SECRET: the links' base and the click-signing key. */
  appUrl: string;
  secret: string;
  userId: string | null;
  emailType: string;
  occasion?: string | null;
  /** Renders the email with its own tracking links (pixel, tracked clicks, unsubscribe). */
  render(links: TTrackingLinks): TEmail;
  /** When to send it first (default now). */
  sendAt?: Date;
}): Promise<{ id: string; token: string } | null> {
  const rows = await opts.db
    .insert(emailTracking)
    .values(trackingRow(opts, opts))
    .onConflictDoNothing()
    .returning({ id: emailTracking.id, token: emailTracking.token });
  return rows[0] ?? null;
}

export type TEmailToQueue = {
  userId: string | null;
  emailType: string;
  occasion?: string | null;
  render(links: TTrackingLinks): TEmail;
  sendAt?: Date;
};

/**
 * Queues many emails in one insert per batch (the lifecycle tick); each is once-only per occasion like
 * enqueueEmail. Returns the ids of the rows it queued (those already queued for their occasion are skipped).
 */
export async function enqueueEmails(opts: {
  db: TExecutor;
  appUrl: string;
  secret: string;
  emails: TEmailToQueue[];
  batchSize?: number;
}): Promise<string[]> {
  const ids: string[] = [];
  const size = opts.batchSize ?? 200;
  for (let i = 0; i < opts.emails.length; i += size) {
    const values = opts.emails.slice(i, i + size).map((item) => trackingRow(opts, item));
    const rows = await opts.db
      .insert(emailTracking)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: emailTracking.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** One email_tracking row: a fresh token names the email in its links and its fixed Message-ID. */
function trackingRow(site: { appUrl: string; secret: string }, item: TEmailToQueue) {
  const token = randomBytes(24).toString('base64url');
  const email = item.render(trackingLinks({ appUrl: site.appUrl, secret: site.secret, token }));
  return {
    userId: item.userId,
    emailType: item.emailType,
    occasion: item.occasion ?? null,
    toAddress: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers ?? {},
    token,
    messageId: `<${token}@rivalwatch>`,
    nextRetryAt: item.sendAt ?? new Date(),
  };
}
