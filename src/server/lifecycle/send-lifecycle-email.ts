import { eq, inArray, sql } from 'drizzle-orm';
import type { TLifecycleEmailType } from '@shared/contracts/email';
import { memberAccountIds } from '../account/member-accounts';
import { listPlans } from '../billing/list-plans';
import type { TDb } from '../db/client';
import { competitors, users } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { accountPlanState } from '../account/account-plan';
import { AppError } from '../lib/errors';
import { enqueueEmail } from '../email/enqueue-email';
import type { TEmail } from '../email/mailer';
import { sendEmailNow } from '../email/send-email-now';
import type { TTrackingLinks } from '../email/tracking-links';
import {
  activationNudgeEmail,
  educationDay5Email,
  firstCompetitorEmail,
  setupAlertsEmail,
  upgradeDay7Email,
  weekSummaryEmail,
  welcomeEmail,
  type TRecipient,
} from './lifecycle-templates';
import { readLifecycleSettings } from './lifecycle-settings';
import { selectWeekSummaries } from './week-summary-figures';

/** Renders one lifecycle email for one user with that user's own figures (the manual sends). */
async function rendererFor(opts: {
  db: TDb;
  type: TLifecycleEmailType;
  recipient: TRecipient;
  userId: string;
  plan: string;
  now: Date;
}): Promise<(links: TTrackingLinks) => TEmail> {
  const r = opts.recipient;
  switch (opts.type) {
    case 'welcome':
      return (links) => welcomeEmail(r, links);
    case 'first_competitor': {
      const [first] = await opts.db
        .select({ name: competitors.name })
        .from(competitors)
        .where(inArray(competitors.accountId, memberAccountIds(opts.db, opts.userId)))
        .orderBy(competitors.createdAt)
        .limit(1);
      if (!first)
        throw new AppError('bad_request', 'Add a competitor first: this email is about your first one.');
      return (links) => firstCompetitorEmail({ ...r, competitorName: first.name }, links);
    }
    case 'setup_alerts': {
      const { thresholdPercent } = await readLifecycleSettings(opts.db);
      return (links) => setupAlertsEmail({ ...r, thresholdPercent }, links);
    }
    case 'activation_nudge':
      return (links) => activationNudgeEmail(r, links);
    case 'education_day5':
      return (links) => educationDay5Email(r, links);
    case 'upgrade_cta_day7': {
      const plans = await listPlans(opts.db);
      return (links) => upgradeDay7Email({ ...r, currentPlan: opts.plan, plans }, links);
    }
    case 'week_summary': {
      const [mine] = await selectWeekSummaries({
        db: opts.db,
        now: opts.now,
        where: sql`u.id = ${opts.userId}`,
      });
      return (links) => weekSummaryEmail({ ...r, summary: mine!.summary }, links);
    }
  }
}

/**
 * A lifecycle email the user asked for (Email preferences): queued to the user's own address with no occasion
 * (it may repeat), sent at once, and kept queued for retries when the send fails. It goes out even when the
 * user turned lifecycle emails off (they asked for it) and still carries the unsubscribe link.
 */
export async function sendLifecycleEmail(opts: {
  db: TDb;
  mailer: Parameters<typeof sendEmailNow>[0]['mailer'];
  log: TLogger;
  appUrl: string;
  secret: string;
  userId: string;
  type: TLifecycleEmailType;
  now?: Date;
}): Promise<{ id: string; sent: boolean; failureReason: string | null }> {
  const [user] = await opts.db.select().from(users).where(eq(users.id, opts.userId));
  if (!user) throw new AppError('not_found', 'This account no longer exists.');
  const render = await rendererFor({
    db: opts.db,
    type: opts.type,
    recipient: { to: user.email, name: user.firstName || user.username, appUrl: opts.appUrl },
    userId: user.id,
    plan: (await accountPlanState({ db: opts.db, accountId: user.id })).subscriptionPlan,
    now: opts.now ?? new Date(),
  });
  const queued = await enqueueEmail({
    db: opts.db,
    appUrl: opts.appUrl,
    secret: opts.secret,
    userId: user.id,
    emailType: opts.type,
    occasion: null,
    render,
  });
  // With no occasion there is no conflict to skip the insert.
  const id = queued!.id;
  return { id, ...(await sendEmailNow({ db: opts.db, mailer: opts.mailer, log: opts.log, id })) };
}
