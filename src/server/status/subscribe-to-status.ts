import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { statusSubscribers } from '../db/schema';
import { enqueueEmail } from '../email/enqueue-email';
import { statusConfirmEmail } from '../email/templates/status-emails';
import { AppError } from '../lib/errors';
import type { TSite } from './notify-subscribers';

const newToken = () => randomBytes(24).toString('base64url');

export const confirmUrl = (site: TSite, token: string) =>
  `${site.appUrl.replace(/\/$/, '')}/api/status/subscribe/confirm/${token}`;

/**
 * Double opt-in (docs/product-rules.md R82): a new or lapsed address gets a confirmation email and nothing else
 * until it confirms; an address already confirmed gets nothing. The caller answers the same in every case, so
 * the answer does not tell whether an address is subscribed. Answers the id of the queued confirmation, if any.
 */
export async function subscribeToStatus(opts: {
  db: TDb;
  site: TSite;
  email: string;
  now: Date;
}): Promise<string | null> {
  const email = opts.email.trim().toLowerCase();
  return opts.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(statusSubscribers)
      .where(eq(statusSubscribers.email, email))
      .for('update');
    if (existing?.confirmedAt && !existing.unsubscribedAt) return null;
    const confirmToken = newToken();
    if (existing) {
      await tx
        .update(statusSubscribers)
        .set({ confirmToken, confirmedAt: null, unsubscribedAt: null })
        .where(eq(statusSubscribers.id, existing.id));
    } else {
      await tx.insert(statusSubscribers).values({ email, confirmToken, createdAt: opts.now });
    }
    const queued = await enqueueEmail({
      db: tx,
      appUrl: opts.site.appUrl,
      secret: opts.site.secret,
      userId: null,
      emailType: 'status_confirm',
      render: () => statusConfirmEmail({ to: email, confirmUrl: confirmUrl(opts.site, confirmToken) }),
    });
    return queued?.id ?? null;
  });
}

/** The address a confirm link names, if it is still waiting for confirmation. */
export async function findPendingSubscriber(opts: { db: TDb; token: string }): Promise<{ email: string }> {
  const [row] = await opts.db
    .select({ email: statusSubscribers.email, confirmedAt: statusSubscribers.confirmedAt })
    .from(statusSubscribers)
    .where(and(eq(statusSubscribers.confirmToken, opts.token), isNull(statusSubscribers.unsubscribedAt)));
  if (!row)
    throw new AppError(
      'not_found',
      'This confirmation link is not valid. Subscribe again on the status page.',
    );
  return { email: row.email };
}

/** Confirms the subscription the link names; confirming twice is fine. */
export async function confirmSubscriber(opts: {
  db: TDb;
  token: string;
  now: Date;
}): Promise<{ email: string }> {
  const found = await findPendingSubscriber(opts);
  await opts.db
    .update(statusSubscribers)
    .set({ confirmedAt: opts.now })
    .where(and(eq(statusSubscribers.confirmToken, opts.token), isNull(statusSubscribers.confirmedAt)));
  return found;
}
