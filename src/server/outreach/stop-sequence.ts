import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { TSequenceStopReason } from '@shared/contracts/outreach';
import type { TExecutor } from '../db/client';
import {
  emailTracking,
  leads,
  outreachEmails,
  outreachSequences,
  outreachSuppressions,
  type TSuppressionReason,
} from '../db/schema';

/**
 * Ends the active sequences of the given leads with a reason, and cancels their outreach emails still waiting in
 * the send queue (failed with the reason), so nothing more goes to them (docs/product-rules.md R101).
 */
export async function stopSequences(opts: {
  db: TExecutor;
  leadIds: string[];
  reason: TSequenceStopReason;
  now: Date;
}): Promise<number> {
  if (opts.leadIds.length === 0) return 0;
  const stopped = await opts.db
    .update(outreachSequences)
    .set({
      status: 'stopped',
      stopReason: opts.reason,
      nextStep: null,
      nextSendAt: null,
      endedAt: opts.now,
      updatedAt: opts.now,
    })
    .where(and(inArray(outreachSequences.leadId, opts.leadIds), eq(outreachSequences.status, 'active')))
    .returning({ id: outreachSequences.id });
  await opts.db
    .update(emailTracking)
    .set({ status: 'failed', failureReason: `Outreach stopped: ${opts.reason}`, nextRetryAt: null })
    .where(
      and(
        eq(emailTracking.status, 'queued'),
        like(emailTracking.emailType, 'outreach_%'),
        inArray(
          emailTracking.id,
          opts.db
            .select({ id: sql<string>`${outreachEmails.emailTrackingId}` })
            .from(outreachEmails)
            .where(inArray(outreachEmails.leadId, opts.leadIds)),
        ),
      ),
    );
  return stopped.length;
}

/**
 * Puts an address on the suppression list for good (no import removes it) and stops every sequence of a lead with
 * that address; an unsubscribe also marks those leads unsubscribed. Idempotent.
 */
export async function suppressAddress(opts: {
  db: TExecutor;
  email: string;
  reason: TSuppressionReason;
  leadId?: string | null;
  now: Date;
}): Promise<string[]> {
  const email = opts.email.trim().toLowerCase();
  await opts.db
    .insert(outreachSuppressions)
    .values({ email, reason: opts.reason, leadId: opts.leadId ?? null, createdAt: opts.now })
    .onConflictDoNothing();
  const leadRows = await opts.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
  const leadIds = leadRows.map((l) => l.id);
  if (opts.leadId && !leadIds.includes(opts.leadId)) leadIds.push(opts.leadId);
  if (opts.reason !== 'hard_bounce' && leadIds.length)
    await opts.db
      .update(leads)
      .set({
        unsubscribed: true,
        unsubscribedAt: sql`coalesce(${leads.unsubscribedAt}, ${opts.now.toISOString()}::timestamptz)`,
        updatedAt: opts.now,
      })
      .where(inArray(leads.id, leadIds));
  await stopSequences({
    db: opts.db,
    leadIds,
    reason: opts.reason === 'hard_bounce' ? 'bounced' : 'unsubscribed',
    now: opts.now,
  });
  return leadIds;
}
