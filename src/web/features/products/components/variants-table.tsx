import type { TProductDetail } from '@shared/contracts/insights';
import { Badge } from '@web/components/ui/badge';
import { DataTable, type TColumn } from '@web/components/insights/data-table';
import { AvailabilityBadge, StruckCompareAt } from '@web/components/insights/price-bits';
import { isDiscount } from '@shared/pricing/compare-at';
import { TimeAgo } from '@web/components/ui/time-ago';
import { MISSING, formatMoney } from '@shared/format';

type TVariant = TProductDetail['variants'][number];

/** The newest history point: when the variant's price, compare-at or stock last changed. */
export function lastChange(variant: TVariant): string | null {
  let latest: string | null = null;
  for (const h of variant.history) {
    if (latest === null || new Date(h.at).getTime() > new Date(latest).getTime()) latest = h.at;
  }
  return latest;
}

function columns(currency: string): TColumn<TVariant>[] {
  return [
    {
      header: 'Variant',
      card: 'title',
      cell: (v) => (
        <span className="inline-flex flex-wrap items-center gap-2 font-medium">
          {v.title}
          {v.removedAt ? <Badge variant="outline">Removed</Badge> : null}
        </span>
      ),
    },
    {
      header: 'SKU',
      cell: (v) =>
        v.sku ? (
          <span className="font-mono text-xs">{v.sku}</span>
        ) : (
          <span className="text-muted-foreground">{MISSING}</span>
        ),
    },
    { header: 'Price', align: 'right', cell: (v) => formatMoney(v.price, currency) },
    {
      header: 'Compare At',
      align: 'right',
      cell: (v) =>
        isDiscount(v.price, v.compareAtPrice) ? (
          <StruckCompareAt price={v.price} compareAt={v.compareAtPrice} currency={currency} />
        ) : (
          <span className="text-muted-foreground">{MISSING}</span>
        ),
    },
    { header: 'Availability', cell: (v) => <AvailabilityBadge available={v.available} /> },
    {
      header: 'Last Change',
      cell: (v) => {
        const at = lastChange(v);
        return at ? <TimeAgo value={at} /> : <span className="text-muted-foreground">{MISSING}</span>;
      },
    },
  ];
}

export function VariantsTable({ product }: { product: TProductDetail }) {
  return (
    <DataTable
      caption="Variants"
      columns={columns(product.currency)}
      rows={product.variants}
      rowKey={(v) => v.id}
    />
  );
}
