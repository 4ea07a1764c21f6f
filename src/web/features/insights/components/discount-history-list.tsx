import { History } from 'lucide-react';
import { ShowMore, useFirstRows } from '@web/components/insights/show-more';
import { Badge } from '@web/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TimeAgo } from '@web/components/ui/time-ago';
import { formatChangePercent, formatMoney } from '@shared/format';
import { discountEventLabel, discountEventTone, type TDiscountEvent } from '../lib/discount-labels';

const headings = [
  'Product',
  'Competitor',
  'Event',
  'Old Price',
  'New Price',
  'Change',
  'Discount',
  'Detected',
];

/** "Discount Detection History": newest first, first 20 rows, then "Show more". */
export function DiscountHistoryList({ items }: { items: TDiscountEvent[] }) {
  const rows = useFirstRows(items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Discount Detection History</CardTitle>
        <CardDescription>Discounts that started, deepened or ended, and store-wide sales.</CardDescription>
      </CardHeader>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 px-5 pb-6 text-sm text-muted-foreground sm:px-6">
          <History className="size-4" aria-hidden /> No discounts detected yet. They appear here after the
          next scrape finds one.
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Discount Detection History</caption>
              <thead className="border-y border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  {headings.map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.visible.map((d) => (
                  <tr key={d.id}>
                    <th scope="row" className="max-w-64 px-4 py-3 font-medium break-words">
                      {d.title}
                    </th>
                    <td className="px-4 py-3">{d.competitorName}</td>
                    <td className="px-4 py-3">
                      <Badge variant={discountEventTone[d.type]}>{discountEventLabel[d.type]}</Badge>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatMoney(d.oldPrice, d.currency)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatMoney(d.newPrice, d.currency)}</td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                      {formatChangePercent(d.percentageChange)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatMoney(d.discountAmount, d.currency)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <TimeAgo value={d.detectedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul
            aria-label="Discount Detection History"
            className="divide-y divide-border border-t border-border lg:hidden"
          >
            {rows.visible.map((d) => (
              <li key={d.id} className="p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">{d.title}</p>
                  <Badge variant={discountEventTone[d.type]}>{discountEventLabel[d.type]}</Badge>
                </div>
                <p className="text-xs text-muted-foreground">{d.competitorName}</p>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <Field label="Old Price" value={formatMoney(d.oldPrice, d.currency)} />
                  <Field label="New Price" value={formatMoney(d.newPrice, d.currency)} />
                  <Field label="Change" value={formatChangePercent(d.percentageChange)} />
                  <Field label="Discount" value={formatMoney(d.discountAmount, d.currency)} />
                </dl>
                <p className="mt-2 text-xs text-muted-foreground">
                  Detected <TimeAgo value={d.detectedAt} />
                </p>
              </li>
            ))}
          </ul>
          <ShowMore rows={rows} noun="discounts" foldable />
        </>
      )}
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
