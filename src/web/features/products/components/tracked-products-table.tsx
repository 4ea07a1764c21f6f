import { Link } from 'react-router';
import type { TProduct } from '@shared/contracts/competitors';
import type { TColumn } from '@web/components/insights/data-table';
import type { TTableSpec } from '@web/components/insights/paged-table';
import { AvailabilityBadge, StruckCompareAt, isHigher } from '@web/components/insights/price-bits';
import { ProductImage } from '@web/components/ui/product-image';
import { MISSING, formatMoney } from '@shared/format';
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
  { header: 'Current Price', align: 'right', cell: (p) => formatMoney(p.currentPrice, p.currency) },
  {
    header: 'Compare At',
    align: 'right',
    cell: (p) =>
      isHigher(p.compareAtPrice, p.currentPrice) ? (
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

/** All Tracked Products, by title. */
export const trackedProductsTable: TTableSpec<TProduct> = {
  caption: 'All Tracked Products',
  noun: 'products',
  columns,
  rowKey: (p) => p.id,
};
