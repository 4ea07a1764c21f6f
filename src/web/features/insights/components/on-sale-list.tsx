import { Tag } from 'lucide-react';
import type { TPromotions } from '@shared/contracts/insights';
import { ShowMore, useFirstRows } from '@web/components/insights/show-more';
import { Badge } from '@web/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ProductImage } from '@web/components/ui/product-image';
import { formatDiscountPercent, formatMoney } from '@shared/format';
import { ViewDealLink } from './view-deal-link';

type TOnSale = TPromotions['onSale'][number];

const headings = ['Product', 'Competitor', 'Price', 'Discount', 'Savings', ''];

/** "Products Currently On Sale": a table from 1024 px up, cards below; first 20 rows, then "Show more". */
export function OnSaleList({ items }: { items: TOnSale[] }) {
  const rows = useFirstRows(items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Products Currently On Sale</CardTitle>
        <CardDescription>
          Products whose price is below their compare-at price right now
          {items.length > 0 ? ` (${items.length})` : ''}.
        </CardDescription>
      </CardHeader>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 px-5 pb-6 text-sm text-muted-foreground sm:px-6">
          <Tag className="size-4" aria-hidden /> No products on sale right now.
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Products Currently On Sale</caption>
              <thead className="border-y border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  {headings.map((h, i) => (
                    <th key={i} scope="col" className="px-4 py-3 font-medium">
                      {h || <span className="sr-only">Link</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.visible.map((p) => (
                  <tr key={p.productId} className="align-middle">
                    <th scope="row" className="px-4 py-3 font-medium">
                      <span className="flex items-center gap-3">
                        <ProductImage src={p.imageUrl} />
                        <span className="max-w-64 break-words">{p.title}</span>
                      </span>
                    </th>
                    <td className="px-4 py-3">{p.competitorName}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <Price item={p} />
                    </td>
                    <td className="px-4 py-3">
                      <DiscountBadge item={p} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-success">
                      Save {formatMoney(p.saveAmount, p.currency)}
                    </td>
                    <td className="px-4 py-3">
                      <ViewDealLink href={p.url} title={p.title} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul
            aria-label="Products Currently On Sale"
            className="divide-y divide-border border-t border-border lg:hidden"
          >
            {rows.visible.map((p) => (
              <li key={p.productId} className="flex gap-3 p-4">
                <ProductImage src={p.imageUrl} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{p.title}</p>
                  <p className="text-xs text-muted-foreground">{p.competitorName}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    <Price item={p} />
                    <DiscountBadge item={p} />
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="text-success">Save {formatMoney(p.saveAmount, p.currency)}</span>
                    <ViewDealLink href={p.url} title={p.title} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <ShowMore rows={rows} noun="products" foldable />
        </>
      )}
    </Card>
  );
}

function Price({ item }: { item: TOnSale }) {
  return (
    <span className="inline-flex items-baseline gap-2">
      <span className="font-semibold">{formatMoney(item.currentPrice, item.currency)}</span>
      <s className="text-xs text-muted-foreground">{formatMoney(item.compareAtPrice, item.currency)}</s>
    </span>
  );
}

function DiscountBadge({ item }: { item: TOnSale }) {
  return <Badge variant="destructive">-{formatDiscountPercent(item.discountPercent)}</Badge>;
}
