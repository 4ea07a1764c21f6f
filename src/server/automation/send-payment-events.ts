import { firstOwnerEmail } from '../account/first-owner-email';
import { sql } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { isN8nPaymentType, n8nPaymentEvent, postN8nPaymentEvent } from './n8n-payment-event';

/** Tries per event before it is marked failed with the error (docs/product-rules.md R66). */
export const PAYMENT_EVENT_MAX_ATTEMPTS = 5;
/** Waits after the n-th failed try, in minutes. */
export const PAYMENT_EVENT_BACKOFF_MINUTES = [1, 5, 15, 60];
/** How long a sender may hold an event before another takes it over (it must have died). */
export const PAYMENT_EVENT_CLAIM_MS = 2 * 60_000;

export type TSendPaymentEventsResult = { sent: number; retrying: number; failed: number; skipped: number };

type TClaimed = {
  id: string;
  type: string;
  amount: number | null;
  plan: string | null;
  data: Record<string, unknown> | null;
  attempts: number;
  createdAt: Date;
  customer: { id: string; email: string; username: string } | null;
};

/**
 * The n8n sender of payment automation events. Events with no n8n path, and all events while N8N_WEBHOOK_URL is
 * unset, are marked skipped: nothing pretends to have been sent. The others are claimed with SKIP LOCKED (any
 * number of workers share the queue), posted outside any transaction, then marked processed, or retried with
 * backoff and marked failed with the error after the last try or a permanent refusal.
 */
export async function sendPaymentEvents(opts: {
  db: TDb;
  config: Pick<TConfig, 'N8N_WEBHOOK_URL' | 'N8N_WEBHOOK_SECRET' | 'N8N_API_KEY'>;
  now?: Date;
  limit?: number;
  timeoutMs?: number;
}): Promise<TSendPaymentEventsResult> {
  const { db, config } = opts;
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const result: TSendPaymentEventsResult = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const skipped = rowsOf(
    await db.execute(sql`
      UPDATE payment_events
      SET status = 'skipped',
        error = CASE WHEN ${!config.N8N_WEBHOOK_URL} THEN 'N8N_WEBHOOK_URL is not set.'
          ELSE 'No n8n workflow takes ' || type || ' events.' END
      WHERE source = 'automation' AND status = 'pending'
        AND (${!config.N8N_WEBHOOK_URL} OR type NOT IN ('payment_success', 'payment_failed',
          'subscription_cancelled', 'fell_to_free', 'payment_reminder'))
      RETURNING id`),
  );
  result.skipped = skipped.length;
  if (!config.N8N_WEBHOOK_URL) return result;

  const claimed = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      WITH due AS (
        SELECT id FROM payment_events
        WHERE source = 'automation'
          AND ((status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ${nowIso}))
            OR (status = 'sending' AND next_attempt_at < ${nowIso}))
        ORDER BY created_at, id LIMIT ${opts.limit ?? 50}
        FOR UPDATE SKIP LOCKED)
      UPDATE payment_events e
      SET status = 'sending', attempts = e.attempts + 1,
        next_attempt_at = ${new Date(now.getTime() + PAYMENT_EVENT_CLAIM_MS).toISOString()}
      FROM due WHERE e.id = due.id
      RETURNING e.id, e.type, e.amount, e.plan, e.data, e.attempts, e.created_at, e.account_id,
        ${firstOwnerEmail(sql`e.account_id`)} AS email,
        (SELECT name FROM accounts WHERE id = e.account_id) AS username`),
  ).map((r): TClaimed => ({
    id: r.id as string,
    type: r.type as string,
    amount: r.amount === null ? null : Number(r.amount),
    plan: (r.plan as string | null) ?? null,
    data: (r.data as Record<string, unknown> | null) ?? null,
    attempts: Number(r.attempts),
    createdAt: new Date(r.created_at as string),
    // The customer is the account that pays (docs/product-rules.md R24): its id, first owner's address, name.
    customer: r.account_id
      ? {
          id: r.account_id as string,
          email: (r.email as string | null) ?? '',
          username: r.username as string,
        }
      : null,
  }));

  for (const e of claimed) {
    if (!isN8nPaymentType(e.type)) continue;
    const outcome = await postN8nPaymentEvent({
      config,
      event: { ...n8nPaymentEvent({ ...e, type: e.type, occurredAt: e.createdAt }), type: e.type },
      timeoutMs: opts.timeoutMs,
    });
    if (outcome.ok) {
      await db.execute(sql`
        UPDATE payment_events SET status = 'processed', error = NULL, next_attempt_at = NULL
        WHERE id = ${e.id} AND status = 'sending'`);
      result.sent++;
      continue;
    }
    const last = outcome.permanent || e.attempts >= PAYMENT_EVENT_MAX_ATTEMPTS;
    const wait =
      PAYMENT_EVENT_BACKOFF_MINUTES[Math.min(e.attempts, PAYMENT_EVENT_BACKOFF_MINUTES.length) - 1]!;
    await db.execute(sql`
      UPDATE payment_events
      SET status = ${last ? 'failed' : 'pending'}, error = ${outcome.error},
        next_attempt_at = ${last ? null : new Date(now.getTime() + wait * 60_000).toISOString()}
      WHERE id = ${e.id} AND status = 'sending'`);
    if (last) result.failed++;
    else result.retrying++;
  }
  return result;
}
