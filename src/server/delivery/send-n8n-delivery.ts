import { WEBHOOK_EVENT_VERSION, type TWebhookEventType } from '@shared/contracts/delivery';
import { markSentSql, type TChannelSender } from './delivery-channel';
import { postEvent } from './post-event';
import { DeliveryFailure } from './post-json';
import type { TWebhookEvent } from './webhook-event';

/** An operator event to the n8n webhook (N8N_WEBHOOK_URL), posted directly: the operator's own URL. */
export const sendN8nDelivery: TChannelSender = async (deps, delivery, now) => {
  const { config } = deps;
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
  await deps.db.execute(markSentSql(delivery));
};
