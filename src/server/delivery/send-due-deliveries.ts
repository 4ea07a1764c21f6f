import { eq, sql } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { users, type TUserRow } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { enqueueEmail } from '../email/enqueue-email';
import type { TMailer } from '../email/mailer';
import { sendDueEmails } from '../email/send-due-emails';
import type { TAllowedPrivateHosts } from '../net/allowed-hosts';
import { createSafeDispatcher, type SafeDispatcher } from '../net/safe-dispatcher';
import { ACTIVITY_FEED_PATH, ALERT_EMAIL_TYPE, EMAIL_MAX_ROWS, renderAlertEmail } from './alert-email';
import type { TCadence } from './choose-cadence';
import { loadDeliveryItems } from './load-delivery-items';
import { DeliveryFailure, failureForStatus, postJson } from './post-json';
import { postSlack, SLACK_NOT_CONFIGURED, slackTarget } from './post-slack';
import { buildSlackMessage, SLACK_MAX_ITEMS } from './slack-message';
import { alertEvent, webhookHeaders, type TWebhookEvent } from './webhook-event';
import { WEBHOOK_EVENT_VERSION, type TWebhookEventType } from '@shared/contracts/delivery';

/** Tries per delivery; after the last failure it is marked failed with its lastError. */
export const DELIVERY_MAX_ATTEMPTS = 6;
/** Wait after the n-th failed try (minutes): 1, 5, 15, 60, 180. */
export const DELIVERY_BACKOFF_MINUTES = [1, 5, 15, 60, 180];
/** How long a sender holds a delivery; one that dies leaves it to expire and the delivery is sent again. */
export const DELIVERY_CLAIM_MS = 2 * 60_000;

type TClaimed = {
  id: string;
  userId: string | null;
  channel: string;
  kind: string;
  payload: Record<string, unknown> | null;
  attemptCount: number;
};

const dispatchers = new Map<string, SafeDispatcher>();
/** One SSRF-safe dispatcher per ALLOWED_PRIVATE_HOSTS list, kept for the process. */
export function deliveryDispatcher(allowedPrivateHosts: TAllowedPrivateHosts): SafeDispatcher {
  const key = [...allowedPrivateHosts].sort().join(',');
  let d = dispatchers.get(key);
  if (!d) dispatchers.set(key, (d = createSafeDispatcher({ allowedPrivateHosts })));
  return d;
}

export type TSendDeliveriesDeps = {
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  log: TLogger;
  dispatcher?: SafeDispatcher;
  /** Per POST; default POST_TIMEOUT_MS (10 s). */
  timeoutMs?: number;
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
      RETURNING id, user_id, channel, kind, payload, attempt_count`),
  ).map((r): TClaimed => ({
    id: r.id as string,
    userId: (r.user_id as string | null) ?? null,
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
    }
  }
  return result;
}

/** Marks a claimed delivery sent, unless another sender took it over after our claim expired. */
function markSentSql(delivery: TClaimed) {
  return sql`
    UPDATE deliveries SET status = 'sent', sent_at = ${new Date().toISOString()}, claimed_until = NULL,
      last_error = NULL
    WHERE id = ${delivery.id} AND status = 'sending' AND attempt_count = ${delivery.attemptCount}`;
}

async function sendOne(deps: TSendDeliveriesDeps, delivery: TClaimed, now: Date): Promise<void> {
  const { db, config } = deps;
  const dispatcher = deps.dispatcher ?? deliveryDispatcher(config.ALLOWED_PRIVATE_HOSTS);
  if (delivery.channel === 'n8n') {
    if (!config.N8N_WEBHOOK_URL) throw new DeliveryFailure('N8N_WEBHOOK_URL is not set.', true);
    const p = delivery.payload ?? {};
    const event: TWebhookEvent = {
      id: delivery.id,
      version: WEBHOOK_EVENT_VERSION,
      type: (p.type as TWebhookEventType | undefined) ?? 'test',
      occurredAt: (p.occurredAt as string | undefined) ?? now.toISOString(),
      data: (p.data as Record<string, unknown> | undefined) ?? {},
    };
    await postEvent({
      url: config.N8N_WEBHOOK_URL,
      event,
      secret: config.N8N_WEBHOOK_SECRET,
      apiKey: config.N8N_API_KEY,
      what: 'n8n',
      timeoutMs: deps.timeoutMs,
    });
    await db.execute(markSentSql(delivery));
    return;
  }

  const [user] = delivery.userId ? await db.select().from(users).where(eq(users.id, delivery.userId)) : [];
  if (!user) throw new DeliveryFailure('The user no longer exists.', true);
  const cadence = (
    ['instant', 'hourly', 'daily', 'weekly'].includes(delivery.kind) ? delivery.kind : 'instant'
  ) as TCadence;
  const feedUrl = `${config.APP_URL}${ACTIVITY_FEED_PATH}`;

  if (delivery.channel === 'email') {
    if (!user.emailNotifications) throw new DeliveryFailure('Not sent: email alerts are turned off.', true);
    const { total, items } = await loadDeliveryItems({ db, deliveryId: delivery.id, limit: EMAIL_MAX_ROWS });
    if (total === 0)
      throw new DeliveryFailure('Nothing left to send (the notifications were deleted).', true);
    const emailId = await db.transaction(async (tx) => {
      const queued = await enqueueEmail({
        db: tx,
        appUrl: config.APP_URL,
        secret: config.SESSION_SECRET,
        userId: user.id,
        emailType: ALERT_EMAIL_TYPE,
        occasion: delivery.id,
        render: (links) =>
          renderAlertEmail({ to: user.email, appUrl: config.APP_URL, links, cadence, items, total }),
      });
      await tx.execute(markSentSql(delivery));
      return queued?.id ?? null;
    });
    if (emailId) await kickEmail(deps, emailId);
    return;
  }

  if (delivery.channel === 'slack') {
    const target = slackOn(user) ? slackTarget({ webhookUrl: user.slackWebhookUrl, config }) : null;
    if (!target) throw new DeliveryFailure(SLACK_NOT_CONFIGURED, true);
    const { total, items } = await loadDeliveryItems({ db, deliveryId: delivery.id, limit: SLACK_MAX_ITEMS });
    if (total === 0)
      throw new DeliveryFailure('Nothing left to send (the notifications were deleted).', true);
    await postSlack({ target, message: buildSlackMessage({ items, total, cadence, feedUrl }), dispatcher });
    await db.execute(markSentSql(delivery));
    return;
  }

  if (delivery.channel === 'webhook') {
    if (user.subscriptionPlan !== 'pro' || !user.webhookUrl) {
      throw new DeliveryFailure('Not sent: no workflow webhook URL is set (a Pro feature).', true);
    }
    const { items } = await loadDeliveryItems({ db, deliveryId: delivery.id, limit: 1 });
    const item = items[0];
    if (!item) throw new DeliveryFailure('Nothing left to send (the notification was deleted).', true);
    await postEvent({
      url: user.webhookUrl,
      event: alertEvent(delivery.id, item),
      secret: user.webhookSecret,
      dispatcher,
      what: 'The webhook',
      timeoutMs: deps.timeoutMs,
    });
    await db.execute(markSentSql(delivery));
    return;
  }
  throw new DeliveryFailure(`Unknown channel ${delivery.channel}.`, true);
}

export function slackOn(user: TUserRow): boolean {
  return user.subscriptionPlan === 'pro' && user.slackNotifications;
}

/** POSTs a signed event (user webhook through the SSRF-safe dispatcher; n8n direct). Throws DeliveryFailure. */
export async function postEvent(opts: {
  url: string;
  event: TWebhookEvent;
  secret?: string | null;
  apiKey?: string | null;
  dispatcher?: SafeDispatcher;
  what: string;
  timeoutMs?: number;
}): Promise<void> {
  const body = JSON.stringify(opts.event);
  const res = await postJson({
    url: opts.url,
    body,
    headers: webhookHeaders({ event: opts.event, body, secret: opts.secret, apiKey: opts.apiKey }),
    dispatcher: opts.dispatcher,
    timeoutMs: opts.timeoutMs,
  });
  const failure = failureForStatus(res.status, res.text, opts.what);
  if (failure) throw failure;
}

/** Sends a just-queued email now; a failure stays on the email queue, which retries it. */
async function kickEmail(deps: TSendDeliveriesDeps, emailId: string): Promise<void> {
  try {
    await sendDueEmails({ db: deps.db, mailer: deps.mailer, log: deps.log, ids: [emailId] });
  } catch (err) {
    deps.log.warn({ err, emailId }, 'queued alert email not sent yet; the email queue will retry');
  }
}
