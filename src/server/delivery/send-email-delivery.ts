import { enqueueEmail } from '../email/enqueue-email';
import { sendDueEmails } from '../email/send-due-emails';
import { ALERT_EMAIL_TYPE, EMAIL_MAX_ROWS, renderAlertEmail } from './alert-email';
import {
  deliveryRecipient,
  loadItemsToSend,
  markSentSql,
  type TChannelSender,
  type TSendDeliveriesDeps,
} from './delivery-channel';
import { digestClimbers } from './digest-climbers';
import { DeliveryFailure } from './post-json';

/**
 * An alert email: queued in the same transaction that marks the delivery sent, so it is queued exactly once
 * (the email queue then does the SMTP retries), then sent at once.
 */
export const sendEmailDelivery: TChannelSender = async (deps, delivery) => {
  const { db, config } = deps;
  const { user, cadence } = await deliveryRecipient(db, delivery);
  if (!user.emailNotifications) throw new DeliveryFailure('Not sent: email alerts are turned off.', true);
  const { total, items } = await loadItemsToSend(db, delivery, EMAIL_MAX_ROWS, { storefrontFirst: true });
  const climbers = await digestClimbers({ db, deliveryId: delivery.id, userId: user.id, cadence });
  const emailId = await db.transaction(async (tx) => {
    const queued = await enqueueEmail({
      db: tx,
      appUrl: config.APP_URL,
      secret: config.SESSION_SECRET,
      userId: user.id,
      emailType: ALERT_EMAIL_TYPE,
      occasion: delivery.id,
      render: (links) =>
        renderAlertEmail({ to: user.email, appUrl: config.APP_URL, links, cadence, items, total, climbers }),
    });
    await tx.execute(markSentSql(delivery));
    return queued?.id ?? null;
  });
  if (emailId) await kickEmail(deps, emailId);
};

/** Sends a just-queued email now; a failure stays on the email queue, which retries it. */
async function kickEmail(deps: TSendDeliveriesDeps, emailId: string): Promise<void> {
  try {
    await sendDueEmails({ db: deps.db, mailer: deps.mailer, log: deps.log, ids: [emailId] });
  } catch (err) {
    deps.log.warn({ err, emailId }, 'queued alert email not sent yet; the email queue will retry');
  }
}
