import { sql, type SQL } from 'drizzle-orm';
import type { TLifecycleEmailType } from '@shared/contracts/email';
import { listPlans } from '../billing/list-plans';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { enqueueEmails, type TEmailToQueue } from '../email/enqueue-email';
import type { TTrackingLinks } from '../email/tracking-links';
import type { TEmail } from '../email/mailer';
import {
  activationNudgeEmail,
  educationDay5Email,
  firstCompetitorEmail,
  setupAlertsEmail,
  upgradeDay7Email,
  weekSummaryEmail,
  type TRecipient,
} from './lifecycle-templates';
import { isoWeek, readLifecycleSettings, utcDay } from './lifecycle-settings';
import { selectWeekSummaries, type TWeekSummary } from './week-summary-figures';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Activation nudges go on Tuesdays and Fridays (UTC). */
export const NUDGE_DAYS = [2, 5];

type TDueRow = { id: string; email: string; name: string } & Record<string, unknown>;

/**
 * The lifecycle tick (every 15 minutes on the queue): queues every lifecycle email that is due, each at most
 * once per user and occasion, in a few set-based queries. Users who turned lifecycle or email notifications
 * off are skipped. The email sender sends what this queues. `now` is the clock (tests move it).
 */
export async function queueLifecycleEmails(opts: {
  db: TDb;
  appUrl: string;
  secret: string;
  now?: Date;
}): Promise<Record<Exclude<TLifecycleEmailType, 'welcome'>, number>> {
  const { db } = opts;
  const now = opts.now ?? new Date();
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const settings = await readLifecycleSettings(db);
  const afterHour = now.getUTCHours() >= settings.weeklyHour;

  /** Users who may get this type for this occasion and have not yet. */
  const open = (
    type: TLifecycleEmailType,
    occasion: string,
  ) => sql`u.lifecycle_emails AND u.email_notifications
    AND NOT EXISTS (SELECT 1 FROM email_tracking t
      WHERE t.user_id = u.id AND t.email_type = ${type} AND t.occasion = ${occasion})`;
  const due = async (query: SQL) => rowsOf<TDueRow>(await db.execute(query));
  const base = sql`u.id, u.email, coalesce(nullif(u.first_name, ''), u.username) AS name`;
  const firstCompetitor = sql`JOIN LATERAL (SELECT c.name, c.created_at FROM competitors c WHERE c.user_id = u.id
    ORDER BY c.created_at, c.id LIMIT 1) fc ON true`;

  const recipient = (r: TDueRow): TRecipient => ({ to: r.email, name: r.name, appUrl: opts.appUrl });
  const queue = async (
    type: TLifecycleEmailType,
    occasion: string,
    rows: TDueRow[],
    render: (r: TDueRow, links: TTrackingLinks) => TEmail,
  ) => {
    const emails: TEmailToQueue[] = rows.map((r) => ({
      userId: r.id,
      emailType: type,
      occasion,
      render: (links) => render(r, links),
    }));
    return (await enqueueEmails({ db, appUrl: opts.appUrl, secret: opts.secret, emails })).length;
  };

  const result = {
    first_competitor: 0,
    setup_alerts: 0,
    activation_nudge: 0,
    education_day5: 0,
    upgrade_cta_day7: 0,
    week_summary: 0,
  };

  result.first_competitor = await queue(
    'first_competitor',
    'once',
    await due(sql`SELECT ${base}, fc.name AS competitor_name FROM users u ${firstCompetitor}
      WHERE ${open('first_competitor', 'once')} AND fc.created_at > ${at(2 * DAY)} AND fc.created_at <= ${at(0)}`),
    (r, links) =>
      firstCompetitorEmail({ ...recipient(r), competitorName: r.competitor_name as string }, links),
  );

  result.setup_alerts = await queue(
    'setup_alerts',
    'once',
    await due(sql`SELECT ${base} FROM users u ${firstCompetitor}
      WHERE ${open('setup_alerts', 'once')} AND fc.created_at <= ${at(DAY)}
        -- A guide for new accounts: users who started tracking long ago are not sent it out of the blue.
        AND fc.created_at > ${at(14 * DAY)}
        AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = u.id)`),
    (r, links) => setupAlertsEmail({ ...recipient(r), thresholdPercent: settings.thresholdPercent }, links),
  );

  if (NUDGE_DAYS.includes(now.getUTCDay()) && afterHour) {
    const day = utcDay(now);
    // A day's grace after sign-up: the welcome email has only just asked for the same thing.
    result.activation_nudge = await queue(
      'activation_nudge',
      day,
      await due(sql`SELECT ${base} FROM users u WHERE ${open('activation_nudge', day)}
        AND u.created_at <= ${at(DAY)}
        AND NOT EXISTS (SELECT 1 FROM competitors c WHERE c.user_id = u.id)`),
      (r, links) => activationNudgeEmail(recipient(r), links),
    );
  }

  result.education_day5 = await queue(
    'education_day5',
    'once',
    await due(sql`SELECT ${base} FROM users u WHERE ${open('education_day5', 'once')}
      AND u.created_at <= ${at(5 * DAY)} AND u.created_at > ${at(10 * DAY)}`),
    (r, links) => educationDay5Email(recipient(r), links),
  );

  const upgradeDue = await due(sql`SELECT ${base}, u.subscription_plan FROM users u
    WHERE ${open('upgrade_cta_day7', 'once')} AND u.subscription_plan <> 'pro'
      AND u.created_at <= ${at(7 * DAY)} AND u.created_at > ${at(14 * DAY)}`);
  if (upgradeDue.length) {
    const plans = await listPlans(db);
    result.upgrade_cta_day7 = await queue('upgrade_cta_day7', 'once', upgradeDue, (r, links) =>
      upgradeDay7Email({ ...recipient(r), currentPlan: r.subscription_plan as string, plans }, links),
    );
  }

  if (now.getUTCDay() === settings.weeklyDay && afterHour) {
    const week = isoWeek(now);
    const summaries = await selectWeekSummaries({
      db,
      now,
      where: open('week_summary', week),
      withCompetitorsOnly: true,
    });
    result.week_summary = await queue(
      'week_summary',
      week,
      summaries.map((s) => ({ id: s.userId, email: s.email, name: s.name, summary: s.summary })),
      (r, links) => weekSummaryEmail({ ...recipient(r), summary: r.summary as TWeekSummary }, links),
    );
  }
  return result;
}
