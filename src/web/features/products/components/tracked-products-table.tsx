import { Link } from 'react-router';
import type { TProduct } from '@shared/contracts/competitors';
import type { TColumn } from '@web/components/insights/data-table';
import type { TTableSpec } from '@web/components/insights/paged-table';
import { AvailabilityBadge, StruckCompareAt } from '@web/components/insights/price-bits';
import { isDiscount } from '@shared/pricing/compare-at';
import { ProductImage } from '@web/components/ui/product-image';
import { MISSING, formatChangePercent, formatMoney } from '@shared/format';
import { TimeAgo } from '@web/components/ui/time-ago';
import { paths } from '@web/lib/paths';

const columns: TColumn<TProduct>[] = [
  {
    header: 'Product',
    card: 'title',
    className: 'max-w-72',
    cell: (p) => (
      <div className="flex min-w-0 items-center gap-3">
        <ProductImage src={p.imageUrl} />
        <div className="min-w-0">
          <p className="font-medium break-words">{p.title}</p>
          <p className="truncate font-mono text-xs text-muted-foreground" title={p.handle}>
            {p.handle}
          </p>
        </div>
      </div>
    ),
  },
  { header: 'Vendor', cell: (p) => p.vendor?.trim() || 'Unknown' },
  {
    header: 'Competitor',
    cell: (p) => (
      <div className="min-w-0">
        <p>{p.competitorName}</p>
        <p className="truncate text-xs font-normal text-muted-foreground">{p.competitorDomain}</p>
      </div>
    ),
  },
  {
    header: 'Current Price',
    align: 'right',
    // The latest price move sits under the price (what the change and last-change sorts order by).
    cell: (p) => (
      <div>
        <p className="whitespace-nowrap">{formatMoney(p.currentPrice, p.currency)}</p>
        {p.lastPriceChangeAt ? (
          <p className="text-xs text-muted-foreground">
            <span className="whitespace-nowrap tabular-nums">
              {formatChangePercent(p.lastPriceChangePct)}
            </span>{' '}
            <TimeAgo value={p.lastPriceChangeAt} />
          </p>
        ) : null}
      </div>
    ),
  },
  {
    header: 'Compare At',
    align: 'right',
    cell: (p) =>
      isDiscount(p.currentPrice, p.compareAtPrice) ? (
        <StruckCompareAt price={p.currentPrice} compareAt={p.compareAtPrice} currency={p.currency} />
      ) : (
        <span className="text-muted-foreground">{MISSING}</span>
      ),
  },
  { header: 'Availability', cell: (p) => <AvailabilityBadge available={p.available} /> },
  {
    header: 'Details',
    card: 'footer',
    cell: (p) => (
      <Link to={paths.product(p.id)} className="font-medium whitespace-nowrap text-primary hover:underline">
        View Product<span className="sr-only">: {p.title}</span>
      </Link>
    ),
  },
];

/** All Tracked Products, in the order the server sorted them. */
export const trackedProductsTable: TTableSpec<TProduct> = {
  caption: 'All Tracked Products',
  noun: 'products',
  columns,
  rowKey: (p) => p.id,
};
