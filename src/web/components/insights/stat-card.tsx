import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/**
 * One headline figure of a page's summary row; a pulse while it loads (value undefined). A figure never breaks
 * inside a number (docs/product-rules.md R89): it spans the card's whole width (the icon sits in the corner), and
 * several amounts ("CA$1,630.24 · €200.00") wrap only between amounts.
 */
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
      <CardContent className="relative p-5 sm:p-5">
        <div className="min-w-0" data-testid={`stat-${props.label}`}>
          <p className="pr-10 text-sm font-medium text-muted-foreground">{props.label}</p>
          {props.loading || props.value === undefined ? (
            <div
              role="status"
              aria-label={`Loading ${props.label}`}
              className="mt-2 h-8 w-16 animate-pulse rounded bg-muted"
            />
          ) : (
            <p className="mt-2 text-2xl font-bold tabular-nums">
              <Figure value={props.value} />
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{props.hint}</p>
        </div>
        <div className="absolute top-4 right-4 rounded-lg bg-primary-soft p-1.5 text-primary">
          <Icon className="size-4" aria-hidden />
        </div>
      </CardContent>
    </Card>
  );
}

const SEPARATOR = ' · ';

/** Each amount kept whole; a line may break only at the separator between amounts. */
function Figure({ value }: { value: ReactNode }) {
  if (typeof value !== 'string') return <span className="whitespace-nowrap">{value}</span>;
  const parts = value.split(SEPARATOR);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          <span className="whitespace-nowrap">{part}</span>
          {i < parts.length - 1 ? SEPARATOR : null}
        </span>
      ))}
    </>
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

/** The figures' places while a page's one answer loads: each label over a pulse. */
export function StatCardsSkeleton({ labels }: { labels: string[] }) {
  return (
    <div
      role="status"
      aria-label="Loading figures"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      {labels.map((label) => (
        <Card key={label} className="p-5">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className="mt-2 h-8 w-20 animate-pulse rounded bg-muted" />
          <div className="mt-2 h-3 w-28 animate-pulse rounded bg-muted" />
        </Card>
      ))}
    </div>
  );
}
