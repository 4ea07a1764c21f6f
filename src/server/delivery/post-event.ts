import type { SafeDispatcher } from '../net/safe-dispatcher';
import { failureForStatus, postJson } from './post-json';
import { webhookHeaders, type TWebhookEvent } from './webhook-event';

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
