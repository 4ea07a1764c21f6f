import type { TPlanKey } from '@shared/constants/plans';
import type { TUserRow } from '../db/schema';
import { ACTIVITY_FEED_PATH } from './alert-email';
import {
  channelDispatcher,
  deliveryRecipient,
  loadItemsToSend,
  markSentSql,
  type TChannelSender,
} from './delivery-channel';
import { DeliveryFailure } from './post-json';
import { postSlack, SLACK_NOT_CONFIGURED, slackTarget } from './post-slack';
import { buildSlackMessage, SLACK_MAX_ITEMS } from './slack-message';

export function slackOn(user: TUserRow, plan: TPlanKey): boolean {
  return plan === 'pro' && user.slackNotifications;
}

/** A Slack alert: to the user's incoming webhook, else the workspace bot (Pro, Slack alerts on). */
export const sendSlackDelivery: TChannelSender = async (deps, delivery) => {
  const { db, config } = deps;
  const { user, plan, cadence } = await deliveryRecipient(db, delivery);
  const target = slackOn(user, plan) ? slackTarget({ webhookUrl: user.slackWebhookUrl, config }) : null;
  if (!target) throw new DeliveryFailure(SLACK_NOT_CONFIGURED, true);
  const { total, items } = await loadItemsToSend(db, delivery, SLACK_MAX_ITEMS);
  const feedUrl = `${config.APP_URL}${ACTIVITY_FEED_PATH}`;
  await postSlack({
    target,
    message: buildSlackMessage({ items, total, cadence, feedUrl }),
    dispatcher: channelDispatcher(deps),
  });
  await db.execute(markSentSql(delivery));
};
