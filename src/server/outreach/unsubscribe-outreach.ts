import { sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../lib/errors';
import { suppressAddress } from './stop-sequence';

export type TOutreachRecipient = { email: string; leadId: string; storeName: string };

/** The address and lead an outreach email's token names; 404 for any other token. */
export async function findOutreachRecipient(opts: {
  db: TExecutor;
  token: string;
}): Promise<TOutreachRecipient> {
  const [row] = rowsOf<{ email: string; lead_id: string; store_name: string }>(
    await opts.db.execute(sql`
      SELECT e.recipient_email AS email, e.lead_id, l.store_name FROM email_tracking t
      JOIN outreach_emails e ON e.email_tracking_id = t.id JOIN leads l ON l.id = e.lead_id
      WHERE t.token = ${opts.token} LIMIT 1`),
  );
  if (!row) throw new AppError('not_found', 'This unsubscribe link is not valid.');
  return { email: row.email, leadId: row.lead_id, storeName: row.store_name };
}

/**
 * One-click unsubscribe (RFC 8058, docs/product-rules.md R41): the address goes on the suppression list at once and
 * for good, the lead is marked unsubscribed and its sequence stops. No cookie needed; idempotent.
 */
export async function unsubscribeOutreach(opts: {
  db: TDb;
  token: string;
  now: Date;
}): Promise<TOutreachRecipient> {
  return opts.db.transaction(async (tx) => {
    const who = await findOutreachRecipient({ db: tx, token: opts.token });
    await suppressAddress({
      db: tx,
      email: who.email,
      reason: 'unsubscribed',
      leadId: who.leadId,
      now: opts.now,
    });
    return who;
  });
}
