import { Link } from 'react-router';
import type { TLaunches } from '@shared/contracts/insights';
import type { TColumn } from '@web/components/insights/data-table';
import type { TTableSpec } from '@web/components/insights/paged-table';
import { StruckCompareAt } from '@web/components/insights/price-bits';
import { Badge } from '@web/components/ui/badge';
import { ProductImage } from '@web/components/ui/product-image';
import { TimeAgo } from '@web/components/ui/time-ago';
import { formatMoney, fullDateTime } from '@shared/format';
import { useTimeZone } from '@web/lib/time-zone';
import { paths } from '@web/lib/paths';

type TLaunch = TLaunches['launches'][number];

const product: TColumn<TLaunch> = {
  header: 'Product',
  card: 'title',
  className: 'max-w-80',
  cell: (l) => (
    <div className="flex min-w-0 items-center gap-3">
      <ProductImage src={l.imageUrl} />
      <span className="font-medium break-words">{l.title}</span>
    </div>
  ),
};
const competitor: TColumn<TLaunch> = { header: 'Competitor', cell: (l) => l.competitorName };
const price: TColumn<TLaunch> = {
  header: 'Price',
  cell: (l) => (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 tabular-nums">
      <span>{formatMoney(l.currentPrice, l.currency)}</span>
      <StruckCompareAt price={l.currentPrice} compareAt={l.compareAtPrice} currency={l.currency} />
    </span>
  ),
};
const added: TColumn<TLaunch> = {
  header: 'Added',
  cell: (l) => (
    <span className="flex flex-col">
      <TimeAgo value={l.launchedAt} />
      <span className="text-xs font-normal text-muted-foreground">
        <LaunchDate value={l.launchedAt} />
      </span>
    </span>
  ),
};
const view: TColumn<TLaunch> = {
  header: 'Details',
  card: 'footer',
  cell: (l) => (
    <Link
      to={paths.product(l.productId)}
      className="font-medium whitespace-nowrap text-primary hover:underline"
    >
      View <span className="sr-only">{l.title}</span>
    </Link>
  ),
};
const status: TColumn<TLaunch> = {
  header: 'Status',
  cell: () => <Badge variant="success">New Launch</Badge>,
};

/** Product Tracking Overview (Last 30 Days). */
export const launchOverviewTable: TTableSpec<TLaunch> = {
  caption: 'Product Tracking Overview (Last 30 Days)',
  noun: 'products',
  columns: [product, competitor, price, added, view],
  rowKey: (l) => l.productId,
};

/** Product Launch Notifications: the last 7 days' launches, each marked "New Launch". */
export const launchNotificationsTable: TTableSpec<TLaunch> = {
  ...launchOverviewTable,
  caption: 'Product Launch Notifications',
  noun: 'launches',
  columns: [product, status, competitor, price, added, view],
};

/** The launch moment in the user's time zone. */
function LaunchDate({ value }: { value: string }) {
  const timeZone = useTimeZone();
  return <>{fullDateTime(value, timeZone)}</>;
}
