import { Receipt } from 'lucide-react';
import { PLAN_LABELS } from '@shared/constants/plans';
import type { TPayment } from '@shared/contracts/billing';
import { Badge } from '@web/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorState } from '@web/components/ui/states';
import { PagedTable } from '@web/components/insights/paged-table';
import type { TColumn } from '@web/components/insights/data-table';
import { pagedList } from '@web/lib/paging';
import { receiptUrl, usePayments } from '../api/get-payments';
import { billingDate, cardLabel, formatCents } from '../lib/billing-format';

const KIND: Record<TPayment['kind'], string> = {
  initial: 'subscription',
  upgrade: 'upgrade (prorated)',
  renewal: 'renewal',
  grant: 'granted by support',
};

const STATUS: Record<
  TPayment['status'],
  { label: string; tone: 'success' | 'destructive' | 'warning' | 'secondary' }
> = {
  succeeded: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'destructive' },
  pending: { label: 'Pending', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'secondary' },
};

const columns: TColumn<TPayment>[] = [
  { header: 'Date', className: 'whitespace-nowrap', cell: (p) => billingDate(p.createdAt) },
  {
    header: 'Description',
    card: 'title',
    cell: (p) => (
      <span className="font-medium">
        {PLAN_LABELS[p.plan]} plan, {KIND[p.kind]}
      </span>
    ),
  },
  { header: 'Amount', align: 'right', cell: (p) => formatCents(p.amount, p.currency) },
  {
    header: 'Status',
    cell: (p) => (
      <span className="inline-flex flex-col items-start gap-0.5">
        <Badge variant={STATUS[p.status].tone}>{STATUS[p.status].label}</Badge>
        {p.failureReason ? <span className="text-xs text-muted-foreground">{p.failureReason}</span> : null}
      </span>
    ),
  },
  {
    header: 'Card',
    className: 'whitespace-nowrap',
    cell: (p) => cardLabel({ brand: p.cardBrand, last4: p.cardLast4 }) ?? '—',
  },
  {
    header: 'Receipt',
    card: 'footer',
    className: 'whitespace-nowrap',
    cell: (p) =>
      p.status === 'succeeded' || p.status === 'refunded' ? (
        <a
          href={receiptUrl(p.id)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary hover:underline"
          data-testid={`receipt-${p.id}`}
        >
          Receipt {p.receiptNumber}
        </a>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
];

/** Every payment, newest first, paged by cursor, each succeeded one with its printable receipt. */
export function PaymentHistory() {
  const query = usePayments();
  const list = pagedList(query);
  return (
    <Card data-testid="payment-history">
      <CardHeader>
        <CardTitle>Payment history</CardTitle>
        <CardDescription>Your payments and their receipts.</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div role="status" aria-label="Loading payments" className="space-y-2 p-5 pt-0 sm:p-6 sm:pt-0">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-8 animate-pulse rounded bg-muted" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="p-5 pt-0 sm:p-6 sm:pt-0">
          <ErrorState
            title="Could not load your payments"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : list.items.length === 0 ? (
        <div className="flex items-center gap-3 p-5 pt-0 text-sm text-muted-foreground sm:p-6 sm:pt-0">
          <Receipt className="size-5" aria-hidden /> No payments yet.
        </div>
      ) : (
        <PagedTable
          caption="Payment history"
          noun="payments"
          columns={columns}
          rowKey={(p) => p.id}
          items={list.items}
          total={list.total}
          next={list.next}
        />
      )}
    </Card>
  );
}
