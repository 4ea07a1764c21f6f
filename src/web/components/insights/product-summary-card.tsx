import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@shared/format';
import { Card, CardContent } from '@web/components/ui/card';
import { ProductImage } from '@web/components/ui/product-image';
import { AvailabilityBadge, StruckCompareAt } from './price-bits';

/**
 * The head of a product page, a competitor's (/products/:id) or mine (/my-store/products/:id): image, title, where
 * it is sold, the price with its compare-at and stock, a link to it in its store, then the page's own actions.
 */
export function ProductSummaryCard(props: {
  product: {
    title: string;
    imageUrl: string | null;
    url: string;
    price: string | null;
    compareAtPrice: string | null;
    currency: string;
    available: boolean;
  };
  /** A small label above the title ("My product"). */
  eyebrow?: string;
  /** Where it is sold: store, domain, vendor. */
  soldBy: ReactNode;
  priceLabel: string;
  /** Badges beside the price (removed, a cut listing). */
  badges?: ReactNode;
  linkText: string;
  /** Beside the link (when it launched). */
  meta?: ReactNode;
  actions?: ReactNode;
}) {
  const { product } = props;
  return (
    <Card className="mb-6">
      <CardContent className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        <ProductImage src={product.imageUrl} className="size-28 sm:size-32" />
        <div className="min-w-0 flex-1">
          {props.eyebrow ? (
            <p className="text-xs font-semibold text-muted-foreground uppercase">{props.eyebrow}</p>
          ) : null}
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{product.title}</h1>
          <p className="mt-1 text-muted-foreground wrap-anywhere">{props.soldBy}</p>
          <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-2">
            <span className="text-2xl font-semibold tabular-nums" aria-label={props.priceLabel}>
              {formatMoney(product.price, product.currency)}
            </span>
            <StruckCompareAt
              price={product.price}
              compareAt={product.compareAtPrice}
              currency={product.currency}
            />
            <AvailabilityBadge available={product.available} />
            {props.badges}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <a
              href={product.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              {props.linkText}
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {props.meta}
          </div>
          {props.actions ? <div className="mt-4 flex flex-wrap gap-2">{props.actions}</div> : null}
        </div>
      </CardContent>
    </Card>
  );
}
