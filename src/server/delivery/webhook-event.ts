import { createHmac } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { WEBHOOK_EVENT_VERSION, type TWebhookEventType } from '@shared/contracts/delivery';
import type { TAlertItem } from './load-delivery-items';

/** The JSON body of a workflow webhook event (docs/webhooks.md). */
export type TWebhookEvent = {
  /** The delivery id: the same on a resend, so receivers can drop duplicates. */
  id: string;
  version: number;
  type: TWebhookEventType;
  occurredAt: string;
  data: Record<string, unknown>;
};

/** The event type of a notification type. */
export const EVENT_TYPE_OF_NOTIFICATION: Record<string, TWebhookEventType> = {
  price_drop: 'price_change',
  price_increase: 'price_change',
  new_product: 'new_product',
  discount_detected: 'discount',
  promo_campaign: 'discount',
  availability_change: 'stock_change',
  storefront_change: 'storefront_change',
  best_seller: 'best_seller',
  undercut: 'undercut',
  highest_price: 'highest_price',
};

/** Notification types about where my price stands on a confirmed match (docs/product-rules.md R134). */
const POSITION_TYPES = new Set(['undercut', 'highest_price']);

/** The data of a change event, the same shape whether it comes from a notification or (n8n) the event itself. */
export function alertEventData(item: TAlertItem): Record<string, unknown> {
  return {
    notificationId: item.notificationId,
    changeType: item.changeType,
    title: item.title,
    message: item.message,
    product:
      item.productId === null
        ? null
        : { id: item.productId, title: item.productName, url: item.productUrl, imageUrl: item.imageUrl },
    store: { name: item.storeName, url: item.storeUrl },
    oldPrice: item.oldPrice,
    newPrice: item.newPrice,
    compareAtPrice: item.compareAtPrice,
    currency: item.currency,
    percentageChange: item.percentageChange,
    ...(item.storefront ? { storefront: item.storefront } : {}),
    ...(item.bestSeller ? { bestSeller: item.bestSeller } : {}),
    url: item.productUrl ?? item.storeUrl,
    // Undercut and highest price: my product, the competitor named in store; their price against mine.
    ...(POSITION_TYPES.has(item.type)
      ? {
          position: {
            myPrice: item.oldPrice,
            competitorPrice: item.newPrice,
            gapPercent: item.percentageChange,
          },
        }
      : {}),
  };
}

export function alertEvent(deliveryId: string, item: TAlertItem): TWebhookEvent {
  return {
    id: deliveryId,
    version: WEBHOOK_EVENT_VERSION,
    type: EVENT_TYPE_OF_NOTIFICATION[item.type] ?? 'price_change',
    occurredAt: item.occurredAt.toISOString(),
    data: alertEventData(item),
  };
}

/**
 * The stored payload ({type, occurredAt, data}) of an operator n8n event for a change event, built in SQL over
 * change_events e, stores st and products p (may be null).
 */
export function n8nEventDataSql(): SQL {
  return sql`jsonb_build_object(
    'type', CASE WHEN e.type IN ('price_increase', 'price_decrease') THEN 'price_change'
      WHEN e.type IN ('discount_started', 'discount_deepened', 'store_wide_sale') THEN 'discount'
      WHEN e.type IN ('out_of_stock', 'back_in_stock') THEN 'stock_change'
      WHEN e.type IN ('theme_changed', 'app_added', 'app_removed') THEN 'storefront_change'
      WHEN e.type = 'best_seller_move' THEN 'best_seller'
      ELSE 'new_product' END,
    'occurredAt', to_char(e.detected_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'data', jsonb_build_object(
      'changeEventId', e.id,
      'changeType', e.type,
      'product', CASE WHEN p.id IS NULL THEN NULL ELSE jsonb_build_object('id', p.id,
        'title', p.title || coalesce(' (' || e.variant_title || ')', ''), 'url', p.url, 'imageUrl', p.image_url) END,
      'store', jsonb_build_object('name', st.name, 'url', st.url, 'domain', st.myshopify_domain),
      'oldPrice', e.old_price::text,
      'newPrice', e.new_price::text,
      'currency', st.currency,
      'percentageChange', e.percentage_change::float8,
      'storefront', CASE WHEN e.type IN ('theme_changed', 'app_added', 'app_removed') THEN e.metadata END,
      'url', coalesce(p.url, st.url)))`;
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of an event POST (docs/webhooks.md). */
export function webhookHeaders(opts: {
  event: TWebhookEvent;
  body: string;
  secret?: string | null;
  apiKey?: string | null;
  now?: Date;
}): Record<string, string> {
  const timestamp = String(Math.floor((opts.now ?? new Date()).getTime() / 1000));
  return {
    'content-type': 'application/json',
    'user-agent': 'Rivalwatch-Webhooks/1.0',
    'x-rivalwatch-event': opts.event.type,
    'x-rivalwatch-event-id': opts.event.id,
    'x-rivalwatch-timestamp': timestamp,
    ...(opts.secret ? { 'x-rivalwatch-signature': signWebhook(opts.secret, timestamp, opts.body) } : {}),
    ...(opts.apiKey ? { 'x-n8n-api-key': opts.apiKey } : {}),
  };
}
