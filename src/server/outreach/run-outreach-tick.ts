import { and, eq, sql } from 'drizzle-orm';
import type { TOutreachStep, TSequenceStopReason } from '@shared/contracts/outreach';
import type { TConfig } from '../config';
import type { TDb, TExecutor } from '../db/client';
import { countOf, rowsOf } from '../db/rows';
import { leads, outreachEmails, outreachSequences } from '../db/schema';
import { enqueueEmail } from '../email/enqueue-email';
import type { TMailer } from '../email/mailer';
import { sendDueEmails } from '../email/send-due-emails';
import type { TLogger } from '../lib/logger';
import { nextBusinessTime } from './business-hours';
import { ensureReport } from './competitive-report';
import { outreachEmailType, renderOutreachEmail } from './outreach-email';
import { readOutreachSettings } from './outreach-settings';
import { stopSequences } from './stop-sequence';

const DAY = 24 * 60 * 60_000;
/** More than this many bounces among the last BOUNCE_WINDOW outreach emails pauses sending (more than 5 %). */
export const BOUNCE_WINDOW = 100;
export const BOUNCE_PAUSE_ABOVE = 5;

export const postalAddressMissing =
  'Outreach email cannot be sent: set COMPANY_POSTAL_ADDRESS to the postal address every outreach email must carry.';

export type TOutreachTickResult = {
  sent: number;
  stopped: number;
  deferred: number;
  /** Why the tick sent nothing more: the postal address, the bounce pause or the daily cap; null otherwise. */
  halted: string | null;
};

/** Bounces among the last BOUNCE_WINDOW outreach emails, and how many that window holds. */
export async function recentBounces(db: TExecutor): Promise<{ bounced: number; sent: number }> {
  const [r] = rowsOf<{ bounced: number; sent: number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE bounced_at IS NOT NULL)::int AS bounced, count(*)::int AS sent
      FROM (SELECT bounced_at FROM outreach_emails ORDER BY queued_at DESC, id DESC LIMIT ${BOUNCE_WINDOW}) w`),
  );
  return { bounced: Number(r?.bounced ?? 0), sent: Number(r?.sent ?? 0) };
}

export function bouncePauseMessage(bounced: number, sent: number): string | null {
  return bounced > BOUNCE_PAUSE_ABOVE
    ? `Outreach sending is paused: ${bounced} of the last ${sent} outreach emails bounced (more than 5 %). Clean the list, then the pause lifts as new emails go out.`
    : null;
}

/** The UTC day of `now`: the daily cap counts the outreach emails queued since. */
export async function sentToday(db: TExecutor, now: Date): Promise<number> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return countOf(
    db,
    sql`SELECT count(*)::int AS n FROM outreach_emails WHERE queued_at >= ${dayStart.toISOString()}`,
  );
}

type TDue = {
  id: string;
  lead_id: string;
  next_step: TOutreachStep;
  email: string | null;
  store_name: string;
  website: string;
  category: string | null;
  country: string | null;
  status: string;
  unsubscribed: boolean;
  suppression: string | null;
  user_id: string | null;
  replied: boolean;
};

/** The stop rule that applies to the sequence now, if any (docs/product-rules.md R101). */
function stopReasonOf(due: TDue): TSequenceStopReason | null {
  if (due.suppression === 'hard_bounce') return 'bounced';
  if (due.suppression || due.unsubscribed) return 'unsubscribed';
  if (due.replied || due.status === 'responded') return 'replied';
  if (due.status === 'customer') return 'customer';
  if (due.user_id) return 'signed_up';
  return null;
}

/**
 * The outreach tick (docs/product-rules.md R98-R101), at the time of `now` (the shared clock): each due sequence is
 * taken with FOR UPDATE SKIP LOCKED in its own transaction, its stop rules are checked again, then its next email
 * is queued (unique per sequence and step), the lead and the sequence move on, and after commit the emails are
 * handed to the mail server. Emails 2 and 3 wait for the recipient's business hours; the daily cap and the bounce
 * pause end the run; without COMPANY_POSTAL_ADDRESS nothing is sent.
 */
export async function runOutreachTick(opts: {
  db: TDb;
  mailer: TMailer;
  log: TLogger;
  config: Pick<TConfig, 'COMPANY_POSTAL_ADDRESS' | 'APP_URL' | 'SESSION_SECRET'>;
  now: Date;
  /** Only these sequences (the start of a sequence sends email 1 at once). */
  sequenceIds?: string[];
  limit?: number;
}): Promise<TOutreachTickResult> {
  const { db, now, config } = opts;
  const result: TOutreachTickResult = { sent: 0, stopped: 0, deferred: 0, halted: null };
  const postalAddress = config.COMPANY_POSTAL_ADDRESS?.trim();
  if (!postalAddress) return { ...result, halted: postalAddressMissing };
  if (opts.sequenceIds && opts.sequenceIds.length === 0) return result;
  const settings = await readOutreachSettings(db);
  const only = opts.sequenceIds
    ? sql`AND s.id IN (${sql.join(
        opts.sequenceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const trackingIds: string[] = [];
  const limit = opts.limit ?? 500;
  // Sequences deferred in this run are not looked at again in it.
  const skip: string[] = [];

  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const notSkipped = skip.length
        ? sql`AND s.id NOT IN (${sql.join(
            skip.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``;
      const [due] = rowsOf<TDue>(
        await tx.execute(sql`
          SELECT s.id, s.lead_id, s.next_step, l.email, l.store_name, l.website, l.category, l.country, l.status,
            l.unsubscribed,
            (SELECT reason FROM outreach_suppressions x WHERE x.email = l.email) AS suppression,
            (SELECT u.id FROM users u WHERE lower(u.email) = l.email LIMIT 1) AS user_id,
            EXISTS (SELECT 1 FROM outreach_emails e WHERE e.sequence_id = s.id AND e.replied_at IS NOT NULL)
              AS replied
          FROM outreach_sequences s JOIN leads l ON l.id = s.lead_id
          WHERE s.status = 'active' AND s.next_send_at <= ${now.toISOString()} ${only} ${notSkipped}
          ORDER BY s.next_send_at, s.id
          LIMIT 1
          FOR UPDATE OF s SKIP LOCKED`),
      );
      if (!due) return 'done' as const;
      const stop = stopReasonOf(due);
      if (stop) {
        if (stop === 'signed_up')
          await tx
            .update(leads)
            .set({ convertedToUserId: due.user_id, convertedAt: now, updatedAt: now })
            .where(and(eq(leads.id, due.lead_id), sql`${leads.convertedToUserId} IS NULL`));
        await stopSequences({ db: tx, leadIds: [due.lead_id], reason: stop, now });
        return 'stopped' as const;
      }
      if (!due.email) {
        await stopSequences({ db: tx, leadIds: [due.lead_id], reason: 'stopped_by_admin', now });
        return 'stopped' as const;
      }
      const step = Number(due.next_step) as TOutreachStep;
      if (step > 1) {
        const at = nextBusinessTime(now, due.country);
        if (at.getTime() > now.getTime()) {
          await tx
            .update(outreachSequences)
            .set({ nextSendAt: at, updatedAt: now })
            .where(eq(outreachSequences.id, due.id));
          skip.push(due.id);
          return 'deferred' as const;
        }
      }
      // One counter for every worker: the cap is checked and the email counted under the same lock.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('outreach-daily-cap'))`);
      if ((await sentToday(tx, now)) >= settings.dailyCap)
        return `The daily outreach cap of ${settings.dailyCap} emails is reached; sending goes on tomorrow (UTC).`;
      const pause = await recentBounces(tx);
      const paused = bouncePauseMessage(pause.bounced, pause.sent);
      if (paused) return paused;

      const report = step === 2 ? await ensureReport({ db: tx, leadId: due.lead_id, now }) : null;
      const lead = {
        storeName: due.store_name,
        website: due.website,
        email: due.email,
        category: due.category,
      };
      const queued = await enqueueEmail({
        db: tx,
        appUrl: config.APP_URL,
        secret: config.SESSION_SECRET,
        userId: null,
        emailType: outreachEmailType(step),
        occasion: `${due.id}:${step}`,
        render: (links) =>
          renderOutreachEmail({ step, lead, report, links, appUrl: config.APP_URL, postalAddress }),
      });
      const [email] = await tx
        .insert(outreachEmails)
        .values({
          sequenceId: due.id,
          leadId: due.lead_id,
          step,
          emailTrackingId: queued?.id ?? null,
          recipientEmail: due.email,
          subject: renderOutreachEmail({
            step,
            lead,
            report,
            links: { token: '', openPixelUrl: '', unsubscribeUrl: '', track: (u) => u },
            appUrl: config.APP_URL,
            postalAddress,
          }).subject,
          queuedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: outreachEmails.id });
      // Another worker sent this step already (it cannot hold the row now, but the unique key decides).
      if (!email) throw new Error('outreach step already sent');
      if (queued) trackingIds.push(queued.id);
      const delay = step === 1 ? settings.email2DelayDays : settings.email3DelayDays;
      await tx
        .update(outreachSequences)
        .set(
          step === 3
            ? {
                currentStep: 3,
                status: 'completed',
                nextStep: null,
                nextSendAt: null,
                endedAt: now,
                updatedAt: now,
              }
            : {
                currentStep: step,
                nextStep: step + 1,
                nextSendAt: new Date(now.getTime() + delay * DAY),
                updatedAt: now,
              },
        )
        .where(eq(outreachSequences.id, due.id));
      await tx
        .update(leads)
        .set({
          ...(step === 1
            ? { email1SentAt: now }
            : step === 2
              ? { email2SentAt: now }
              : { email3SentAt: now }),
          lastEmailType: outreachEmailType(step),
          lastContactedAt: now,
          emailSequenceComplete: step === 3,
          status: sql`CASE WHEN ${leads.status} = 'new' THEN 'contacted' ELSE ${leads.status} END`,
          updatedAt: now,
        })
        .where(eq(leads.id, due.lead_id));
      return 'sent' as const;
    });
    if (outcome === 'done') break;
    if (outcome === 'sent') result.sent++;
    else if (outcome === 'stopped') result.stopped++;
    else if (outcome === 'deferred') result.deferred++;
    else {
      result.halted = outcome;
      break;
    }
  }
  if (trackingIds.length) {
    try {
      await sendDueEmails({
        db,
        mailer: opts.mailer,
        log: opts.log,
        ids: trackingIds,
        limit: trackingIds.length,
      });
    } catch (err) {
      opts.log.error({ err }, 'outreach emails queued; the email sender will send them');
    }
  }
  return result;
}
