import { Link } from 'react-router';
import type { TPriceChange } from '@shared/contracts/insights';
import type { TColumn } from '@web/components/insights/data-table';
import type { TTableSpec } from '@web/components/insights/paged-table';
import { ChangeBadge } from '@web/components/insights/price-bits';
import { ProductImage } from '@web/components/ui/product-image';
import { TimeAgo } from '@web/components/ui/time-ago';
import { formatMoney } from '@shared/format';
import { paths } from '@web/lib/paths';

const columns: TColumn<TPriceChange>[] = [
  {
    header: 'Product',
    card: 'title',
    cell: (c) => (
      <div className="flex min-w-0 items-center gap-3">
        <ProductImage src={c.productImage} />
        <div className="min-w-0">
          <Link
            to={paths.product(c.productId)}
            className="font-medium break-words hover:text-primary hover:underline"
          >
            {c.productTitle}
          </Link>
          {c.variantTitle ? <p className="text-xs text-muted-foreground">{c.variantTitle}</p> : null}
        </div>
      </div>
    ),
    className: 'max-w-72',
  },
  { header: 'Competitor', cell: (c) => c.competitorName },
  {
    header: 'Old Price',
    align: 'right',
    cell: (c) => <span className="text-muted-foreground">{formatMoney(c.oldPrice, c.currency)}</span>,
  },
  { header: 'New Price', align: 'right', cell: (c) => formatMoney(c.newPrice, c.currency) },
  { header: 'Change %', cell: (c) => <ChangeBadge type={c.changeType} percent={c.percentageChange} /> },
  { header: 'When', cell: (c) => <TimeAgo value={c.changedAt} /> },
];

/** Recent Price Changes, newest first. */
export const priceChangesTable: TTableSpec<TPriceChange> = {
  caption: 'Recent Price Changes',
  noun: 'price changes',
  columns,
  rowKey: (c) => c.id,
};
