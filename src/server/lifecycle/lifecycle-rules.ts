import { sql, type SQL } from 'drizzle-orm';
import type { TLifecycleEmailType } from '@shared/contracts/email';
import { listPlans } from '../billing/list-plans';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TEmail } from '../email/mailer';
import type { TTrackingLinks } from '../email/tracking-links';
import { isoWeek, utcDay, type TLifecycleSettings } from './lifecycle-settings';
import {
  activationNudgeEmail,
  educationDay5Email,
  firstCompetitorEmail,
  setupAlertsEmail,
  upgradeDay7Email,
  weekSummaryEmail,
  type TRecipient,
} from './lifecycle-templates';
import { selectWeekSummaries, type TWeekSummary } from './week-summary-figures';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Activation nudges go on Tuesdays and Fridays (UTC). */
export const NUDGE_DAYS = [2, 5];

/** The lifecycle emails the tick queues (the welcome email goes at sign-up). */
export type TScheduledLifecycleEmail = Exclude<TLifecycleEmailType, 'welcome'>;

/** A user the email is due to, with what its template needs. */
export type TDueRow = { id: string; email: string; name: string } & Record<string, unknown>;

export type TRuleContext = {
  db: TExecutor;
  now: Date;
  settings: TLifecycleSettings;
  /** Users who may get this email for this occasion and have not yet: a condition on `users u`. */
  open: SQL;
};

export type TRender = (row: TDueRow, to: TRecipient, links: TTrackingLinks) => TEmail;

export type TLifecycleRule = {
  /** When it is due: the occasion it is for at `now` (sent once per user and occasion), or null when not now. */
  occasion: (now: Date, settings: TLifecycleSettings) => string | null;
  /** Who gets it. */
  recipients: (ctx: TRuleContext) => Promise<TDueRow[]>;
  /** Its template; asked once per tick, and only when someone is due. */
  template: (ctx: TRuleContext) => TRender | Promise<TRender>;
};

const once = () => 'once';
const afterWeeklyHour = (now: Date, settings: TLifecycleSettings) => now.getUTCHours() >= settings.weeklyHour;
/** `now` minus `ms`, as SQL compares it. */
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
const due = async (db: TExecutor, query: SQL) => rowsOf<TDueRow>(await db.execute(query));
const base = sql`u.id, u.email, coalesce(nullif(u.first_name, ''), u.username) AS name`;
/** The accounts the person `u` belongs to: their onboarding follows what is tracked there. */
const theirAccounts = sql`(SELECT m.account_id FROM account_members m WHERE m.user_id = u.id)`;
const firstCompetitor = sql`JOIN LATERAL (SELECT c.name, c.created_at FROM competitors c
  WHERE c.account_id IN ${theirAccounts} ORDER BY c.created_at, c.id LIMIT 1) fc ON true`;

/** One rule per lifecycle email (the type checker wants each), in the order the tick queues them. */
export const LIFECYCLE_RULES: Readonly<Record<TScheduledLifecycleEmail, TLifecycleRule>> = {
  first_competitor: {
    occasion: once,
    recipients: ({ db, now, open }) =>
      due(
        db,
        sql`SELECT ${base}, fc.name AS competitor_name FROM users u ${firstCompetitor}
          WHERE ${open} AND fc.created_at > ${ago(now, 2 * DAY)} AND fc.created_at <= ${ago(now, 0)}`,
      ),
    template: () => (r, to, links) =>
      firstCompetitorEmail({ ...to, competitorName: r.competitor_name as string }, links),
  },
  setup_alerts: {
    occasion: once,
    recipients: ({ db, now, open }) =>
      due(
        db,
        sql`SELECT ${base} FROM users u ${firstCompetitor}
          WHERE ${open} AND fc.created_at <= ${ago(now, DAY)}
            -- A guide for new accounts: users who started tracking long ago are not sent it out of the blue.
            AND fc.created_at > ${ago(now, 14 * DAY)}
            AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.account_id IN ${theirAccounts})`,
      ),
    template:
      ({ settings }) =>
      (_r, to, links) =>
        setupAlertsEmail({ ...to, thresholdPercent: settings.thresholdPercent }, links),
  },
  activation_nudge: {
    occasion: (now, settings) =>
      NUDGE_DAYS.includes(now.getUTCDay()) && afterWeeklyHour(now, settings) ? utcDay(now) : null,
    // A day's grace after sign-up: the welcome email has only just asked for the same thing.
    recipients: ({ db, now, open }) =>
      due(
        db,
        sql`SELECT ${base} FROM users u WHERE ${open}
          AND u.created_at <= ${ago(now, DAY)}
          AND NOT EXISTS (SELECT 1 FROM competitors c WHERE c.account_id IN ${theirAccounts})`,
      ),
    template: () => (_r, to, links) => activationNudgeEmail(to, links),
  },
  education_day5: {
    occasion: once,
    recipients: ({ db, now, open }) =>
      due(
        db,
        sql`SELECT ${base} FROM users u WHERE ${open}
          AND u.created_at <= ${ago(now, 5 * DAY)} AND u.created_at > ${ago(now, 10 * DAY)}`,
      ),
    template: () => (_r, to, links) => educationDay5Email(to, links),
  },
  upgrade_cta_day7: {
    occasion: once,
    recipients: ({ db, now, open }) =>
      due(
        db,
        sql`SELECT ${base}, coalesce(oa.subscription_plan, 'free') AS subscription_plan
          FROM users u LEFT JOIN accounts oa ON oa.id = u.id
          WHERE ${open} AND coalesce(oa.subscription_plan, 'free') <> 'pro'
            AND u.created_at <= ${ago(now, 7 * DAY)} AND u.created_at > ${ago(now, 14 * DAY)}`,
      ),
    template: async ({ db }) => {
      const plans = await listPlans(db);
      return (r, to, links) =>
        upgradeDay7Email({ ...to, currentPlan: r.subscription_plan as string, plans }, links);
    },
  },
  week_summary: {
    occasion: (now, settings) =>
      now.getUTCDay() === settings.weeklyDay && afterWeeklyHour(now, settings) ? isoWeek(now) : null,
    recipients: async ({ db, now, open }) =>
      (await selectWeekSummaries({ db, now, where: open, withCompetitorsOnly: true })).map((s) => ({
        id: s.userId,
        email: s.email,
        name: s.name,
        summary: s.summary,
      })),
    template: () => (r, to, links) => weekSummaryEmail({ ...to, summary: r.summary as TWeekSummary }, links),
  },
};
