import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { leads } from '../db/schema/leads';

/**
 * The addresses among `emails` that must not be written to again (docs/product-rules.md R91): an address that
 * unsubscribed on any lead stays unsubscribed wherever a source brings it back.
 */
// TODO(merge with the outreach branch): also read its suppression list, e.g.
//   UNION SELECT email FROM outreach_suppressions WHERE email = ANY($emails)
// That table is created there; until the branches meet, an unsubscribed lead is the record of a suppressed address.
export async function suppressedEmails(db: TExecutor, emails: string[]): Promise<Set<string>> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: leads.email })
    .from(leads)
    .where(and(inArray(leads.email, unique), eq(leads.unsubscribed, true)));
  return new Set(rows.map((r) => r.email!));
}
