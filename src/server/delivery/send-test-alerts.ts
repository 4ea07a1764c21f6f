import type { TPlanKey } from '@shared/constants/plans';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TSendResult } from '@shared/contracts/email';
import type { TAccountChannels } from '../account/change-account-channels';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { emailTracking, type TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import type { TLogger } from '../lib/logger';
import { enqueueEmail } from '../email/enqueue-email';
import type { TMailer } from '../email/mailer';
import { sendDueEmails } from '../email/send-due-emails';
import { ACTIVITY_FEED_PATH, ALERT_EMAIL_TYPE, renderAlertEmail } from './alert-email';
import { deliveryDispatcher } from './delivery-channel';
import { postEvent } from './post-event';
import { DeliveryFailure } from './post-json';
import { postSlack, SLACK_NOT_CONFIGURED, slackTarget } from './post-slack';
import { sampleAlertItem, type TSampleAlertType } from './sample-alert';
import { buildSlackMessage } from './slack-message';
import { alertEvent } from './webhook-event';

export const SLACK_UPGRADE_MESSAGE = 'Slack alerts are a Pro feature. Upgrade to Pro to connect Slack.';

/**
 * `plan` and `channels`: the plan and the alert channels (Slack, webhook) of the account the person acts in
 * (docs/product-rules.md R24, R133).
 */
type TDeps = {
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  log: TLogger;
  user: TUserRow;
  plan: TPlanKey;
  channels: TAccountChannels;
};

/** A sample alert email to the user's own address, through the alert template and the email queue, sent now. */
export async function sendTestEmailAlert(deps: TDeps & { type?: TSampleAlertType }): Promise<TSendResult> {
  const { db, config, user } = deps;
  const item = sampleAlertItem(deps.type ?? 'price_drop');
  const queued = await enqueueEmail({
    db,
    appUrl: config.APP_URL,
    secret: config.SESSION_SECRET,
    userId: user.id,
    emailType: ALERT_EMAIL_TYPE,
    render: (links) =>
      renderAlertEmail({
        to: user.email,
        appUrl: config.APP_URL,
        links,
        cadence: 'instant',
        items: [item],
        total: 1,
        sample: true,
      }),
  });
  if (!queued) return { success: false, message: 'The test email could not be queued.' };
  await sendDueEmails({ db, mailer: deps.mailer, log: deps.log, ids: [queued.id] });
  const [row] = await db
    .select({ status: emailTracking.status, reason: emailTracking.failureReason })
    .from(emailTracking)
    .where(eq(emailTracking.id, queued.id));
  if (row?.status === 'sent') return { success: true, message: `Test alert email sent to ${user.email}` };
  return {
    success: false,
    message: `The test email to ${user.email} could not be sent: ${row?.reason ?? 'unknown error'}. It will be retried.`,
  };
}

/** A sample Slack alert: pro only; the account's incoming webhook, else the workspace bot. */
export async function sendTestSlack(deps: TDeps & { type?: TSampleAlertType }): Promise<TSendResult> {
  const { config, channels } = deps;
  if (deps.plan !== 'pro') throw new AppError('forbidden', SLACK_UPGRADE_MESSAGE);
  const target = slackTarget({ webhookUrl: channels.slackWebhookUrl, config });
  if (!target) return { success: false, message: SLACK_NOT_CONFIGURED };
  const message = buildSlackMessage({
    items: [sampleAlertItem(deps.type ?? 'price_drop')],
    total: 1,
    cadence: 'instant',
    feedUrl: `${config.APP_URL}${ACTIVITY_FEED_PATH}`,
    sample: true,
  });
  try {
    await postSlack({ target, message, dispatcher: deliveryDispatcher(config.ALLOWED_PRIVATE_HOSTS) });
    return { success: true, message: 'Test alert sent to Slack' };
  } catch (err) {
    return {
      success: false,
      message: err instanceof DeliveryFailure ? err.message : 'Slack could not be reached.',
    };
  }
}

/**
 * POST /api/alerts/trigger-sample: a sample alert of one type over every channel the user has on (email, Slack,
 * the workflow webhook), sent at once; nothing is written to the user's feed.
 */
export async function triggerSampleAlert(deps: TDeps & { type: TSampleAlertType }): Promise<TSendResult> {
  const { user, config, channels } = deps;
  const pro = deps.plan === 'pro';
  const sent: string[] = [];
  const failed: string[] = [];
  if (user.emailNotifications) {
    const r = await sendTestEmailAlert(deps);
    (r.success ? sent : failed).push(r.success ? 'email' : `email (${r.message})`);
  }
  if (pro && user.slackNotifications && slackTarget({ webhookUrl: channels.slackWebhookUrl, config })) {
    const r = await sendTestSlack(deps);
    (r.success ? sent : failed).push(r.success ? 'Slack' : `Slack (${r.message})`);
  }
  if (pro && channels.webhookUrl) {
    const event = alertEvent(randomUUID(), sampleAlertItem(deps.type));
    event.data.sample = true;
    try {
      await postEvent({
        url: channels.webhookUrl,
        event,
        secret: channels.webhookSecret,
        dispatcher: deliveryDispatcher(config.ALLOWED_PRIVATE_HOSTS),
        what: 'The webhook',
      });
      sent.push('webhook');
    } catch (err) {
      failed.push(`webhook (${err instanceof DeliveryFailure ? err.message : 'not reachable'})`);
    }
  }
  if (!sent.length && !failed.length) {
    return {
      success: false,
      message: 'No alert channel is on: turn on email or Slack alerts in Settings → Notifications.',
    };
  }
  const label = deps.type.replace(/_/g, ' ');
  const parts = [
    sent.length ? `Sample ${label} alert sent via ${sent.join(', ')}.` : '',
    failed.length ? `Failed: ${failed.join('; ')}.` : '',
  ].filter(Boolean);
  return { success: failed.length === 0, message: parts.join(' ') };
}
