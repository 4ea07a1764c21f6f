import { and, isNotNull, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { statusSubscribers, users } from '../db/schema';
import { enqueueEmails } from '../email/enqueue-email';
import type { TEmail } from '../email/mailer';
import type { TTrackingLinks } from '../email/tracking-links';
import { eq } from 'drizzle-orm';
import { statusAdminAlertEmail } from '../email/templates/status-emails';

/** APP_URL and SESSION_SECRET: the links' base and the click-signing key of queued emails. */
export type TSite = { appUrl: string; secret: string };

export const statusPageUrl = (site: TSite) => `${site.appUrl.replace(/\/$/, '')}/status`;

/**
 * Queues one notice to every confirmed subscriber who has not unsubscribed (docs/product-rules.md R82), inside
 * the caller's transaction, so the step and its emails commit together. Returns how many were queued.
 */
export async function notifySubscribers(opts: {
  db: TExecutor;
  site: TSite;
  emailType: 'status_incident' | 'status_maintenance';
  render(to: string, links: TTrackingLinks): TEmail;
}): Promise<number> {
  const rows = await opts.db
    .select({ email: statusSubscribers.email })
    .from(statusSubscribers)
    .where(and(isNotNull(statusSubscribers.confirmedAt), isNull(statusSubscribers.unsubscribedAt)));
  const ids = await enqueueEmails({
    db: opts.db,
    appUrl: opts.site.appUrl,
    secret: opts.site.secret,
    emails: rows.map((r) => ({
      userId: null,
      emailType: opts.emailType,
      render: (links) => opts.render(r.email, links),
    })),
  });
  return ids.length;
}

/** Tells every admin that the probes opened an incident by themselves. */
export async function notifyAdmins(opts: { db: TExecutor; site: TSite; title: string; detail: string }) {
  const admins = await opts.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true));
  const adminUrl = `${opts.site.appUrl.replace(/\/$/, '')}/admin/incidents`;
  await enqueueEmails({
    db: opts.db,
    appUrl: opts.site.appUrl,
    secret: opts.site.secret,
    emails: admins.map((a) => ({
      userId: a.id,
      emailType: 'status_admin_alert',
      render: () => statusAdminAlertEmail({ to: a.email, title: opts.title, detail: opts.detail, adminUrl }),
    })),
  });
}
