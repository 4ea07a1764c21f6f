import { ArrowRight, ExternalLink } from 'lucide-react';
import type { TNotification } from '@shared/contracts/alerts';
import { Badge } from '@web/components/ui/badge';
import { ProductImage } from '@web/components/ui/product-image';
import { TimeAgo } from '@web/components/ui/time-ago';
import { formatChangePercent, formatDiscountPercent, formatMoney } from '@shared/format';
import { notificationTypeLabel, notificationTypeTone } from '../lib/notification-labels';

/** One entry of the activity feed. */
export function NotificationItem({ item }: { item: TNotification }) {
  const product = item.productName ?? item.productTitle;
  const hasPrices = item.oldPrice !== null || item.newPrice !== null;
  return (
    <article aria-label={item.title} className="flex gap-3 p-4 sm:gap-4">
      <ProductImage src={item.imageUrl} className="size-12" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={notificationTypeTone[item.type]}>{notificationTypeLabel[item.type]}</Badge>
          <TimeAgo value={item.createdAt} className="text-xs text-muted-foreground" />
        </div>
        <h3 className="mt-1 font-semibold break-words">{item.title}</h3>
        <p className="text-sm break-words text-muted-foreground">{item.message}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="text-muted-foreground">{item.competitorName}</span>
          {product ? (
            item.productUrl ? (
              <a
                href={item.productUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium break-all text-primary hover:underline"
              >
                {product} <ExternalLink className="size-3.5 shrink-0" aria-hidden />
              </a>
            ) : (
              <span className="font-medium">{product}</span>
            )
          ) : null}
          {hasPrices ? (
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <span className="text-muted-foreground line-through">
                {formatMoney(item.oldPrice, item.currency)}
              </span>
              <ArrowRight className="size-3.5" aria-label="to" />
              <span className="font-semibold">{formatMoney(item.newPrice, item.currency)}</span>
            </span>
          ) : null}
          {item.percentageChange === null ? null : isDiscount(item) ? (
            // A discount's percent is how much is off, not a price rise.
            <Badge variant="success">{formatDiscountPercent(item.percentageChange)} off</Badge>
          ) : (
            <Badge variant={Number(item.percentageChange) < 0 ? 'success' : 'destructive'}>
              {formatChangePercent(item.percentageChange)}
            </Badge>
          )}
        </div>
      </div>
    </article>
  );
}

const isDiscount = (item: TNotification) =>
  item.type === 'discount_detected' || item.type === 'promo_campaign';
