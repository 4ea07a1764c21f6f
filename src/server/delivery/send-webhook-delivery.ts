import { loadDeliveryItems } from './load-delivery-items';
import { channelDispatcher, deliveryRecipient, markSentSql, type TChannelSender } from './delivery-channel';
import { postEvent } from './post-event';
import { DeliveryFailure } from './post-json';
import { alertEvent } from './webhook-event';

/** One alert event to the user's workflow webhook (Pro), signed with the user's secret. */
export const sendWebhookDelivery: TChannelSender = async (deps, delivery) => {
  const { db } = deps;
  const { user, plan } = await deliveryRecipient(db, delivery);
  if (plan !== 'pro' || !user.webhookUrl) {
    throw new DeliveryFailure('Not sent: no workflow webhook URL is set (a Pro feature).', true);
  }
  const { items } = await loadDeliveryItems({ db, deliveryId: delivery.id, limit: 1 });
  const item = items[0];
  if (!item) throw new DeliveryFailure('Nothing left to send (the notification was deleted).', true);
  await postEvent({
    url: user.webhookUrl,
    event: alertEvent(delivery.id, item),
    secret: user.webhookSecret,
    dispatcher: channelDispatcher(deps),
    what: 'The webhook',
    timeoutMs: deps.timeoutMs,
  });
  await db.execute(markSentSql(delivery));
};
