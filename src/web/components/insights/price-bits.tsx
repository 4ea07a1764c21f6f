import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { formatChangePercent, formatMoney } from '@shared/format';
import { isDiscount } from '@shared/pricing/compare-at';

/** A rise is red and a drop green, from the shop owner's side: a competitor getting cheaper is the news. */
export function ChangeBadge({ type, percent }: { type: 'increase' | 'decrease'; percent: string | null }) {
  const Icon = type === 'increase' ? ArrowUpRight : ArrowDownRight;
  return (
    <Badge
      variant={type === 'increase' ? 'destructive' : 'success'}
      title={type === 'increase' ? 'Price increase' : 'Price decrease'}
      className="tabular-nums"
    >
      <Icon className="size-3.5" aria-hidden />
      {formatChangePercent(percent)}
    </Badge>
  );
}

/** The compare-at price struck through when it is a discount (docs/product-rules.md R86), else nothing. */
export function StruckCompareAt(props: { price: string | null; compareAt: string | null; currency: string }) {
  if (!isDiscount(props.price, props.compareAt)) return null;
  return (
    <s className="text-muted-foreground" title="Compare-at price">
      {formatMoney(props.compareAt, props.currency)}
    </s>
  );
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return available ? (
    <Badge variant="success">Available</Badge>
  ) : (
    <Badge variant="secondary">Out of Stock</Badge>
  );
}
