import { loadDeliveryItems } from './load-delivery-items';
import { channelDispatcher, deliveryAccount, markSentSql, type TChannelSender } from './delivery-channel';
import { postEvent } from './post-event';
import { DeliveryFailure } from './post-json';
import { alertEvent } from './webhook-event';

/** One alert event to the account's workflow webhook (Pro), signed with its secret (docs/product-rules.md R133). */
export const sendWebhookDelivery: TChannelSender = async (deps, delivery) => {
  const { db } = deps;
  const { account, plan } = await deliveryAccount(db, delivery);
  if (plan !== 'pro' || !account.webhookUrl) {
    throw new DeliveryFailure('Not sent: no workflow webhook URL is set (a Pro feature).', true);
  }
  const { items } = await loadDeliveryItems({ db, deliveryId: delivery.id, limit: 1 });
  const item = items[0];
  if (!item) throw new DeliveryFailure('Nothing left to send (the notification was deleted).', true);
  await postEvent({
    url: account.webhookUrl,
    event: alertEvent(delivery.id, item),
    secret: account.webhookSecret,
    dispatcher: channelDispatcher(deps),
    what: 'The webhook',
    timeoutMs: deps.timeoutMs,
  });
  await db.execute(markSentSql(delivery));
};
