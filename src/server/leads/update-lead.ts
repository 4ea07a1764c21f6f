import { eq, sql } from 'drizzle-orm';
import type { TLead, TLeadUpdateBody } from '@shared/contracts/leads';
import type { TSequenceStatus } from '@shared/contracts/outreach';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { leads } from '../db/schema/leads';
import { AppError } from '../lib/errors';
import { stopSequences } from '../outreach/stop-sequence';
import { sequenceStatusOf, toLead } from './lead-row';

/**
 * The edit dialog (docs/product-rules.md R95): status, notes and the last contact. Moving a lead to contacted
 * stamps lastContactedAt with now unless the body gives one; moving it to customer stops its outreach at once, in the
 * same transaction (docs/product-rules.md R101).
 */
export async function updateLead(opts: {
  db: TExecutor;
  leadId: string;
  input: TLeadUpdateBody;
  now?: Date;
}): Promise<TLead> {
  const { input } = opts;
  const patch: Partial<typeof leads.$inferInsert> = { updatedAt: opts.now ?? new Date() };
  if (input.status !== undefined) patch.status = input.status;
  if (input.notes !== undefined) patch.notes = input.notes?.trim() ? input.notes : null;
  if (input.lastContactedAt !== undefined) {
    patch.lastContactedAt = input.lastContactedAt ? new Date(input.lastContactedAt) : null;
  }
  if (input.status === 'contacted' && !input.lastContactedAt) patch.lastContactedAt = opts.now ?? new Date();
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.update(leads).set(patch).where(eq(leads.id, opts.leadId)).returning();
    if (!row) throw new AppError('not_found', 'Lead not found');
    if (input.status === 'customer') {
      await stopSequences({ db: tx, leadIds: [row.id], reason: 'customer', now });
    }
    // Read after stopSequences: a customer's sequence is stopped by now.
    const [state] = rowsOf<{ status: TSequenceStatus | null }>(
      await tx.execute(sql`SELECT ${sequenceStatusOf(sql`${row.id}::uuid`)} AS status`),
    );
    return toLead(row, state?.status ?? null);
  });
}
