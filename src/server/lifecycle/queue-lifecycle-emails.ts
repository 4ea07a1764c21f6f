import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { enqueueEmails, type TEmailToQueue } from '../email/enqueue-email';
import { readLifecycleSettings } from './lifecycle-settings';
import { LIFECYCLE_RULES, type TScheduledLifecycleEmail } from './lifecycle-rules';

/**
 * The lifecycle tick (every 15 minutes on the queue): queues every lifecycle email that is due, each at most
 * once per user and occasion, in a few set-based queries (one rule per email: lifecycle-rules.ts). Users who
 * turned lifecycle or email notifications off are skipped. The email sender sends what this queues. `now` is
 * the clock (tests move it).
 */
export async function queueLifecycleEmails(opts: {
  db: TDb;
  appUrl: string;
  secret: string;
  now?: Date;
}): Promise<Record<TScheduledLifecycleEmail, number>> {
  const { db, appUrl, secret } = opts;
  const now = opts.now ?? new Date();
  const settings = await readLifecycleSettings(db);
  const types = Object.keys(LIFECYCLE_RULES) as TScheduledLifecycleEmail[];
  const result = Object.fromEntries(types.map((type) => [type, 0])) as Record<
    TScheduledLifecycleEmail,
    number
  >;
  for (const type of types) {
    const rule = LIFECYCLE_RULES[type];
    const occasion = rule.occasion(now, settings);
    if (occasion === null) continue;
    const open = sql`u.lifecycle_emails AND u.email_notifications
      AND NOT EXISTS (SELECT 1 FROM email_tracking t
        WHERE t.user_id = u.id AND t.email_type = ${type} AND t.occasion = ${occasion})`;
    const ctx = { db, now, settings, open };
    const rows = await rule.recipients(ctx);
    if (rows.length === 0) continue;
    const render = await rule.template(ctx);
    const emails = rows.map((r): TEmailToQueue => ({
      userId: r.id,
      emailType: type,
      occasion,
      render: (links) => render(r, { to: r.email, name: r.name, appUrl }, links),
    }));
    result[type] = (await enqueueEmails({ db, appUrl, secret, emails })).length;
  }
  return result;
}
