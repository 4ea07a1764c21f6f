import { ACTIVITY_FEED_PATH } from './alert-email';
import {
  channelDispatcher,
  deliveryAccount,
  loadItemsToSend,
  markSentSql,
  type TChannelSender,
} from './delivery-channel';
import { DeliveryFailure } from './post-json';
import { postSlack, SLACK_NOT_CONFIGURED, slackTarget } from './post-slack';
import { buildSlackMessage, SLACK_MAX_ITEMS } from './slack-message';

/**
 * The account's Slack post (docs/product-rules.md R133): to its incoming webhook, else the workspace bot (Pro), once
 * for the account whichever members the alerts reached.
 */
export const sendSlackDelivery: TChannelSender = async (deps, delivery) => {
  const { db, config } = deps;
  const { account, plan } = await deliveryAccount(db, delivery);
  const target = plan === 'pro' ? slackTarget({ webhookUrl: account.slackWebhookUrl, config }) : null;
  if (!target) throw new DeliveryFailure(SLACK_NOT_CONFIGURED, true);
  const { total, items } = await loadItemsToSend(db, delivery, SLACK_MAX_ITEMS);
  const feedUrl = `${config.APP_URL}${ACTIVITY_FEED_PATH}`;
  await postSlack({
    target,
    message: buildSlackMessage({ items, total, cadence: 'instant', feedUrl }),
    dispatcher: channelDispatcher(deps),
  });
  await db.execute(markSentSql(delivery));
};
