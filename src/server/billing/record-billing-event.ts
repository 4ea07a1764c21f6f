import type { TExecutor } from '../db/client';
import { paymentEvents } from '../db/schema';
import { emailBillingEvent, type TBillingMail } from './email-billing-event';

type TEventFields = {
  /** Unique: a provider's event id, or ours (`payment_success:<payment id>`). */
  id: string;
  type: string;
  accountId: string | null;
  amount?: number | null;
  plan?: string | null;
  /** Automation events start 'pending' (the n8n sender's queue) or 'processed' (nothing to send). */
  status: 'processed' | 'pending' | 'ignored' | 'failed' | 'skipped';
  error?: string | null;
  data?: Record<string, unknown>;
  now: Date;
};

export type TBillingEvent = TEventFields &
  (
    | {
        source: 'automation';
        /** An automation event emails the user (docs/product-rules.md R65): the links' base and key. */
        mail: TBillingMail;
      }
    | { source: 'simulated' | 'stripe' | 'reconciliation' | 'admin' }
  );

/**
 * Records an event once (docs/product-rules.md R54), and for an automation event queues its email in the same
 * transaction (R65). Returns false when an event with this id was recorded before: the caller has nothing more
 * to do, and no second email goes out.
 */
export async function recordBillingEvent(db: TExecutor, e: TBillingEvent): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({
      id: e.id,
      source: e.source,
      type: e.type,
      accountId: e.accountId,
      amount: e.amount ?? null,
      plan: e.plan ?? null,
      status: e.status,
      error: e.error ?? null,
      data: e.data ?? null,
      createdAt: e.now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (rows.length === 0) return false;
  if (e.source === 'automation') await emailBillingEvent(db, e, e.mail);
  return true;
}
