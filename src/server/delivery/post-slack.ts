import type { SafeDispatcher } from '../net/safe-dispatcher';
import { DeliveryFailure, failureForStatus, postJson } from './post-json';
import type { TSlackMessage } from './slack-message';

export const SLACK_NOT_CONFIGURED =
  'Slack is not configured: add an incoming-webhook URL in Settings → Notifications';
export const SLACK_BOT_NOT_INVITED = 'Bot may not be invited to channel';

/** Slack's own errors that a retry may cure; every other {ok:false} is a setup problem. */
const SLACK_TRANSIENT = new Set([
  'ratelimited',
  'internal_error',
  'fatal_error',
  'service_unavailable',
  'request_timeout',
]);

export type TSlackTarget =
  { kind: 'webhook'; url: string } | { kind: 'bot'; apiUrl: string; token: string; channel: string };

/** The user's incoming webhook first, else the workspace bot; null when neither exists. */
export function slackTarget(opts: {
  webhookUrl: string | null;
  config: { SLACK_BOT_TOKEN?: string; SLACK_CHANNEL?: string; SLACK_API_URL: string };
}): TSlackTarget | null {
  if (opts.webhookUrl) return { kind: 'webhook', url: opts.webhookUrl };
  const { SLACK_BOT_TOKEN: token, SLACK_CHANNEL: channel } = opts.config;
  if (token && channel) return { kind: 'bot', apiUrl: opts.config.SLACK_API_URL, token, channel };
  return null;
}

/**
 * Posts a Block Kit message: to the user's incoming webhook through the SSRF-safe dispatcher, or with the bot
 * token to chat.postMessage. Slack's bot API answers HTTP 200 with {ok:false, error} on failure: that is a
 * failure too (not_in_channel and channel_not_found mean the bot is not in the channel). Throws DeliveryFailure.
 */
export async function postSlack(opts: {
  target: TSlackTarget;
  message: TSlackMessage;
  dispatcher: SafeDispatcher;
}): Promise<void> {
  const { target, message } = opts;
  if (target.kind === 'webhook') {
    const res = await postJson({
      url: target.url,
      body: JSON.stringify(message),
      headers: { 'content-type': 'application/json' },
      dispatcher: opts.dispatcher,
    });
    const failure = failureForStatus(res.status, res.text, 'Slack');
    if (failure) throw failure;
    return;
  }
  const res = await postJson({
    url: `${target.apiUrl.replace(/\/$/, '')}/chat.postMessage`,
    body: JSON.stringify({ channel: target.channel, ...message }),
    headers: {
      'content-type': 'application/json; charset=utf-8',
      authorization: `Bearer ${target.token}`,
    },
  });
  const failure = failureForStatus(res.status, res.text, 'Slack');
  if (failure) throw failure;
  let answer: { ok?: boolean; error?: string };
  try {
    answer = JSON.parse(res.text) as { ok?: boolean; error?: string };
  } catch {
    throw new DeliveryFailure('Slack sent an answer we could not read.', false);
  }
  if (answer.ok) return;
  const error = answer.error ?? 'unknown_error';
  if (error === 'not_in_channel' || error === 'channel_not_found') {
    throw new DeliveryFailure(`${SLACK_BOT_NOT_INVITED} (Slack: ${error})`, true);
  }
  throw new DeliveryFailure(`Slack refused the message: ${error}`, !SLACK_TRANSIENT.has(error));
}
