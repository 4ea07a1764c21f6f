import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { alertDeliveries } from '../metrics/metrics';
import type { TDeliveryChannel } from '../db/schema';
import type { TChannelSender, TClaimedDelivery, TSendDeliveriesDeps } from './delivery-channel';
import { DeliveryFailure } from './post-json';
import { sendEmailDelivery } from './send-email-delivery';
import { sendN8nDelivery } from './send-n8n-delivery';
import { sendSlackDelivery } from './send-slack-delivery';
import { sendWebhookDelivery } from './send-webhook-delivery';

/** Tries per delivery; after the last failure it is marked failed with its lastError. */
export const DELIVERY_MAX_ATTEMPTS = 6;
/** Wait after the n-th failed try (minutes): 1, 5, 15, 60, 180. */
export const DELIVERY_BACKOFF_MINUTES = [1, 5, 15, 60, 180];
/** How long a sender holds a delivery; one that dies leaves it to expire and the delivery is sent again. */
export const DELIVERY_CLAIM_MS = 2 * 60_000;

/** Who sends each channel's deliveries: one file per channel. */
const senders: Record<TDeliveryChannel, TChannelSender> = {
  email: sendEmailDelivery,
  slack: sendSlackDelivery,
  webhook: sendWebhookDelivery,
  n8n: sendN8nDelivery,
};

/**
 * Sends the deliveries that are due: pending ones whose time has come, and ones a dead sender left claimed.
 * Claiming is one statement with SKIP LOCKED, so processes share the work and none sends a delivery another
 * holds. Exactly once, honestly: an email is queued in the same transaction that marks its delivery sent, so
 * it is queued once (the email queue then does the SMTP retries, with a fixed Message-ID). Slack and webhooks
 * cannot join our transaction: the delivery is claimed before the POST and marked sent right after it, so a
 * worker killed between the two leaves only that in-flight delivery claimed; after its claim expires it is
 * sent again with the same delivery id (the event id / X-Rivalwatch-Event-Id), by which receivers can drop the
 * duplicate. A failure waits with backoff (1, 5, 15, 60, 180 min) and fails for good after 6 tries; client
 * errors that a retry cannot cure (400, 401, 403, 404, 410) fail at once. Nothing here throws for one delivery.
 */
export async function sendDueDeliveries(
  opts: TSendDeliveriesDeps & { now?: Date; limit?: number; ids?: string[] },
): Promise<{ sent: number; retrying: number; failed: number }> {
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const claimUntil = new Date(now.getTime() + DELIVERY_CLAIM_MS).toISOString();
  const only = opts.ids
    ? sql`AND id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(opts.ids)}::jsonb))`
    : sql``;
  const claimed = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      UPDATE deliveries SET status = 'sending', claimed_until = ${claimUntil}, attempt_count = attempt_count + 1
      WHERE id IN (
        SELECT id FROM deliveries
        WHERE ((status = 'pending' AND next_attempt_at <= ${nowIso})
          OR (status = 'sending' AND claimed_until < ${nowIso})) ${only}
        ORDER BY next_attempt_at LIMIT ${opts.limit ?? 200}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id, account_id, channel, kind, payload, attempt_count`),
  ).map((r): TClaimedDelivery => ({
    id: r.id as string,
    userId: (r.user_id as string | null) ?? null,
    accountId: (r.account_id as string | null) ?? null,
    channel: r.channel as string,
    kind: r.kind as string,
    payload: (r.payload as Record<string, unknown> | null) ?? null,
    attemptCount: Number(r.attempt_count),
  }));

  const result = { sent: 0, retrying: 0, failed: 0 };
  for (const delivery of claimed) {
    try {
      await sendOne(opts, delivery, now);
      result.sent++;
      alertDeliveries.inc({ channel: delivery.channel, result: 'sent' });
    } catch (err) {
      const failure =
        err instanceof DeliveryFailure
          ? err
          : new DeliveryFailure('Something went wrong while sending this alert.', false);
      if (!(err instanceof DeliveryFailure))
        opts.log.error({ err, deliveryId: delivery.id }, 'delivery crashed');
      const last = failure.permanent || delivery.attemptCount >= DELIVERY_MAX_ATTEMPTS;
      const waitMin =
        DELIVERY_BACKOFF_MINUTES[Math.min(delivery.attemptCount, DELIVERY_BACKOFF_MINUTES.length) - 1]!;
      const retryAt = new Date(now.getTime() + waitMin * 60_000).toISOString();
      await opts.db.execute(sql`
        UPDATE deliveries SET status = ${last ? 'failed' : 'pending'}, claimed_until = NULL,
          next_attempt_at = ${last ? nowIso : retryAt}, last_error = ${failure.message.slice(0, 1000)}
        WHERE id = ${delivery.id} AND status = 'sending' AND attempt_count = ${delivery.attemptCount}`);
      opts.log.warn(
        {
          deliveryId: delivery.id,
          channel: delivery.channel,
          attempt: delivery.attemptCount,
          err: failure.message,
        },
        last ? 'delivery failed for good' : 'delivery failed; will retry',
      );
      if (last) result.failed++;
      else result.retrying++;
      alertDeliveries.inc({ channel: delivery.channel, result: last ? 'failed' : 'retry' });
    }
  }
  return result;
}

async function sendOne(deps: TSendDeliveriesDeps, delivery: TClaimedDelivery, now: Date): Promise<void> {
  const known = Object.hasOwn(senders, delivery.channel);
  const send = known ? senders[delivery.channel as TDeliveryChannel] : undefined;
  if (!send) throw new DeliveryFailure(`Unknown channel ${delivery.channel}.`, true);
  await send(deps, delivery, now);
}
