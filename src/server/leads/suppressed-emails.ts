import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { leads } from '../db/schema/leads';
import { outreachSuppressions } from '../db/schema/outreach';

/**
 * The addresses among `emails` that must not be written to again (docs/product-rules.md R91): an address that
 * unsubscribed on any lead, or that is on the outreach suppression list (an unsubscribe or a hard bounce), stays
 * unsubscribed wherever a source brings it back.
 */
export async function suppressedEmails(db: TExecutor, emails: string[]): Promise<Set<string>> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: leads.email })
    .from(leads)
    .where(and(inArray(leads.email, unique), eq(leads.unsubscribed, true)))
    .union(
      db
        .selectDistinct({ email: outreachSuppressions.email })
        .from(outreachSuppressions)
        .where(inArray(outreachSuppressions.email, unique)),
    );
  return new Set(rows.map((r) => r.email!));
}
