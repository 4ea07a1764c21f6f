import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { ProductImage } from '@web/components/ui/product-image';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatChangePercent, formatMoney, fullDateTime, relativeTime } from '@web/lib/format';

/** A product's picture, or a neutral placeholder. */
export const ProductThumb = ProductImage;

/** "3h ago", with the exact moment on hover. */
export function TimeAgo({ value }: { value: string }) {
  return (
    <time dateTime={value} title={fullDateTime(value)} className="whitespace-nowrap">
      {relativeTime(value)}
    </time>
  );
}

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

/** The compare-at price struck through when it is above the price, else nothing. */
export function StruckCompareAt(props: { price: string | null; compareAt: string | null; currency: string }) {
  if (!isHigher(props.compareAt, props.price)) return null;
  return (
    <s className="text-muted-foreground" title="Compare-at price">
      {formatMoney(props.compareAt, props.currency)}
    </s>
  );
}

export function isHigher(compareAt: string | null, price: string | null): boolean {
  if (compareAt === null || compareAt === '') return false;
  const was = Number(compareAt);
  if (!Number.isFinite(was) || was <= 0) return false;
  return price === null || !Number.isFinite(Number(price)) || was > Number(price);
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return available ? (
    <Badge variant="success">Available</Badge>
  ) : (
    <Badge variant="secondary">Out of Stock</Badge>
  );
}

/** One figure of a page's summary row; a pulse while it loads. */
export function StatCard(props: {
  label: string;
  value: ReactNode | undefined;
  hint: ReactNode;
  icon: LucideIcon;
  loading?: boolean;
}) {
  const Icon = props.icon;
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5 sm:p-5">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{props.label}</p>
          {props.loading || props.value === undefined ? (
            <div
              role="status"
              aria-label={`Loading ${props.label}`}
              className="mt-2 h-8 w-16 animate-pulse rounded bg-muted"
            />
          ) : (
            <p className="mt-2 text-2xl font-bold tabular-nums">{props.value}</p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{props.hint}</p>
        </div>
        <div className="rounded-lg bg-primary-soft p-2 text-primary">
          <Icon className="size-5" aria-hidden />
        </div>
      </CardContent>
    </Card>
  );
}

/** The page's figures: one column on a phone, four from 1024 px. */
export function StatGrid(props: { children: ReactNode; label: string; className?: string }) {
  return (
    <section
      aria-label={props.label}
      className={cn('mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4', props.className)}
    >
      {props.children}
    </section>
  );
}
