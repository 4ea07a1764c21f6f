import { eq, sql } from 'drizzle-orm';
import {
  SEQUENCE_SKIP_TEXT,
  type TSequenceSkip,
  type TSequenceSkipReason,
  type TSequenceState,
  type TStartSequencesResult,
} from '@shared/contracts/outreach';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { outreachSequences, type TOutreachSequenceRow } from '../db/schema';
import type { TMailer } from '../email/mailer';
import { AppError } from '../lib/errors';
import type { TLogger } from '../lib/logger';
import { postalAddressMissing, runOutreachTick } from './run-outreach-tick';
import { stopSequences } from './stop-sequence';

type TOutreachDeps = {
  db: TDb;
  mailer: TMailer;
  log: TLogger;
  config: Pick<TConfig, 'COMPANY_POSTAL_ADDRESS' | 'APP_URL' | 'SESSION_SECRET'>;
  now: Date;
};

/**
 * Starts one sequence per lead (docs/product-rules.md R98): a lead without an address, a suppressed address, an
 * address that belongs to a user, a customer, or a lead that already had a sequence is skipped with the reason.
 * Email 1 of the new sequences goes at once (under the daily cap and the bounce pause, like every send).
 */
export async function startSequences(
  opts: TOutreachDeps & { leadIds: string[]; adminId: string },
): Promise<TStartSequencesResult> {
  if (!opts.config.COMPANY_POSTAL_ADDRESS?.trim()) throw new AppError('conflict', postalAddressMissing);
  const ids = [...new Set(opts.leadIds)];
  const rows = rowsOf<{
    id: string;
    email: string | null;
    status: string;
    suppressed: boolean;
    user_exists: boolean;
    enrolled: boolean;
  }>(
    await opts.db.execute(sql`
      SELECT l.id, l.email, l.status,
        EXISTS (SELECT 1 FROM outreach_suppressions x WHERE x.email = l.email) OR l.unsubscribed AS suppressed,
        EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = l.email) AS user_exists,
        EXISTS (SELECT 1 FROM outreach_sequences s WHERE s.lead_id = l.id) AS enrolled
      FROM leads l WHERE l.id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  const skipped: TSequenceSkip[] = [];
  const skip = (leadId: string, reason: TSequenceSkipReason) =>
    skipped.push({ leadId, reason, message: SEQUENCE_SKIP_TEXT[reason] });
  const eligible: string[] = [];
  for (const id of ids) {
    const r = rows.find((row) => row.id === id);
    if (!r) skip(id, 'not_found');
    else if (!r.email) skip(id, 'no_email');
    else if (r.suppressed) skip(id, 'suppressed');
    else if (r.user_exists) skip(id, 'existing_user');
    else if (r.status === 'customer') skip(id, 'customer');
    else if (r.enrolled) skip(id, 'already_enrolled');
    else eligible.push(id);
  }
  const created = eligible.length
    ? await opts.db
        .insert(outreachSequences)
        .values(
          eligible.map((leadId) => ({
            leadId,
            userId: opts.adminId,
            nextStep: 1,
            nextSendAt: opts.now,
            startedAt: opts.now,
            createdAt: opts.now,
            updatedAt: opts.now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: outreachSequences.id, leadId: outreachSequences.leadId })
    : [];
  // A concurrent request enrolled them first.
  for (const id of eligible) if (!created.some((c) => c.leadId === id)) skip(id, 'already_enrolled');
  await runOutreachTick({ ...opts, sequenceIds: created.map((c) => c.id) });
  return { started: created.length, skipped };
}

export function toSequenceState(row: TOutreachSequenceRow): TSequenceState {
  return {
    id: row.id,
    leadId: row.leadId,
    status: row.status,
    currentStep: row.currentStep,
    stopReason: row.stopReason,
    nextStep: row.nextStep,
    nextSendAt: row.nextSendAt?.toISOString() ?? null,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** An admin stops a lead's sequence; stopping one already over answers its state unchanged. */
export async function stopLeadSequence(opts: {
  db: TDb;
  leadId: string;
  now: Date;
}): Promise<TSequenceState> {
  return opts.db.transaction(async (tx) => {
    await stopSequences({ db: tx, leadIds: [opts.leadId], reason: 'stopped_by_admin', now: opts.now });
    const [row] = await tx.select().from(outreachSequences).where(eq(outreachSequences.leadId, opts.leadId));
    if (!row) throw new AppError('not_found', 'This lead has no outreach sequence.');
    return toSequenceState(row);
  });
}

/**
 * Sign-up (docs/product-rules.md R101): the leads with the new user's address are linked to the user as converted
 * and their sequences stop, in the sign-up's own transaction.
 */
export async function convertLeadsOnSignUp(opts: {
  db: Parameters<typeof stopSequences>[0]['db'];
  userId: string;
  email: string;
  now: Date;
}): Promise<void> {
  const rows = rowsOf<{ id: string }>(
    await opts.db.execute(sql`
      UPDATE leads SET converted_to_user_id = ${opts.userId}, converted_at = ${opts.now.toISOString()},
        updated_at = ${opts.now.toISOString()}
      WHERE email = ${opts.email.trim().toLowerCase()} AND converted_to_user_id IS NULL
      RETURNING id`),
  );
  await stopSequences({ db: opts.db, leadIds: rows.map((r) => r.id), reason: 'signed_up', now: opts.now });
}
